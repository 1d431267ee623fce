/**
 * Social links: rows of network + URL, added and removed by the user.
 */

/**
 * External dependencies
 */
import { Button, Form, Input, Select } from 'antd';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CloseOutlined } from '../../../../components/icons/close';

/**
 * The networks a link may name (the API's enum), with labels.
 */
function networkOptions() {
	return [
		{ value: 'facebook', label: __( 'Facebook', 'eventin-pro' ) },
		{ value: 'x', label: __( 'X (Twitter)', 'eventin-pro' ) },
		{ value: 'linkedin', label: __( 'LinkedIn', 'eventin-pro' ) },
		{ value: 'instagram', label: __( 'Instagram', 'eventin-pro' ) },
		{ value: 'youtube', label: __( 'YouTube', 'eventin-pro' ) },
		{ value: 'website', label: __( 'Website', 'eventin-pro' ) },
	];
}

/**
 * The list field (form name "social").
 */
export function SocialLinksField() {
	return (
		<Form.Item label={ __( 'Social links', 'eventin-pro' ) }>
			<Form.List name="social">
				{ ( fields, { add, remove }, { errors } ) => (
					<>
						{ fields.map( ( field, index ) => (
							<div
								key={ field.key }
								className="eventin-speaker-form__social-row"
							>
								<Form.Item
									name={ [ field.name, 'icon' ] }
									className="eventin-speaker-form__network"
									rules={ [
										{
											required: true,
											message: __(
												'Choose a network.',
												'eventin-pro'
											),
										},
									] }
								>
									<Select
										aria-label={ __(
											'Network',
											'eventin-pro'
										) }
										options={ networkOptions() }
									/>
								</Form.Item>
								<Form.Item
									name={ [ field.name, 'url' ] }
									className="eventin-speaker-form__url"
									rules={ [
										{
											required: true,
											type: 'url',
											message: __(
												'Enter a web address starting with https://',
												'eventin-pro'
											),
										},
									] }
								>
									<Input
										aria-label={ __(
											'Profile URL',
											'eventin-pro'
										) }
										placeholder="https://"
										maxLength={ 500 }
									/>
								</Form.Item>
								<Button
									aria-label={ __(
										'Remove link',
										'eventin-pro'
									) }
									title={ __( 'Remove link', 'eventin-pro' ) }
									onClick={ () => remove( index ) }
									icon={ <CloseOutlined /> }
								/>
							</div>
						) ) }
						<Button
							type="dashed"
							onClick={ () =>
								add( { icon: 'website', url: '' } )
							}
						>
							{ __( 'Add social link', 'eventin-pro' ) }
						</Button>
						<Form.ErrorList errors={ errors } />
					</>
				) }
			</Form.List>
		</Form.Item>
	);
}
