/**
 * Accessibility: axe-core (WCAG 2.0/2.1 A and AA rules) on every dashboard
 * screen, as the administrator, with real rows in the lists and the antd
 * popups open where a screen has them. Any serious or critical violation
 * fails the test; the message lists each one as screen, rule, impact and the
 * selectors of the offending nodes.
 *
 * The scan covers our root (#eventin-dashboard) and the antd popups that
 * render into document.body; WordPress's own admin chrome is not ours.
 * Every violation of any impact, and every node skipped as a known antd
 * exception, is written to axe-violations.json in the test's output folder.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, rest } from './fixtures';
import { FAILING_IMPACTS, axeViolations, isKnownException } from './axe';
import {
	DASHBOARD,
	LOADING,
	SLOW,
	dashboardScreens,
	seedScreens,
	type Screen,
} from './screens';

interface Found {
	screen: string;
	rule: string;
	impact: string;
	help: string;
	targets: string[];
	/** axe's explanation of the first offending node. */
	summary?: string;
}

/**
 * Scans what is on the page now: our root plus any antd popup in the body.
 * Nodes of a known exception go to `excluded` instead.
 *
 * @param page     The page.
 * @param screen   Name of the screen in the report.
 * @param excluded Receives the skipped nodes.
 */
async function scan(
	page: Page,
	screen: string,
	excluded: string[]
): Promise< Found[] > {
	const violations = await axeViolations( page, '#eventin-dashboard' );
	const found: Found[] = [];
	for ( const violation of violations ) {
		const targets: string[] = [];
		let summary: string | undefined;
		for ( const node of violation.nodes ) {
			const target = node.target.join( ' ' );
			if ( await isKnownException( page, violation.id, target ) ) {
				excluded.push( `#${ screen }: ${ violation.id } ${ target }` );
			} else {
				targets.push( target );
				summary ??= node.failureSummary;
			}
		}
		if ( targets.length ) {
			found.push( {
				screen,
				rule: violation.id,
				impact: violation.impact ?? 'unknown',
				help: violation.help,
				targets,
				summary,
			} );
		}
	}
	return found;
}

/**
 * One line per failing violation.
 *
 * @param found Violations of every screen.
 */
function failures( found: Found[] ): string {
	return found
		.filter( ( item ) => FAILING_IMPACTS.includes( item.impact ) )
		.map(
			( item ) =>
				`#${ item.screen }: ${ item.rule } (${ item.impact }, ${
					item.targets.length
				} node${ item.targets.length > 1 ? 's' : '' }) ${
					item.help
				}\n    ${ item.targets.slice( 0, 5 ).join( '\n    ' ) }`
		)
		.join( '\n' );
}

// REST calls set up the data; each may wait on a busy Playground site.
test.use( { actionTimeout: 90_000 } );

test( 'every dashboard screen passes axe without serious or critical violations', async ( {
	page,
}, testInfo ) => {
	// About 30 screens on a slow site.
	test.setTimeout( 900_000 );
	await page.goto( DASHBOARD );
	const api = rest( page );
	const created: string[] = [];
	const noEvents =
		( await ( await api.get( '/eventin/v2/events?per_page=1' ) ).json() )
			.total_items === 0;

	const found: Found[] = [];
	const excluded: string[] = [];
	const visit = async ( screen: Screen ) => {
		const name = screen.name ?? screen.path;
		await test.step( name, async () => {
			await page.evaluate( ( hash ) => {
				window.location.hash = hash;
			}, `#${ screen.path }` );
			// A busy Playground site can take its time over a list.
			await expect( screen.ready( page ).first() ).toBeVisible( SLOW );
			await expect( page.locator( LOADING ) ).toHaveCount( 0, SLOW );
			if ( screen.open ) {
				await screen.open( page );
			}
			// The pointer rests where the last screen clicked: off the page's
			// controls, so that no hover colour is scanned by chance.
			await page.mouse.move( 640, 5 );
			found.push( ...( await scan( page, name, excluded ) ) );
			// Close whatever the screen opened before the next one.
			if ( screen.open ) {
				await page.keyboard.press( 'Escape' );
			}
		} );
	};

	try {
		if ( noEvents ) {
			await page.goto( `${ DASHBOARD }#/events` );
			await visit( {
				path: '/events',
				name: '/events (empty)',
				ready: ( p ) => p.getByText( 'No events yet' ),
			} );
		}

		const seed = await seedScreens( api );
		created.push( ...seed.created );
		// The lists were fetched before these rows existed.
		await page.reload();
		const screens = dashboardScreens( seed, ( text ) => text );
		for ( const screen of screens ) {
			await visit( screen );
		}
	} finally {
		for ( const route of created ) {
			await api.delete( route ).catch( () => undefined );
		}
		const report = testInfo.outputPath( 'axe-violations.json' );
		fs.writeFileSync(
			report,
			JSON.stringify( { violations: found, excluded }, null, '\t' )
		);
		await testInfo.attach( 'axe-violations', {
			path: report,
			contentType: 'application/json',
		} );
	}

	expect( failures( found ), 'serious or critical axe violations' ).toBe(
		''
	);
} );
