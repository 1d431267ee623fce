/**
 * The scanner page: wires the camera, the manual entry, the verification
 * call, the verdict dialog, the offline manifest and queue, and the header.
 *
 * A scan: decode → duplicate guard → parse → verify (online) or a
 * provisional verdict from the manifest (offline) → the dialog. In two-step
 * mode the first call only asks (`ticket_info=1`) and Confirm checks in.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { createApi, type FetchLike, type ScannerApi } from './api';
import {
	CameraError,
	createCamera,
	type Camera,
	type CameraOptions,
} from './camera';
import { loadDeviceName, saveDeviceName } from './device';
import { createFeedback, type Feedback, type Tone } from './feedback';
import { checkedInText } from './format';
import { createDuplicateGuard } from './guard';
import { scanId } from './hash';
import {
	createManifests,
	offlineVerdict,
	type Manifests,
	type OfflineInput,
} from './manifest';
import { createModal, type Modal, type VerdictView } from './modal';
import { parseScan, type ScanSource } from './parse';
import { createQueue, startAutoSync, type AutoSync, type Queue } from './queue';
import { defaultStore, persistStorage, type KeyValueStore } from './storage';
import {
	STATUS,
	type Boot,
	type Candidate,
	type Counts,
	type VerifyResult,
} from './types';
import { READER_ID, renderView, type ScannerView } from './view';

/** Live count refresh while online. */
export const STATUS_INTERVAL = 30000;
/** Manifest refresh while online. */
export const MANIFEST_INTERVAL = 5 * 60000;

export interface AppOptions {
	boot: Boot;
	root: HTMLElement;
	fetch?: FetchLike;
	/** Makes the camera (tests give a fake). */
	camera?: ( options: CameraOptions ) => Camera;
	store?: KeyValueStore;
	feedback?: Feedback;
	/** localStorage by default. */
	storage?: Pick< Storage, 'getItem' | 'setItem' > | null;
	now?: () => number;
	isOnline?: () => boolean;
	/** Follows a redirect (status code 3). */
	navigate?: ( url: string ) => void;
	qr?: ( text: string ) => Promise< string | null >;
	/** Starts the count and manifest timers (off in unit tests). */
	timers?: boolean;
	/** Preloads the camera library while idle. */
	preload?: boolean;
}

export interface ScannerApp {
	view: ScannerView;
	modal: Modal;
	api: ScannerApi;
	queue: Queue;
	manifests: Manifests;
	camera: Camera;
	/** A decoded text or a manual entry, through the whole flow. */
	submit: ( text: string, source: ScanSource ) => Promise< void >;
	/** Syncs the offline queue now. */
	sync: () => Promise< void >;
	/** Resolves when no work is under way (tests). */
	idle: () => Promise< void >;
	destroy: () => void;
}

type Target =
	| { kind: 'ids'; attendeeId?: number; ticketId: string }
	| { kind: 'query'; query: string };

/**
 * A user-timing mark for the end-to-end test (decode → verdict).
 *
 * @param name Mark name.
 */
function mark( name: string ): void {
	try {
		performance.mark?.( name );
	} catch {
		// No user timing here.
	}
}

/**
 * The local storage, when usable.
 */
function localStore(): Pick< Storage, 'getItem' | 'setItem' > | null {
	try {
		return window.localStorage;
	} catch {
		return null;
	}
}

/**
 * Title of a warning per status code of the contract.
 *
 * @param code Status code.
 */
function warningTitle( code: number ): string {
	switch ( code ) {
		case STATUS.ALREADY:
			return __( 'Already checked in', 'eventin-pro' );
		case STATUS.WRONG_EVENT:
			return __( 'Wrong event', 'eventin-pro' );
		case STATUS.NOT_PAID:
			return __( 'Not paid', 'eventin-pro' );
		case STATUS.NOT_VALID:
			return __( 'Not valid', 'eventin-pro' );
		case STATUS.ENDED:
			return __( 'Event has ended', 'eventin-pro' );
		case STATUS.UNKNOWN:
			return __( 'Unknown ticket', 'eventin-pro' );
		case STATUS.EMPTY:
			return __( 'Cannot check this', 'eventin-pro' );
		case STATUS.EXPIRED:
			return __( 'Page expired', 'eventin-pro' );
		case STATUS.FORBIDDEN:
			return __( 'No permission', 'eventin-pro' );
		default:
			return __( 'Not checked in', 'eventin-pro' );
	}
}

/**
 * Starts the scanner page in `root`.
 *
 * @param options Boot data and the edges (fetch, camera, storage).
 */
export function createScannerApp( options: AppOptions ): ScannerApp {
	const { boot, root } = options;
	const now = options.now ?? Date.now;
	const isOnline = options.isOnline ?? ( () => navigator.onLine !== false );
	const storage =
		options.storage === undefined ? localStore() : options.storage;
	const navigate =
		options.navigate ??
		( ( url: string ) => window.location.assign( url ) );
	const eventId = boot.event?.id;

	let device = loadDeviceName( storage );
	const api = createApi( boot, {
		fetch: options.fetch,
		device: () => device,
	} );
	const store = options.store ?? defaultStore();
	const queue = createQueue( store, api, {
		// A typed ticket id saved offline without its attendee: ask (read
		// only) whose it is, since the batch route needs the attendee id.
		resolve: async ( item ) => {
			const found = await api.verify( {
				ticketId: item.ticket_id,
				ticketInfo: true,
			} );
			if ( found.kind === 'failed' ) {
				return null;
			}
			if ( found.content.attendee_id ) {
				return { attendeeId: found.content.attendee_id };
			}
			// Logged out, expired or refused: it waits for a new login.
			const wait: number[] = [
				STATUS.REDIRECT,
				STATUS.EXPIRED,
				STATUS.FORBIDDEN,
			];
			if ( wait.includes( found.statusCode ) ) {
				return null;
			}
			return { result: 'not_found', message: found.messages[ 0 ] ?? '' };
		},
	} );
	const manifests = createManifests( store, api );
	const feedback = options.feedback ?? createFeedback( { storage } );
	const guard = createDuplicateGuard( 3000, now );

	const view = renderView( root, {
		title: boot.event?.title || __( 'Ticket scanner', 'eventin-pro' ),
		loginUrl: boot.loginUrl,
		deviceName: device,
		soundOn: feedback.isEnabled(),
	} );

	let counts: Counts | null = boot.event
		? { checked_in: boot.event.checkedIn, total: boot.event.total }
		: null;
	view.setCounts( counts );
	view.setOnline( isOnline() );

	const tasks = new Set< Promise< unknown > >();
	const track = < T >( promise: Promise< T > ): Promise< T > => {
		tasks.add( promise );
		promise
			.catch( () => undefined )
			.finally( () => tasks.delete( promise ) );
		return promise;
	};

	/** The decoded text of the verdict on screen (for the duplicate guard). */
	let shownText: string | null = null;
	/** What Confirm does in a question. */
	let pendingConfirm: ( () => Promise< void > ) | null = null;
	/** The check-in that Undo would take back. */
	let lastCheckIn: { attendeeId: number; ticketId: string } | null = null;
	let working = false;
	/** Where the ticket on screen came from. */
	let lastSource: ScanSource | null = null;
	/** The user started the camera (Scan Again restarts it after a failure). */
	let cameraWanted = false;
	let torchOn = false;

	const updateCounts = ( next: Counts | null ) => {
		if ( next && eventId ) {
			counts = next;
			view.setCounts( counts );
		}
	};

	const refreshPending = async () => {
		view.setPending( await queue.count() );
	};

	const setLoggedOut = ( loggedOut: boolean ) =>
		view.setLoggedOut( loggedOut );

	// The camera.
	const camera = ( options.camera ?? createCamera )( {
		elementId: READER_ID,
		onDecode: ( text ) => {
			if ( working || modal.isOpen() || guard.isDuplicate( text ) ) {
				return false;
			}
			track( submit( text, 'camera' ) );
			return true;
		},
		onStateChange: () => syncCameraView(),
	} );

	const syncCameraView = () =>
		view.setCamera( camera.state, {
			canSwitch: camera.canSwitch(),
			hasTorch: camera.hasTorch(),
			torchOn,
		} );

	// The verdict dialog.
	const show = ( verdict: VerdictView, tone?: Tone ) => {
		if ( verdict.kind === 'success' && lastSource === 'manual' ) {
			// Checked in: the field is ready for the next ticket.
			view.manualInput.value = '';
		}
		modal.show( verdict );
		mark( 'eventin-scan-verdict' );
		if ( tone ) {
			feedback.play( tone );
		}
	};

	const closeVerdict = () => {
		if ( shownText !== null ) {
			guard.closed( shownText );
		}
		shownText = null;
		pendingConfirm = null;
		lastCheckIn = null;
		modal.close();
	};

	const startCamera = async () => {
		cameraWanted = true;
		feedback.unlock();
		try {
			await camera.start();
		} catch ( error ) {
			const reason =
				error instanceof CameraError ? error.reason : 'other';
			const notes: Record< string, string > = {
				permission: __(
					'The browser was not allowed to use the camera.',
					'eventin-pro'
				),
				no_camera: __( 'No camera could be opened.', 'eventin-pro' ),
				library: __(
					'The scanner could not be loaded.',
					'eventin-pro'
				),
			};
			show(
				{
					kind: 'failure',
					title: __( 'Camera unavailable', 'eventin-pro' ),
					message: boot.failureMessage,
					note: notes[ reason ],
				},
				'failure'
			);
		}
		syncCameraView();
	};

	const resumeScanning = () => {
		if ( camera.state === 'paused' ) {
			camera.resume();
		} else if ( cameraWanted && camera.state === 'stopped' ) {
			track( startCamera() );
		} else if ( camera.state === 'stopped' ) {
			view.manualInput.focus();
		}
	};

	const failure = () =>
		show(
			{
				kind: 'failure',
				title: __( 'Check failed', 'eventin-pro' ),
				message: boot.failureMessage,
			},
			'failure'
		);

	/**
	 * Queues an offline check-in and shows its provisional verdict.
	 *
	 * @param item            What the server will get.
	 * @param item.attendeeId Attendee id (0 when unknown).
	 * @param item.ticketId   Ticket id.
	 * @param verdict         Names for the dialog, and whether it is known valid.
	 * @param verdict.name    Attendee name.
	 * @param verdict.ticket  Ticket name.
	 * @param verdict.known   Valid in the manifest (green) or unknown (yellow).
	 * @param clientScanId    The scan id (kept when the online call failed).
	 */
	const queueScan = async (
		item: { attendeeId: number; ticketId: string },
		verdict: { name?: string; ticket?: string; known: boolean },
		clientScanId = scanId()
	) => {
		const scannedAt = new Date( now() ).toISOString();
		await queue.add( {
			client_scan_id: clientScanId,
			attendee_id: item.attendeeId,
			ticket_id: item.ticketId,
			event_id: eventId ?? 0,
			scanned_at: scannedAt,
			device,
		} );
		await refreshPending();
		if ( verdict.known ) {
			if ( eventId ) {
				await manifests.mark( eventId, item.ticketId, scannedAt );
			}
			if ( counts ) {
				updateCounts( {
					...counts,
					checked_in: counts.checked_in + 1,
				} );
			}
			show(
				{
					kind: 'success',
					title: __( 'Checked in offline', 'eventin-pro' ),
					message: __(
						'Checked in offline — will sync',
						'eventin-pro'
					),
					attendee: verdict.name,
					ticket: verdict.ticket,
					qrText: shownText ?? undefined,
				},
				'success'
			);
		} else {
			show(
				{
					kind: 'warning',
					title: __( 'Saved offline', 'eventin-pro' ),
					message: __(
						'Saved — will be verified when online',
						'eventin-pro'
					),
					qrText: shownText ?? undefined,
				},
				'warning'
			);
		}
		autoSync.trigger();
	};

	/**
	 * Asks Confirm / Reject before `commit` (two-step mode).
	 *
	 * @param verdict The question's texts.
	 * @param commit  What Confirm does.
	 */
	const ask = (
		verdict: Omit< VerdictView, 'kind' >,
		commit: () => Promise< void >
	) => {
		pendingConfirm = commit;
		show( { kind: 'question', ...verdict } );
	};

	/**
	 * The provisional verdict from the manifest (offline, or no answer).
	 *
	 * @param target       What was scanned.
	 * @param info         Ask before checking in.
	 * @param clientScanId The id the failed online call carried.
	 */
	const checkOffline = async (
		target: Target,
		info: boolean,
		clientScanId?: string
	) => {
		const record = eventId ? await manifests.get( eventId ) : null;
		const verdict = await offlineVerdict( record, target as OfflineInput );
		const qrText = shownText ?? undefined;
		switch ( verdict.kind ) {
			case 'checkable': {
				const commit = () =>
					queueScan(
						{
							attendeeId: verdict.item.a,
							ticketId: verdict.ticketId,
						},
						{
							name: verdict.item.n,
							ticket: verdict.item.t,
							known: true,
						},
						clientScanId
					);
				if ( info ) {
					ask(
						{
							title: __( 'Check this ticket in?', 'eventin-pro' ),
							message: __(
								'Offline: the check-in will sync later.',
								'eventin-pro'
							),
							attendee: verdict.item.n,
							ticket: verdict.item.t,
							qrText,
						},
						commit
					);
					return;
				}
				await commit();
				return;
			}
			case 'already':
				show(
					{
						kind: 'warning',
						title: __( 'Already checked in', 'eventin-pro' ),
						message: __(
							'This ticket is already checked in.',
							'eventin-pro'
						),
						attendee: verdict.item.n,
						ticket: verdict.item.t,
						checkedIn: checkedInText( verdict.at, null ),
						qrText,
					},
					'warning'
				);
				return;
			case 'not_paid':
			case 'not_valid':
				show(
					{
						kind: 'warning',
						title:
							verdict.kind === 'not_paid'
								? __( 'Not paid', 'eventin-pro' )
								: __( 'Not valid', 'eventin-pro' ),
						message:
							verdict.kind === 'not_paid'
								? __(
										'This ticket is not paid.',
										'eventin-pro'
								  )
								: __(
										'This ticket is not valid.',
										'eventin-pro'
								  ),
						attendee: verdict.item.n,
						ticket: verdict.item.t,
						qrText,
					},
					'warning'
				);
				return;
			case 'email':
				show(
					{
						kind: 'warning',
						title: __( 'Ticket ID needed', 'eventin-pro' ),
						message: __(
							'Offline, a ticket is checked in by its QR code or ticket ID only.',
							'eventin-pro'
						),
						attendee: verdict.items
							.map( ( item ) => `${ item.n } (${ item.t })` )
							.join( ', ' ),
					},
					'warning'
				);
				return;
			default:
				break;
		}
		if ( target.kind === 'query' ) {
			show(
				{
					kind: 'warning',
					title: __( 'Not found offline', 'eventin-pro' ),
					message: __(
						'No ticket matches this entry on this device. Try again when online.',
						'eventin-pro'
					),
				},
				'warning'
			);
			return;
		}
		if (
			( await queue.items() ).some(
				( item ) => item.ticket_id === target.ticketId
			)
		) {
			show(
				{
					kind: 'warning',
					title: __( 'Already scanned', 'eventin-pro' ),
					message: __(
						'This ticket was scanned on this device and waits to sync.',
						'eventin-pro'
					),
					qrText,
				},
				'warning'
			);
			return;
		}
		const commit = () =>
			queueScan(
				{
					attendeeId: target.attendeeId ?? 0,
					ticketId: target.ticketId,
				},
				{ known: false },
				clientScanId
			);
		if ( info ) {
			ask(
				{
					title: __( 'Check this ticket in?', 'eventin-pro' ),
					message: __(
						'Offline: this ticket will be verified when online.',
						'eventin-pro'
					),
					qrText,
				},
				commit
			);
			return;
		}
		await commit();
	};

	/**
	 * Shows the contract's answer.
	 *
	 * @param result The answer.
	 * @param target What was asked.
	 * @param info   It was a ticket_info call.
	 */
	const present = (
		result: Extract< VerifyResult, { kind: 'response' } >,
		target: Target,
		info: boolean
	) => {
		const { content, statusCode } = result;
		updateCounts( content.counts );
		const details = {
			attendee: content.attendee_name || content.name || undefined,
			event: content.event_name || undefined,
			ticket: content.ticket_name || undefined,
			qrText: shownText ?? undefined,
		};
		const message = result.messages[ 0 ];

		if ( statusCode === STATUS.SUCCESS ) {
			const ids =
				content.ticket_id || target.kind === 'ids'
					? {
							attendeeId:
								content.attendee_id ??
								( target.kind === 'ids'
									? target.attendeeId
									: undefined ),
							ticketId:
								content.ticket_id ??
								( target.kind === 'ids'
									? target.ticketId
									: '' ),
					  }
					: null;
			if ( info && content.verdict !== 'checked_in' ) {
				ask(
					{
						title: __( 'Check this ticket in?', 'eventin-pro' ),
						message,
						...details,
					},
					// Confirm checks in the ticket the answer named.
					() =>
						verify( ids ? { kind: 'ids', ...ids } : target, false )
				);
				return;
			}
			const undoUntil =
				content.verdict === 'checked_in' && content.undo_until
					? Date.parse( content.undo_until )
					: NaN;
			lastCheckIn =
				ids?.attendeeId && ids.ticketId
					? { attendeeId: ids.attendeeId, ticketId: ids.ticketId }
					: null;
			if ( eventId && ids?.ticketId ) {
				track(
					manifests.mark(
						eventId,
						ids.ticketId,
						content.checked_in_at ?? new Date( now() ).toISOString()
					)
				);
			}
			show(
				{
					kind: 'success',
					title: __( 'Checked in', 'eventin-pro' ),
					message,
					...details,
					undoUntil:
						Number.isFinite( undoUntil ) && lastCheckIn
							? undoUntil
							: undefined,
				},
				'success'
			);
			return;
		}

		if ( statusCode === STATUS.REDIRECT ) {
			let safe = false;
			try {
				safe = boot.siteOrigins.includes(
					new URL( content.redirect_url ).origin
				);
			} catch {
				safe = false;
			}
			if ( safe ) {
				navigate( content.redirect_url );
				return;
			}
			setLoggedOut( true );
			show(
				{
					kind: 'warning',
					title: __( 'Logged out', 'eventin-pro' ),
					message:
						message || __( 'Please log in again.', 'eventin-pro' ),
					loginUrl: boot.loginUrl,
				},
				'warning'
			);
			return;
		}

		if ( statusCode === STATUS.CHOOSE && content.candidates.length ) {
			show( {
				kind: 'choose',
				title: __( 'Choose a ticket', 'eventin-pro' ),
				message,
				candidates: content.candidates,
			} );
			return;
		}

		show(
			{
				kind: 'warning',
				title: warningTitle( statusCode ),
				message: message || warningTitle( statusCode ),
				...details,
				checkedIn:
					statusCode === STATUS.ALREADY
						? checkedInText(
								content.checked_in_at,
								content.checked_in_by
						  ) || undefined
						: undefined,
				loginUrl:
					statusCode === STATUS.EXPIRED ? boot.loginUrl : undefined,
			},
			'warning'
		);
	};

	/**
	 * Asks the server (or the manifest, offline) about a ticket.
	 *
	 * @param target What to check.
	 * @param info   Only ask what validating would say.
	 */
	const verify = async ( target: Target, info: boolean ) => {
		if ( ! isOnline() ) {
			await checkOffline( target, info );
			return;
		}
		const clientScanId = info ? undefined : scanId();
		working = true;
		view.setBusy( true );
		modal.setBusy( true );
		let result: VerifyResult;
		try {
			result = await api.verify( {
				...( target.kind === 'ids'
					? {
							attendeeId: target.attendeeId,
							ticketId: target.ticketId,
					  }
					: { query: target.query } ),
				eventId,
				ticketInfo: info,
				clientScanId,
			} );
		} finally {
			working = false;
			view.setBusy( false );
			modal.setBusy( false );
		}
		if ( result.kind === 'failed' ) {
			if ( result.network ) {
				await checkOffline( target, info, clientScanId );
			} else {
				failure();
			}
			return;
		}
		present( result, target, info );
	};

	/**
	 * A decoded code or a manual entry.
	 *
	 * @param text   What was read or typed.
	 * @param source Camera or manual entry.
	 */
	const submit = async ( text: string, source: ScanSource ) => {
		mark( 'eventin-scan-decoded' );
		if ( source === 'camera' ) {
			camera.pause();
		}
		shownText = source === 'camera' ? text : null;
		lastSource = source;
		pendingConfirm = null;
		lastCheckIn = null;
		const parsed = parseScan( text, boot.siteOrigins, source );
		if ( parsed.kind === 'empty' || parsed.kind === 'foreign' ) {
			show(
				{
					kind: 'warning',
					title: __( 'Not a ticket', 'eventin-pro' ),
					message:
						parsed.kind === 'empty'
							? __(
									'Ticket data must be non-empty to be checked',
									'eventin-pro'
							  )
							: __(
									'This code is not a ticket of this site.',
									'eventin-pro'
							  ),
				},
				'warning'
			);
			return;
		}
		await verify( parsed, boot.twoStep );
	};

	const modal = createModal(
		root,
		{
			confirm() {
				const commit = pendingConfirm;
				pendingConfirm = null;
				if ( commit ) {
					track( commit() );
				}
			},
			reject() {
				// Nothing is sent: the ticket stays as it was.
				closeVerdict();
				resumeScanning();
			},
			scanAgain() {
				closeVerdict();
				resumeScanning();
			},
			cancel() {
				closeVerdict();
				cameraWanted = false;
				track( camera.stop() );
			},
			undo() {
				const checkIn = lastCheckIn;
				if ( checkIn ) {
					track( undo( checkIn ) );
				}
			},
			pick( candidate: Candidate ) {
				track(
					verify(
						{
							kind: 'ids',
							attendeeId: candidate.attendee_id || undefined,
							ticketId: candidate.ticket_id,
						},
						boot.twoStep
					)
				);
			},
		},
		{ qr: options.qr, now }
	);

	const undo = async ( checkIn: {
		attendeeId: number;
		ticketId: string;
	} ) => {
		modal.setBusy( true );
		const result = await api.undo( checkIn.attendeeId, eventId );
		modal.setBusy( false );
		if ( ! result.ok ) {
			if ( result.status === 401 ) {
				setLoggedOut( true );
				modal.update( {
					message: __( 'You are logged out.', 'eventin-pro' ),
					loginUrl: boot.loginUrl,
				} );
				return;
			}
			modal.update( { message: result.message || boot.failureMessage } );
			return;
		}
		updateCounts( result.data.counts );
		if ( result.data.result === 'undone' ) {
			lastCheckIn = null;
			if ( eventId ) {
				await manifests.mark( eventId, checkIn.ticketId, null );
			}
			modal.update( {
				kind: 'warning',
				title: __( 'Check-in undone', 'eventin-pro' ),
				message: result.data.message,
				undoUntil: undefined,
			} );
			return;
		}
		modal.update( { message: result.data.message, undoUntil: undefined } );
	};

	// Offline queue and counts.
	const renderConflicts = async () => {
		view.renderConflicts( await queue.conflicts(), ( id ) => {
			track( queue.dismiss( id ).then( renderConflicts ) );
		} );
	};

	const refreshCounts = async () => {
		if ( ! eventId || ! isOnline() ) {
			return;
		}
		const result = await api.status( eventId );
		if ( result.ok ) {
			updateCounts( result.data );
			setLoggedOut( false );
		} else if ( result.status === 401 ) {
			setLoggedOut( true );
		}
	};

	const refreshManifest = async () => {
		if ( eventId && isOnline() ) {
			await manifests.download( eventId );
		}
	};

	const runSync = async () => {
		if ( ( await queue.count() ) === 0 ) {
			return null;
		}
		const outcome = await queue.sync();
		for ( const { item, result } of outcome.accepted ) {
			if ( item.event_id ) {
				await manifests.mark(
					item.event_id,
					item.ticket_id,
					result.checked_in_at ?? item.scanned_at
				);
			}
		}
		setLoggedOut( outcome.loggedOut );
		await refreshPending();
		if ( outcome.conflicts.length ) {
			await renderConflicts();
		}
		if ( outcome.accepted.length || outcome.conflicts.length ) {
			await refreshCounts();
		}
		return outcome;
	};

	const autoSync: AutoSync = startAutoSync( {
		run: () => track( runSync() ),
		isOnline,
	} );

	// Wiring.
	view.startButton.addEventListener( 'click', () => track( startCamera() ) );
	view.stopButton.addEventListener( 'click', () => {
		cameraWanted = false;
		track( camera.stop() );
	} );
	view.switchButton.addEventListener( 'click', () =>
		track(
			camera
				.switchCamera()
				.catch( () => startCamera() )
				.finally( () => {
					torchOn = false;
					syncCameraView();
				} )
		)
	);
	view.torchButton.addEventListener( 'click', () =>
		track(
			camera.setTorch( ! torchOn ).then( ( done ) => {
				if ( done ) {
					torchOn = ! torchOn;
				}
				syncCameraView();
			} )
		)
	);
	view.manualForm.addEventListener( 'submit', ( event ) => {
		event.preventDefault();
		if ( working || modal.isOpen() ) {
			return;
		}
		feedback.unlock();
		track( submit( view.manualInput.value, 'manual' ) );
	} );
	view.deviceInput.addEventListener( 'change', () => {
		device = saveDeviceName( storage, view.deviceInput.value ) || device;
		view.deviceInput.value = device;
	} );
	view.soundToggle.addEventListener( 'change', () => {
		feedback.setEnabled( view.soundToggle.checked );
	} );

	const onOnline = () => {
		view.setOnline( true );
		track( refreshCounts() );
		track( refreshManifest() );
	};
	const onOffline = () => view.setOnline( false );
	window.addEventListener( 'online', onOnline );
	window.addEventListener( 'offline', onOffline );

	const timers: Array< ReturnType< typeof setInterval > > = [];
	if ( options.timers !== false ) {
		timers.push(
			setInterval( () => track( refreshCounts() ), STATUS_INTERVAL ),
			setInterval( () => track( refreshManifest() ), MANIFEST_INTERVAL )
		);
	}

	syncCameraView();
	view.setPending( 0 );
	if ( eventId ) {
		persistStorage();
	}
	track( refreshPending() );
	track( renderConflicts() );
	track( refreshManifest() );
	autoSync.trigger();
	if ( boot.prefill ) {
		// Opened from a ticket's link: show it, and check in on Confirm.
		track(
			verify(
				{
					kind: 'ids',
					attendeeId: boot.prefill.attendeeId || undefined,
					ticketId: boot.prefill.ticketId,
				},
				true
			)
		);
	}
	if ( options.preload ) {
		const idle =
			window.requestIdleCallback ??
			( ( callback: () => void ) => setTimeout( callback, 2000 ) );
		idle( () => track( camera.preload() ) );
	}

	return {
		view,
		modal,
		api,
		queue,
		manifests,
		camera,
		submit: ( text, source ) => track( submit( text, source ) ),
		sync: async () => {
			await track( runSync() );
		},
		async idle() {
			while ( tasks.size ) {
				await Promise.allSettled( [ ...tasks ] );
			}
		},
		destroy() {
			autoSync.stop();
			timers.forEach( clearInterval );
			window.removeEventListener( 'online', onOnline );
			window.removeEventListener( 'offline', onOffline );
			closeVerdict();
			track( camera.stop() );
		},
	};
}
