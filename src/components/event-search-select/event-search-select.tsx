/**
 * A select of any event, searched on the server by title (so a site with
 * thousands of events finds any): the attendees list's event filter and
 * "Attendees of another event" in the RSVP invitation form. Also a form
 * control (value, onChange, id from Form.Item).
 */

/**
 * External dependencies
 */
import { Select } from 'antd';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
// Not from the list page's index, which would bring its table along.
import { useDebouncedValue } from '../list-page/use-debounced-value';
import { eventsStore, type Event } from '../../data/events';
import { useCollection } from '../../data/hooks';

/** Events offered at a time: the search narrows them down. */
const EVENT_OPTIONS = 20;

interface Option {
	value: number;
	label: string;
}

export interface EventSearchSelectProps {
	id?: string;
	value?: number;
	onChange?: ( value: number | undefined ) => void;
	placeholder?: string;
	/** Accessible name, when no label points at the select. */
	ariaLabel?: string;
	className?: string;
	/** Whether the list is as wide as the select (antd's default). */
	popupMatchSelectWidth?: boolean;
}

/**
 * The select.
 *
 * @param props                       Props.
 * @param props.id                    The input's id (the label's target).
 * @param props.value                 Event id.
 * @param props.onChange              Receives the id, undefined when cleared.
 * @param props.placeholder           Placeholder.
 * @param props.ariaLabel             Accessible name.
 * @param props.className             Class of the select.
 * @param props.popupMatchSelectWidth Whether the list is as wide as the select.
 */
export function EventSearchSelect( {
	id,
	value,
	onChange,
	placeholder,
	ariaLabel,
	className,
	popupMatchSelectWidth,
}: EventSearchSelectProps ) {
	const [ term, setTerm ] = useState( '' );
	// The chosen event keeps its name when a new search leaves it out.
	const [ chosen, setChosen ] = useState< Option >();
	const search = useDebouncedValue( term.trim() );
	const { items, isLoading, isFetching } = useCollection< Event >(
		eventsStore,
		{ search_keyword: search, paged: 1, per_page: EVENT_OPTIONS }
	);
	const options: Option[] = items.map( ( event ) => ( {
		value: event.id,
		label: event.title,
	} ) );
	if (
		chosen &&
		chosen.value === value &&
		! options.some( ( option ) => option.value === value )
	) {
		options.unshift( chosen );
	}
	return (
		<Select< number, Option >
			id={ id }
			className={ className }
			aria-label={ ariaLabel }
			placeholder={ placeholder }
			allowClear
			showSearch
			filterOption={ false }
			searchValue={ term }
			onSearch={ setTerm }
			loading={ isLoading || isFetching }
			value={ value }
			options={ options }
			onChange={ ( next, option ) => {
				setChosen( Array.isArray( option ) ? undefined : option );
				setTerm( '' );
				onChange?.( next ?? undefined );
			} }
			notFoundContent={ __( 'No events found.', 'eventin-pro' ) }
			popupMatchSelectWidth={ popupMatchSelectWidth }
		/>
	);
}
