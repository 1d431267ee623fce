/**
 * Where the speaker screens live.
 */

export const LIST_PATH = '/speakers';

/**
 * The edit form of a speaker.
 *
 * @param id Speaker id.
 */
export function editPath( id: number ): string {
	return `/speakers/edit/${ id }/basic`;
}
