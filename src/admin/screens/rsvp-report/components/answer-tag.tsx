/**
 * Internal dependencies
 */
import type { RsvpStatus } from '../../../../data/rsvp';
import { rsvpStatusLabels } from '../statuses';

/**
 * An answer as a coloured tag with its text: going green, maybe orange, not
 * going red. Drawn with the shared tag styles (components/_tag.scss) rather
 * than antd's Tag, which would add about 2 KB gzip to the list's chunk.
 *
 * @param props        Props.
 * @param props.status The answer.
 */
export function AnswerTag( { status }: { status: RsvpStatus } ) {
	return (
		<span className={ `eventin-rsvp__answer is-${ status }` }>
			{ rsvpStatusLabels()[ status ] ?? status }
		</span>
	);
}
