/**
 * A small in-memory speakers "server" for the screen tests: it filters by
 * group, role and search and pages like the real one (bare array, total in
 * X-WP-Total).
 */

/**
 * Internal dependencies
 */
import type { FakeServer } from '../../../../../../tests/js/fake-server';
import type { SpeakerGroup } from '../../../../../data/speaker-groups';
import type { Speaker } from '../../../../../data/speakers';

export const GROUPS: SpeakerGroup[] = [
	{ id: 3, name: 'Keynote', slug: 'keynote', count: 2 },
	{ id: 4, name: 'Workshop', slug: 'workshop', count: 1 },
];

/**
 * A speaker with defaults.
 *
 * @param id       Id.
 * @param name     Name.
 * @param override Fields to change.
 */
export function speaker(
	id: number,
	name: string,
	override: Partial< Speaker > = {}
): Speaker {
	return {
		id,
		name,
		email: `${ name.toLowerCase().replace( /\W+/g, '.' ) }@example.org`,
		phone: '',
		designation: '',
		bio: '',
		image_id: 0,
		image: '',
		social: [],
		company: '',
		speaker_group: [],
		speaker_group_ids: [],
		category: [ 'speaker' ],
		author_url: `https://example.org/author/${ id }/`,
		keeps_account: false,
		...override,
	};
}

/**
 * Serves GET /speakers from `people()` and GET /speaker/categories from GROUPS.
 *
 * @param server Fake server.
 * @param people The current speakers (read on every request).
 */
export function serveSpeakers( server: FakeServer, people: () => Speaker[] ) {
	server.on( 'GET', '/eventin/v2/speakers', ( { query } ) => {
		const search = ( query.search ?? '' ).toLowerCase();
		const matching = people().filter(
			( p ) =>
				( ! query.speaker_group ||
					p.speaker_group_ids.includes(
						Number( query.speaker_group )
					) ) &&
				( ! query.category ||
					p.category.includes(
						query.category as Speaker[ 'category' ][ number ]
					) ) &&
				( p.name.toLowerCase().includes( search ) ||
					p.email.includes( search ) )
		);
		const perPage = Number( query.per_page ?? 10 );
		const paged = Number( query.paged ?? 1 );
		return {
			body: matching.slice( ( paged - 1 ) * perPage, paged * perPage ),
			headers: { 'X-WP-Total': String( matching.length ) },
		};
	} );
	server.on( 'GET', '/eventin/v2/speaker/categories', () => ( {
		body: { items: GROUPS, total_items: GROUPS.length },
	} ) );
}
