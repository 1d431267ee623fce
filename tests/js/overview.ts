/**
 * GET /eventin/v2/overview for tests that open the dashboard's landing page.
 */

/**
 * Internal dependencies
 */
import type { Overview } from '../../src/data/overview';
import type { FakeServer } from './fake-server';

/** An overview with nothing in it (a new site). */
export const EMPTY_OVERVIEW: Overview = {
	upcoming: [],
	ongoing: [],
	sales: null,
	currency: 'USD',
	checkins_today: 0,
	next_event: null,
};

/**
 * Answers GET /overview.
 *
 * @param server Fake server.
 * @param body   The overview (empty by default).
 */
export function givenOverview(
	server: FakeServer,
	body: Overview = EMPTY_OVERVIEW
) {
	server.on( 'GET', '/eventin/v2/overview', () => ( { body } ) );
}
