/**
 * Test doubles at the scanner's edges: a scripted fetch, boot data, a fake
 * camera, and a Web Crypto for jsdom (which has none).
 */

/**
 * External dependencies
 */
import { webcrypto } from 'crypto';

/**
 * Internal dependencies
 */
import type { FetchLike } from '../../api';
import type { Camera, CameraOptions, CameraState } from '../../camera';
import type { Boot } from '../../types';

export const ORIGIN = 'http://127.0.0.1:9400';

/**
 * Boot data like the page prints.
 *
 * @param overrides Fields to change.
 */
export function makeBoot( overrides: Partial< Boot > = {} ): Boot {
	return {
		pageUrl: `${ ORIGIN }/scanner/?page_id=5`,
		nonce: 'n1',
		restRoot: `${ ORIGIN }/wp-json/`,
		restNonce: 'r1',
		nonceUrl: `${ ORIGIN }/wp-admin/admin-ajax.php?action=eventin_scanner_nonces`,
		loginUrl: `${ ORIGIN }/wp-login.php?redirect_to=scanner`,
		siteOrigins: [ ORIGIN ],
		twoStep: false,
		failureMessage: 'Scanner failure: ask the desk.',
		undoSeconds: 60,
		event: { id: 7, title: 'Summit', checkedIn: 4, total: 10 },
		prefill: null,
		user: { id: 1, name: 'Admin' },
		...overrides,
	};
}

export interface Call {
	url: URL;
	method: string;
	headers: Record< string, string >;
	body: unknown;
}

export type Reply =
	| { status?: number; json: unknown }
	| { status?: number; text: string }
	| 'network';

/**
 * A fetch that answers from a handler and records each call.
 *
 * @param handler Answer per call.
 */
export function scriptedFetch( handler: ( call: Call ) => Reply ) {
	const calls: Call[] = [];
	const fetch: FetchLike = async ( input, init = {} ) => {
		const call: Call = {
			url: new URL( input ),
			method: init.method ?? 'GET',
			headers: ( init.headers ?? {} ) as Record< string, string >,
			body:
				typeof init.body === 'string'
					? JSON.parse( init.body )
					: undefined,
		};
		calls.push( call );
		const reply = handler( call );
		if ( reply === 'network' ) {
			throw new TypeError( 'Failed to fetch' );
		}
		const status = reply.status ?? 200;
		const text =
			'json' in reply ? JSON.stringify( reply.json ) : reply.text;
		return {
			ok: status >= 200 && status < 300,
			status,
			text: async () => text,
		};
	};
	return { fetch, calls };
}

/**
 * A verification answer of the contract.
 *
 * @param statusCode Status code.
 * @param content    Content fields.
 * @param messages   Messages.
 */
export function verification(
	statusCode: number,
	content: Record< string, unknown > = {},
	messages: string[] = []
): Reply {
	return {
		json: {
			success: statusCode === 2,
			data: { status_code: statusCode, messages, content },
		},
	};
}

/**
 * What a REST call is about: "scanner/manifest", "checkins/batch"…
 * @param call
 */
export const route = ( call: Call ) =>
	call.url.pathname.replace( /^\/wp-json\/eventin\/v2\//, '' );

export interface FakeCamera extends Camera {
	/** The page's decode callback (as if a frame held `text`). */
	decode: ( text: string ) => boolean;
	calls: string[];
	failWith: unknown;
}

/**
 * A camera that does what the page asks and records it.
 */
export function fakeCamera(): {
	factory: ( options: CameraOptions ) => Camera;
	camera: () => FakeCamera;
} {
	let made: FakeCamera | null = null;
	const factory = ( options: CameraOptions ): Camera => {
		let state: CameraState = 'stopped';
		const set = ( next: CameraState ) => {
			state = next;
			options.onStateChange?.( next );
		};
		const camera: FakeCamera = {
			calls: [],
			failWith: null,
			get state() {
				return state;
			},
			async start() {
				camera.calls.push( 'start' );
				if ( camera.failWith ) {
					throw camera.failWith;
				}
				set( 'scanning' );
			},
			async stop() {
				camera.calls.push( 'stop' );
				set( 'stopped' );
			},
			pause() {
				camera.calls.push( 'pause' );
				if ( state === 'scanning' ) {
					set( 'paused' );
				}
			},
			resume() {
				camera.calls.push( 'resume' );
				if ( state === 'paused' ) {
					set( 'scanning' );
				}
			},
			canSwitch: () => false,
			switchCamera: async () => undefined,
			hasTorch: () => false,
			setTorch: async () => false,
			preload: async () => undefined,
			decode( text ) {
				if ( state !== 'scanning' ) {
					return false;
				}
				const taken = options.onDecode( text );
				if ( taken ) {
					set( 'paused' );
				}
				return taken;
			},
		};
		made = camera;
		return camera;
	};
	return {
		factory,
		camera: () => {
			if ( ! made ) {
				throw new Error( 'No camera made' );
			}
			return made;
		},
	};
}

/**
 * Gives jsdom Node's Web Crypto (subtle, randomUUID).
 */
export function installWebCrypto(): () => void {
	const before = Object.getOwnPropertyDescriptor( globalThis, 'crypto' );
	Object.defineProperty( globalThis, 'crypto', {
		configurable: true,
		value: webcrypto,
	} );
	return () => {
		if ( before ) {
			Object.defineProperty( globalThis, 'crypto', before );
		}
	};
}

/**
 * Sets navigator.onLine.
 *
 * @param online The value.
 */
export function setOnline( online: boolean ): void {
	Object.defineProperty( window.navigator, 'onLine', {
		configurable: true,
		get: () => online,
	} );
}
