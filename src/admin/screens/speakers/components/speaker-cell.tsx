/**
 * The Name column: photo (or an initial), the name linking to the edit form
 * and the email below, then the phone when there is one.
 */

/**
 * External dependencies
 */
import { Link } from 'react-router-dom';

/**
 * Internal dependencies
 */
import type { Speaker } from '../../../../data/speakers';
import { editPath } from '../paths';

/**
 * The cell.
 *
 * @param props         Props.
 * @param props.speaker Speaker.
 */
export function SpeakerCell( { speaker }: { speaker: Speaker } ) {
	const initial = speaker.name.trim().charAt( 0 ).toUpperCase() || '?';
	return (
		<div className="eventin-speakers__person">
			{ speaker.image ? (
				<img
					className="eventin-speakers__photo"
					src={ speaker.image }
					alt=""
				/>
			) : (
				<span className="eventin-speakers__initial" aria-hidden="true">
					{ initial }
				</span>
			) }
			<div className="eventin-speakers__identity">
				<Link
					className="eventin-speakers__name"
					to={ editPath( speaker.id ) }
				>
					{ speaker.name }
				</Link>
				<span className="eventin-speakers__email">
					{ speaker.email }
				</span>
				{ speaker.phone && (
					<span className="eventin-speakers__phone">
						{ speaker.phone }
					</span>
				) }
			</div>
		</div>
	);
}
