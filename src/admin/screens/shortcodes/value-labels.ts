/**
 * What the form's selects show for the values a shortcode takes: the
 * shortcode keeps the values ('DESC', 'timeGridWeek'), people read words.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * The words for a value, by value (the calendar's values differ between its
 * two widgets, so the value alone is enough).
 */
function knownLabels(): Record< string, string > {
	return {
		ASC: __( 'Ascending', 'eventin-pro' ),
		DESC: __( 'Descending', 'eventin-pro' ),
		title: __( 'Title', 'eventin-pro' ),
		ID: __( 'ID', 'eventin-pro' ),
		post_date: __( 'Publish date', 'eventin-pro' ),
		name: __( 'Slug', 'eventin-pro' ),
		etn_start_date: __( 'Start date', 'eventin-pro' ),
		etn_end_date: __( 'End date', 'eventin-pro' ),
		all: __( 'All', 'eventin-pro' ),
		upcoming: __( 'Upcoming', 'eventin-pro' ),
		ongoing: __( 'Ongoing', 'eventin-pro' ),
		expire: __( 'Expired', 'eventin-pro' ),
		dayGridMonth: __( 'Month', 'eventin-pro' ),
		timeGridWeek: __( 'Week', 'eventin-pro' ),
		timeGridDay: __( 'Day', 'eventin-pro' ),
		listMonth: __( 'Month list', 'eventin-pro' ),
		listWeek: __( 'Week list', 'eventin-pro' ),
		listDay: __( 'Day list', 'eventin-pro' ),
	};
}

/**
 * The words for one value of a select.
 *
 * @param value The value, e.g. 'DESC', 'style-2', 'event-1'.
 */
export function valueLabel( value: string ): string {
	const style = /^(?:style|event)-(\d+)$/.exec( value );
	if ( style ) {
		return sprintf(
			/* translators: %s: style number. */
			__( 'Style %s', 'eventin-pro' ),
			style[ 1 ]
		);
	}
	return knownLabels()[ value ] ?? value;
}
