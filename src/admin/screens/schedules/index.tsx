/**
 * /schedules: the schedule list (spec 01 §2 "Schedule list"). A site without
 * any schedule shows the empty state of /schedules/empty in its place
 * (rendered, not redirected to: a redirect landing after the user already
 * chose Add New would take them away from the form).
 */

/**
 * External dependencies
 */
import { useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ListPage, useListQuery } from '../../../components/list-page';
import { useCollection } from '../../../data/hooks';
import { schedulesStore, type Schedule } from '../../../data/schedules';
import { SchedulesEmpty } from './components/schedules-empty';
import { YearFilter } from './components/year-filter';
import { editPath, scheduleColumns } from './columns';
import { scheduleDeleteMessages } from './delete-messages';
import SchedulesEmptyScreen from './empty';
import { useScheduleActions } from './hooks/use-schedule-actions';
import './style.scss';

/**
 * The screen.
 */
export default function SchedulesScreen() {
	const navigate = useNavigate();
	const listQuery = useListQuery();
	const { query, setFilter, isFiltered } = listQuery;
	const { total, isLoading, error } = useCollection< Schedule >(
		schedulesStore,
		query
	);
	const { cloneOne, deleteOne } = useScheduleActions();

	if ( ! isLoading && ! error && ! isFiltered && total === 0 ) {
		return <SchedulesEmptyScreen />;
	}

	return (
		<ListPage< Schedule >
			className="eventin-schedules"
			store={ schedulesStore }
			listQuery={ listQuery }
			columns={ scheduleColumns( {
				onClone: ( schedule ) => cloneOne( schedule.id ),
				onEdit: ( schedule ) => navigate( editPath( schedule.id ) ),
				onDelete: ( schedule ) => deleteOne( schedule.id ),
			} ) }
			nounPlural={ __( 'schedules', 'eventin-pro' ) }
			rowName={ ( schedule ) => schedule.program_title }
			searchPlaceholder={ __( 'Search by program title', 'eventin-pro' ) }
			deleteMessages={ scheduleDeleteMessages() }
			empty={ <SchedulesEmpty /> }
			filters={
				<YearFilter
					value={ query.year as number | undefined }
					onChange={ ( year ) => setFilter( 'year', year ) }
				/>
			}
		/>
	);
}
