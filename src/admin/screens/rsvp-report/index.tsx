/**
 * /rsvp-report: the events with RSVP turned on, with their counts (spec 01
 * §2). Each title opens the event's responses.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ListPage, useListQuery } from '../../../components/list-page';
import { rsvpReportStore, type RsvpEventRow } from '../../../data/rsvp';
import { reportColumns } from './columns';
import { RsvpModuleGate } from './components/module-gate';
import { useRefreshOnReturn } from './hooks/use-refresh-on-return';
import './style.scss';

/**
 * What the report says before any event has RSVP turned on.
 */
function NoRsvpYet() {
	return (
		<span className="eventin-rsvp__empty">
			<strong className="eventin-rsvp__empty-title">
				{ __( 'No RSVP yet', 'eventin-pro' ) }
			</strong>
			{ __(
				'RSVP is turned on for each event in the event editor, under Advanced. Events that take RSVP are listed here with their answers.',
				'eventin-pro'
			) }
		</span>
	);
}

/**
 * The report.
 */
function RsvpReport() {
	const listQuery = useListQuery();
	useRefreshOnReturn( rsvpReportStore, listQuery.query );
	return (
		<ListPage< RsvpEventRow >
			className="eventin-rsvp eventin-rsvp-report"
			store={ rsvpReportStore }
			listQuery={ listQuery }
			columns={ reportColumns() }
			nounPlural={ __( 'events', 'eventin-pro' ) }
			rowName={ ( row ) => row.title }
			searchPlaceholder={ __( 'Search event by name', 'eventin-pro' ) }
			empty={ <NoRsvpYet /> }
		/>
	);
}

/**
 * The screen.
 */
export default function RsvpReportScreen() {
	return (
		<RsvpModuleGate>
			<RsvpReport />
		</RsvpModuleGate>
	);
}
