/**
 * Playwright fixtures for the Eventin Pro e2e suite.
 *
 *   import { test, expect } from './fixtures';
 *
 *   test( 'admin sees the dashboard', async ( { page } ) => {
 *       await page.goto( '/wp-admin/admin.php?page=eventin' ); // `page` is the admin
 *   } );
 *
 *   test( 'organizer', async ( { createUser, loginAs } ) => {
 *       const user = await createUser( { role: 'subscriber', capabilities: { etn_manage_event: true } } );
 *       const page = await loginAs( user ); // fresh browser context, logged in through wp-login.php
 *   } );
 *
 * Fixtures:
 *   page / context  the default ones: Playground logs them in as admin on the
 *                   first request (admin / password).
 *   site            SiteHelper for the throw-away site (base URL, users,
 *                   demo data, options) — see below.
 *   createUser      creates a user (deleted again after the test).
 *   loginAs         a new page in a fresh context, logged in as that user.
 *   anonymousPage   a new page in a fresh context that nobody is logged in to.
 *   bookedEvent     creates an event with bookings and attendees as the admin
 *                   (`page`, logged in first), removed after the test — see
 *                   createBookedEvent() in helpers.ts.
 * Helpers: rest( page ) calls the REST API as that page's user (cookie + nonce);
 * chooseRowAction( page, row, label ) picks an item of a row's More actions menu.
 */
import {
	test as base,
	expect,
	type Browser,
	type Locator,
	type Page,
} from '@playwright/test';
import {
	createBookedEvent,
	type BookedEvent,
	type EventSetup,
} from './helpers';
import {
	AUTO_LOGIN_COOKIE,
	ENV_BASE_URL,
	ENV_TOKEN,
	ENV_WORDPRESS_DIR,
} from './env';

export { expect };

export interface E2EUser {
	id: number;
	username: string;
	password: string;
	email: string;
	roles: string[];
	/** Every capability the user has (from roles and own grants). */
	capabilities: Record< string, boolean >;
}

export interface CreateUserOptions {
	/** Default: e2e_<random>. */
	username?: string;
	/** Default: a random one (returned in E2EUser.password). */
	password?: string;
	email?: string;
	/** Primary role; default 'subscriber'; '' for no role at all. */
	role?: string;
	/** More roles added on top of `role`. */
	roles?: string[];
	/** Capabilities granted (true) or denied (false) to this user only. */
	capabilities?: Record< string, boolean >;
	displayName?: string;
}

/** Credentials are enough to log in. */
export type Credentials = Pick< E2EUser, 'username' | 'password' >;

function requireEnv( name: string ): string {
	const value = process.env[ name ];
	if ( ! value ) {
		throw new Error(
			`${ name } is not set: run the suite through playwright.config.ts (its global setup boots the site).`
		);
	}
	return value;
}

/** The throw-away site booted by the global setup. */
export class SiteHelper {
	readonly baseURL: string;
	/** Host path of the site's WordPress folder (wp-content/debug.log is there). */
	readonly wordpressDir: string;
	private readonly token: string;

	constructor(
		baseURL = requireEnv( ENV_BASE_URL ),
		token = requireEnv( ENV_TOKEN ),
		wordpressDir = process.env[ ENV_WORDPRESS_DIR ] || ''
	) {
		this.baseURL = baseURL;
		this.token = token;
		this.wordpressDir = wordpressDir;
	}

	/**
	 * Calls a route of the test-only mu-plugin (namespace eventin-e2e/v1).
	 *
	 * @param method HTTP method.
	 * @param route  Route below the namespace, e.g. '/users'.
	 * @param body   JSON body.
	 */
	async e2eApi< T >(
		method: string,
		route: string,
		body?: unknown
	): Promise< T > {
		const url = `${ this.baseURL }/?rest_route=${ encodeURIComponent(
			`/eventin-e2e/v1${ route }`
		) }`;
		const res = await fetch( url, {
			method,
			headers: {
				'content-type': 'application/json',
				'x-eventin-e2e-token': this.token,
				cookie: `${ AUTO_LOGIN_COOKIE }=1`,
			},
			body: body === undefined ? undefined : JSON.stringify( body ),
		} );
		const text = await res.text();
		if ( ! res.ok ) {
			throw new Error(
				`${ method } eventin-e2e/v1${ route } failed: HTTP ${
					res.status
				} ${ text.slice( 0, 500 ) }`
			);
		}
		return JSON.parse( text ) as T;
	}

	createUser( options: CreateUserOptions = {} ): Promise< E2EUser > {
		const { displayName, ...fields } = options;
		return this.e2eApi< E2EUser >( 'POST', '/users', {
			...fields,
			display_name: displayName,
		} );
	}

	async deleteUser( id: number ): Promise< void > {
		await this.e2eApi( 'DELETE', `/users/${ id }` );
	}

	/** Runs \EventinPro\Support\DemoData::seed(); false when it does not exist. */
	async seedDemoData(): Promise< boolean > {
		const { seeded } = await this.e2eApi< { seeded: boolean } >(
			'POST',
			'/seed'
		);
		return seeded;
	}

	async setOption( name: string, value: unknown ): Promise< void > {
		await this.e2eApi( 'POST', '/option', { name, value } );
	}

	async setPostMeta(
		postId: number,
		key: string,
		value: unknown
	): Promise< void > {
		await this.e2eApi( 'POST', '/post-meta', {
			post_id: postId,
			key,
			value,
		} );
	}
}

/**
 * Opens a fresh browser context and logs `user` in through wp-login.php.
 * The Playground auto-login cookie is set first, so Playground does not log
 * the context in as admin. Resolves the page, left where WordPress sent it
 * after login (wp-admin/ or wp-admin/profile.php).
 *
 * @param browser The test's browser.
 * @param baseURL The site's URL.
 * @param user    Who logs in.
 */
export async function logIn(
	browser: Browser,
	baseURL: string,
	user: Credentials
): Promise< Page > {
	const page = await newAnonymousPage( browser, baseURL );
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( user.username );
	await page.locator( '#user_pass' ).fill( user.password );
	await page.locator( '#wp-submit' ).click();
	await page.waitForLoadState( 'domcontentloaded' );
	if ( new URL( page.url() ).pathname.endsWith( '/wp-login.php' ) ) {
		const message = await page
			.locator( '#login_error' )
			.textContent()
			.catch( () => null );
		throw new Error(
			`Login as ${ user.username } failed: ${
				message?.trim() || 'still on wp-login.php'
			}`
		);
	}
	return page;
}

/**
 * A page in a fresh context that nobody is logged in to.
 *
 * @param browser The test's browser.
 * @param baseURL The site's URL.
 */
export async function newAnonymousPage(
	browser: Browser,
	baseURL: string
): Promise< Page > {
	const context = await browser.newContext( { baseURL } );
	await context.addCookies( [
		{ name: AUTO_LOGIN_COOKIE, value: '1', url: baseURL },
	] );
	return context.newPage();
}

/**
 * Chooses an item of a table row's 'More actions' menu. A list that refetches
 * re-renders its rows and closes an open menu, and a click during antd's
 * opening motion can be lost: the menu is opened again until the click lands.
 *
 * @param page  The page.
 * @param row   Table row.
 * @param label Item label.
 */
export async function chooseRowAction(
	page: Page,
	row: Locator,
	label: string
) {
	const item = page
		.locator( '.ant-dropdown:not(.ant-dropdown-hidden)' )
		.getByRole( 'menuitem', { name: label, exact: true } );
	await expect( async () => {
		if ( ! ( await item.isVisible() ) ) {
			await row.getByLabel( 'More actions' ).click();
		}
		await item.click( { timeout: 3000 } );
	} ).toPass( { timeout: 30_000 } );
}

/**
 * REST calls as the page's user: cookie authentication plus the nonce from
 * admin-ajax.php?action=rest-nonce. Paths are REST routes ('/eventin/v2/events').
 *
 * @param page A page whose context is logged in.
 */
export function rest( page: Page ) {
	let nonce: Promise< string > | undefined;
	const getNonce = () =>
		( nonce ??= page.request
			.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
			.then( async ( res ) => {
				const text = ( await res.text() ).trim();
				if ( ! res.ok() || text === '0' ) {
					throw new Error(
						`No REST nonce (HTTP ${ res.status() }): is the page logged in?`
					);
				}
				return text;
			} ) );
	const call = async ( method: string, route: string, data?: unknown ) => {
		const [ routePath, query = '' ] = route.split( '?' );
		const url = `/?rest_route=${ encodeURIComponent( routePath ) }${
			query ? `&${ query }` : ''
		}`;
		return page.request.fetch( url, {
			method,
			headers: { 'x-wp-nonce': await getNonce() },
			data,
		} );
	};
	return {
		nonce: getNonce,
		get: ( route: string ) => call( 'GET', route ),
		post: ( route: string, data?: unknown ) => call( 'POST', route, data ),
		put: ( route: string, data?: unknown ) => call( 'PUT', route, data ),
		patch: ( route: string, data?: unknown ) =>
			call( 'PATCH', route, data ),
		delete: ( route: string, data?: unknown ) =>
			call( 'DELETE', route, data ),
	};
}

interface Fixtures {
	site: SiteHelper;
	createUser: ( options?: CreateUserOptions ) => Promise< E2EUser >;
	loginAs: ( user: Credentials ) => Promise< Page >;
	anonymousPage: () => Promise< Page >;
	bookedEvent: ( setup: EventSetup ) => Promise< BookedEvent >;
}

export const test = base.extend< Fixtures >( {
	// The global setup chose the port; take the URL from it whatever the config says.
	baseURL: async ( {}, use ) => {
		await use( requireEnv( ENV_BASE_URL ) );
	},

	site: async ( {}, use ) => {
		await use( new SiteHelper() );
	},

	createUser: async ( { site }, use ) => {
		const created: number[] = [];
		await use( async ( options ) => {
			const user = await site.createUser( options );
			created.push( user.id );
			return user;
		} );
		for ( const id of created ) {
			await site.deleteUser( id ).catch( () => undefined );
		}
	},

	loginAs: async ( { browser, site }, use ) => {
		const pages: Page[] = [];
		await use( async ( user ) => {
			const page = await logIn( browser, site.baseURL, user );
			pages.push( page );
			return page;
		} );
		for ( const page of pages ) {
			await page.context().close();
		}
	},

	anonymousPage: async ( { browser, site }, use ) => {
		const pages: Page[] = [];
		await use( async () => {
			const page = await newAnonymousPage( browser, site.baseURL );
			pages.push( page );
			return page;
		} );
		for ( const page of pages ) {
			await page.context().close();
		}
	},

	bookedEvent: async ( { page }, use ) => {
		const made: BookedEvent[] = [];
		await use( async ( setup ) => {
			const booked = await createBookedEvent( rest( page ), setup );
			made.unshift( booked );
			return booked;
		} );
		for ( const booked of made ) {
			await booked.remove();
		}
	},
} );
