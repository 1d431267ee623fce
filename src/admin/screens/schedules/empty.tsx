/**
 * /schedules/empty: what the schedule list shows when the site has none.
 */

/**
 * Internal dependencies
 */
import { SchedulesEmpty } from './components/schedules-empty';
import './style.scss';

/**
 * The screen.
 */
export default function SchedulesEmptyScreen() {
	return (
		<div className="eventin-schedules eventin-schedules--empty">
			<SchedulesEmpty />
		</div>
	);
}
