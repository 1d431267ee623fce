/**
 * The list of sites allowed to show embedded widgets: each site with a
 * Remove button, and an address field with Add. A typed address is checked
 * before it joins the list; when it cannot, it stays in the field with the
 * reason under it. Saving is the form's.
 */

/**
 * External dependencies
 */
import { Button, Input } from 'antd';
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { checkOrigin, MAX_EMBED_DOMAINS } from '../embed-origins';

export interface EmbedDomainsFieldProps {
	/** The sites (antd Form.Item passes it). */
	value?: string[];
	/** Called with the new list (antd Form.Item passes it). */
	onChange?: ( value: string[] ) => void;
	/** id of the address field (antd Form.Item passes it, for its label). */
	id?: string;
	disabled?: boolean;
}

/**
 * The field.
 *
 * @param props Props.
 */
export function EmbedDomainsField( props: EmbedDomainsFieldProps ) {
	const sites = props.value ?? [];
	const [ typed, setTyped ] = useState( '' );
	const [ problem, setProblem ] = useState( '' );
	const problemId = `${ props.id ?? 'eventin-embed-domains' }-problem`;

	const add = () => {
		const checked = checkOrigin( typed );
		if ( 'error' in checked ) {
			setProblem( checked.error );
			return;
		}
		if ( sites.includes( checked.origin ) ) {
			setProblem(
				sprintf(
					/* translators: %s: a site address. */
					__( '%s is already in the list.', 'eventin-pro' ),
					checked.origin
				)
			);
			return;
		}
		if ( sites.length >= MAX_EMBED_DOMAINS ) {
			setProblem(
				sprintf(
					/* translators: %d: most sites allowed. */
					__( 'At most %d sites.', 'eventin-pro' ),
					MAX_EMBED_DOMAINS
				)
			);
			return;
		}
		props.onChange?.( [ ...sites, checked.origin ] );
		setTyped( '' );
		setProblem( '' );
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		if ( event.key === 'Enter' ) {
			// Enter adds the site; it does not save the whole form.
			event.preventDefault();
			add();
		}
	};

	return (
		<div className="eventin-settings__embed-domains">
			{ sites.length > 0 ? (
				<ul className="eventin-settings__embed-list">
					{ sites.map( ( site ) => (
						<li
							key={ site }
							className="eventin-settings__embed-site"
						>
							<code>{ site }</code>
							<Button
								size="small"
								type="text"
								danger
								disabled={ props.disabled }
								aria-label={ sprintf(
									/* translators: %s: a site address. */
									__( 'Remove %s', 'eventin-pro' ),
									site
								) }
								onClick={ () =>
									props.onChange?.(
										sites.filter(
											( other ) => other !== site
										)
									)
								}
							>
								{ __( 'Remove', 'eventin-pro' ) }
							</Button>
						</li>
					) ) }
				</ul>
			) : (
				<p className="eventin-settings__embed-empty">
					{ __(
						'No site yet: the widget scripts show only on this site.',
						'eventin-pro'
					) }
				</p>
			) }
			<div className="eventin-settings__embed-add">
				<Input
					id={ props.id }
					value={ typed }
					disabled={ props.disabled }
					placeholder="https://www.example.com"
					inputMode="url"
					autoComplete="url"
					maxLength={ 300 }
					status={ problem ? 'error' : undefined }
					aria-invalid={ problem ? true : undefined }
					aria-describedby={ problem ? problemId : undefined }
					onChange={ ( event ) => {
						setTyped( event.target.value );
						setProblem( '' );
					} }
					onKeyDown={ onKeyDown }
				/>
				<Button disabled={ props.disabled } onClick={ add }>
					{ __( 'Add site', 'eventin-pro' ) }
				</Button>
			</div>
			{ problem && (
				<div
					id={ problemId }
					role="alert"
					className="eventin-settings__embed-problem"
				>
					{ problem }
				</div>
			) }
		</div>
	);
}
