/**
 * #/shortcodes/<key>: one widget's generator. The address may preset fields
 * (`#/shortcodes/events_standard?event_ids=3`, from an event's Get Script).
 * The shell's Go Back leads to the catalogue.
 */

/**
 * External dependencies
 */
import { Alert, Spin } from 'antd';
import { Link, useLocation, useParams } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useDocument } from '../../../data/hooks';
import {
	shortcodeCatalogueStore,
	widgetByKey,
	type ShortcodeCatalogue,
} from '../../../data/shortcodes';
import { ShortcodeForm } from './components/shortcode-form';
import { WidgetSketch } from './components/widget-sketch';
import './style.scss';

/**
 * The screen.
 */
export default function ShortcodeFormScreen() {
	const { key } = useParams();
	const { search } = useLocation();
	const { value: catalogue, error } = useDocument< ShortcodeCatalogue >(
		shortcodeCatalogueStore
	);
	const widget = widgetByKey( catalogue, key );

	if ( error && ! catalogue ) {
		return (
			<Alert
				type="error"
				showIcon
				message={ __( 'Could not load the widget.', 'eventin-pro' ) }
				description={ error.message }
			/>
		);
	}
	if ( ! catalogue ) {
		return <Spin className="eventin-shortcodes__loading" />;
	}
	if ( ! widget ) {
		return (
			<section className="eventin-shortcodes__missing" role="alert">
				<h2 className="eventin-shortcodes__title">
					{ __( 'There is no such widget.', 'eventin-pro' ) }
				</h2>
				<Link to="/shortcodes">
					{ __( 'See every widget', 'eventin-pro' ) }
				</Link>
			</section>
		);
	}
	return (
		<section className="eventin-shortcodes eventin-shortcodes-form">
			<header className="eventin-shortcodes-form__heading">
				<WidgetSketch widget={ widget } />
				<div>
					<h2 className="eventin-shortcodes__title">
						{ widget.title }
					</h2>
					<p className="eventin-shortcodes__intro">
						{ widget.description }
					</p>
				</div>
			</header>
			<ShortcodeForm
				// A new form for each widget: its fields and defaults differ.
				key={ widget.key }
				widget={ widget }
				search={ search }
				previewUrl={ catalogue.preview_url }
			/>
		</section>
	);
}
