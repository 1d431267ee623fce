/**
 * #/shortcodes: the catalogue of the Pro widgets (spec 02 §2 "Shortcode
 * generator"), one card each with a sketch of its layout, its title and
 * what it shows; a card opens the widget's form. Below, the scripts Get
 * Script saved.
 */

/**
 * External dependencies
 */
import { Alert, Spin } from 'antd';
import { Link } from 'react-router-dom';

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
	type ShortcodeCatalogue,
	type ShortcodeWidget,
} from '../../../data/shortcodes';
import { SavedScripts } from './components/saved-scripts';
import { WidgetSketch } from './components/widget-sketch';
import './style.scss';

/**
 * A widget's card.
 *
 * @param props        Props.
 * @param props.widget The widget.
 */
function WidgetCard( { widget }: { widget: ShortcodeWidget } ) {
	return (
		<li className="eventin-shortcodes__item">
			<Link
				className="eventin-shortcodes-card"
				to={ `/shortcodes/${ widget.key }` }
			>
				<WidgetSketch widget={ widget } />
				<span className="eventin-shortcodes-card__title">
					{ widget.title }
				</span>
				<span className="eventin-shortcodes-card__description">
					{ widget.description }
				</span>
			</Link>
		</li>
	);
}

/**
 * The screen.
 */
export default function ShortcodesScreen() {
	const { value: catalogue, error } = useDocument< ShortcodeCatalogue >(
		shortcodeCatalogueStore
	);

	let body;
	if ( error && ! catalogue ) {
		body = (
			<Alert
				type="error"
				showIcon
				message={ __( 'Could not load the widgets.', 'eventin-pro' ) }
				description={ error.message }
			/>
		);
	} else if ( ! catalogue ) {
		body = <Spin className="eventin-shortcodes__loading" />;
	} else if ( catalogue.widgets.length === 0 ) {
		body = (
			<p className="eventin-shortcodes__intro">
				{ __( 'No widget is available.', 'eventin-pro' ) }
			</p>
		);
	} else {
		body = (
			<ul className="eventin-shortcodes__grid">
				{ catalogue.widgets.map( ( widget ) => (
					<WidgetCard key={ widget.key } widget={ widget } />
				) ) }
			</ul>
		);
	}

	return (
		<section className="eventin-shortcodes">
			<header className="eventin-shortcodes__heading">
				<h2 className="eventin-shortcodes__title">
					{ __( 'Shortcodes', 'eventin-pro' ) }
				</h2>
				<p className="eventin-shortcodes__intro">
					{ __(
						'Choose a widget, set what it shows and generate its shortcode for any page or post, or a script for another site.',
						'eventin-pro'
					) }
				</p>
			</header>
			{ body }
			{ catalogue && <SavedScripts widgets={ catalogue.widgets } /> }
		</section>
	);
}
