/**
 * A widget's generator: every attribute as a field, Generate Shortcode and
 * Get Script (spec 02 §2), and beside them the shortcode, the script and
 * the preview. Get Script waits for a shortcode. Nothing here resets the
 * form: a failed request keeps what was typed.
 */

/**
 * External dependencies
 */
import { Alert, Button, Form, Space, Tooltip } from 'antd';
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { createInterpolateElement, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ShortcodeWidget } from '../../../../data/shortcodes';
import { useScript } from '../hooks/use-script';
import { buildShortcode, initialValues, type FormValues } from '../shortcode';
import { AttributeField } from './attribute-field';
import { CodeBox } from './code-box';
import { WidgetPreview } from './widget-preview';

/** The Get Script button's tooltip (spec 02 §2), word for word. */
export const GET_SCRIPT_TOOLTIP = () =>
	__(
		"Click to get script and it's only worked registered domain.",
		'eventin-pro'
	);

export interface ShortcodeFormProps {
	widget: ShortcodeWidget;
	/** The address's query, which may preset fields (`?event_ids=3`). */
	search: string;
	/** The catalogue's preview page. */
	previewUrl?: string;
}

/**
 * Where the script works: the domains registered in Settings, which every
 * user who manages shortcodes may open (for that list at least).
 */
function ScriptHint() {
	return (
		<p className="eventin-shortcodes-code__hint">
			{ createInterpolateElement(
				__(
					'Paste it into a page of another site. It works only on the domains registered in <settings>Settings</settings>.',
					'eventin-pro'
				),
				{ settings: <Link to="/settings" /> }
			) }
		</p>
	);
}

/**
 * The form.
 *
 * @param props            Props.
 * @param props.widget     The widget.
 * @param props.search     The address's query.
 * @param props.previewUrl The preview page.
 */
export function ShortcodeForm( {
	widget,
	search,
	previewUrl,
}: ShortcodeFormProps ) {
	const [ form ] = Form.useForm< FormValues >();
	const [ shortcode, setShortcode ] = useState< string >();
	const script = useScript( widget.title );
	// What the fields say now, to tell when the shortcode is behind them.
	const current = Form.useWatch(
		( values: FormValues ) => buildShortcode( widget, values ),
		form
	);
	const stale = !! shortcode && !! current && current !== shortcode;

	const generate = ( values: FormValues ) => {
		const next = buildShortcode( widget, values );
		if ( next !== shortcode ) {
			script.reset();
		}
		setShortcode( next );
	};

	return (
		<div className="eventin-shortcodes-form__body">
			<Form< FormValues >
				form={ form }
				className="eventin-shortcodes-form__form"
				layout="vertical"
				initialValues={ initialValues( widget, search ) }
				onFinish={ generate }
				scrollToFirstError={ { focus: true, block: 'center' } }
			>
				<div className="eventin-shortcodes-form__fields">
					{ Object.entries( widget.attributes ).map(
						( [ name, attribute ] ) => (
							<AttributeField
								key={ name }
								name={ name }
								attribute={ attribute }
							/>
						)
					) }
				</div>
				<Space className="eventin-shortcodes-form__buttons" wrap>
					<Button type="primary" htmlType="submit">
						{ __( 'Generate Shortcode', 'eventin-pro' ) }
					</Button>
					<Tooltip title={ GET_SCRIPT_TOOLTIP() }>
						{ /* A disabled button takes no pointer: its wrapper shows the tooltip. */ }
						<span className="eventin-shortcodes-form__script-button">
							<Button
								disabled={ ! shortcode }
								loading={ script.loading }
								onClick={ () =>
									shortcode && script.get( shortcode )
								}
							>
								{ __( 'Get Script', 'eventin-pro' ) }
							</Button>
						</span>
					</Tooltip>
				</Space>
			</Form>
			<aside
				className="eventin-shortcodes-form__aside"
				aria-label={ __( 'Result', 'eventin-pro' ) }
			>
				{ shortcode ? (
					<CodeBox
						title={ __( 'Shortcode', 'eventin-pro' ) }
						code={ shortcode }
						copyLabel={ __( 'Copy shortcode', 'eventin-pro' ) }
					>
						{ stale && (
							<Alert
								className="eventin-shortcodes-code__stale"
								type="info"
								showIcon
								message={ __(
									'The fields have changed since. Generate the shortcode again to use them.',
									'eventin-pro'
								) }
							/>
						) }
					</CodeBox>
				) : (
					<p className="eventin-shortcodes-form__empty">
						{ __(
							'Choose what the widget shows, then generate its shortcode to paste into any page or post.',
							'eventin-pro'
						) }
					</p>
				) }
				{ script.script && (
					<CodeBox
						title={ __( 'Script', 'eventin-pro' ) }
						code={ script.script.script }
						copyLabel={ __( 'Copy script', 'eventin-pro' ) }
					>
						<ScriptHint />
					</CodeBox>
				) }
				<WidgetPreview
					previewUrl={ previewUrl }
					shortcode={ shortcode }
					title={ widget.title }
				/>
			</aside>
		</div>
	);
}
