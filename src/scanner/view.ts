/**
 * The scanner page's layout (the PHP template prints only the root): the
 * header with the event, its live count and the sync badges; the camera
 * and its buttons; the manual entry; the conflicts list; the settings.
 * Only markup and its updates here: what the buttons do is in app.ts.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CameraState } from './camera';
import { button, el } from './dom';
import { checkedInText, countsText, formatTime } from './format';
import type { ConflictRecord } from './queue';
import type { Counts } from './types';

export const READER_ID = 'eventin-scanner-reader';

export interface ViewOptions {
	title: string;
	loginUrl: string;
	deviceName: string;
	soundOn: boolean;
}

export interface ScannerView {
	root: HTMLElement;
	startButton: HTMLButtonElement;
	stopButton: HTMLButtonElement;
	switchButton: HTMLButtonElement;
	torchButton: HTMLButtonElement;
	manualForm: HTMLFormElement;
	manualInput: HTMLInputElement;
	deviceInput: HTMLInputElement;
	soundToggle: HTMLInputElement;
	setCamera: (
		state: CameraState,
		extras?: { canSwitch: boolean; hasTorch: boolean; torchOn: boolean }
	) => void;
	setOnline: ( online: boolean ) => void;
	setPending: ( count: number ) => void;
	setCounts: ( counts: Counts | null ) => void;
	setLoggedOut: ( loggedOut: boolean ) => void;
	setBusy: ( busy: boolean ) => void;
	renderConflicts: (
		conflicts: ConflictRecord[],
		onDismiss: ( id: string ) => void
	) => void;
}

/**
 * Renders the page into its root.
 *
 * @param root    #eventin-scanner.
 * @param options What the page starts with.
 */
export function renderView(
	root: HTMLElement,
	options: ViewOptions
): ScannerView {
	root.classList.add( 'eventin-scanner' );
	root.dataset.camera = 'stopped';
	root.dataset.online = 'yes';

	// Header.
	const header = el( 'header', 'eventin-scanner__header' );
	const title = el( 'h1', 'eventin-scanner__title', options.title );
	const counts = el( 'p', 'eventin-scanner__counts' );
	counts.setAttribute( 'aria-live', 'polite' );
	counts.setAttribute( 'aria-atomic', 'true' );
	const badges = el( 'div', 'eventin-scanner__badges' );
	const offline = el(
		'span',
		'eventin-scanner__badge is-offline',
		__( 'Offline', 'eventin-pro' )
	);
	offline.hidden = true;
	const pending = el( 'span', 'eventin-scanner__badge is-pending' );
	pending.dataset.pending = '0';
	pending.hidden = true;
	badges.setAttribute( 'role', 'status' );
	badges.append( offline, pending );
	const login = el( 'p', 'eventin-scanner__notice' );
	login.append(
		el(
			'span',
			'',
			__(
				'You are logged out. Scans stay on this device until you log in.',
				'eventin-pro'
			)
		),
		' '
	);
	const loginLink = el(
		'a',
		'eventin-scanner__notice-link',
		__( 'Log in again', 'eventin-pro' )
	);
	loginLink.href = options.loginUrl;
	login.append( loginLink );
	login.hidden = true;
	header.append( title, counts, badges, login );

	// Camera.
	const camera = el( 'section', 'eventin-scanner__camera' );
	camera.setAttribute( 'aria-label', __( 'Camera', 'eventin-pro' ) );
	const reader = el( 'div', 'eventin-scanner__reader' );
	reader.id = READER_ID;
	const hint = el(
		'p',
		'eventin-scanner__hint',
		__(
			"Start the camera and point it at a ticket's QR code.",
			'eventin-pro'
		)
	);
	const paused = el(
		'p',
		'eventin-scanner__paused',
		__( 'Paused', 'eventin-pro' )
	);
	camera.append( reader, hint, paused );

	const controls = el( 'div', 'eventin-scanner__controls' );
	const startButton = button( __( 'Start', 'eventin-pro' ), 'primary' );
	const stopButton = button( __( 'Stop', 'eventin-pro' ), 'secondary' );
	const switchButton = button(
		__( 'Switch camera', 'eventin-pro' ),
		'secondary'
	);
	const torchButton = button( __( 'Torch', 'eventin-pro' ), 'secondary' );
	torchButton.setAttribute( 'aria-pressed', 'false' );
	controls.append( startButton, stopButton, switchButton, torchButton );

	// Manual entry.
	const manualForm = el( 'form', 'eventin-scanner__manual' );
	manualForm.noValidate = true;
	const manualLabel = el(
		'label',
		'eventin-scanner__label',
		__( 'Ticket ID or attendee e-mail', 'eventin-pro' )
	);
	manualLabel.htmlFor = 'eventin-scanner-manual';
	const manualRow = el( 'div', 'eventin-scanner__manual-row' );
	const manualInput = el( 'input', 'eventin-scanner__input' );
	manualInput.id = 'eventin-scanner-manual';
	manualInput.type = 'text';
	manualInput.autocomplete = 'off';
	manualInput.spellcheck = false;
	manualInput.setAttribute( 'autocapitalize', 'off' );
	manualInput.setAttribute( 'enterkeyhint', 'go' );
	const check = el(
		'button',
		'eventin-scanner__button is-primary',
		__( 'Check', 'eventin-pro' )
	);
	check.type = 'submit';
	manualRow.append( manualInput, check );
	const busy = el( 'p', 'eventin-scanner__busy' );
	busy.setAttribute( 'role', 'status' );
	manualForm.append( manualLabel, manualRow, busy );

	// Conflicts.
	const conflicts = el( 'section', 'eventin-scanner__conflicts' );
	const conflictsTitle = el(
		'h2',
		'eventin-scanner__section-title',
		__( 'Conflicts', 'eventin-pro' )
	);
	conflictsTitle.id = 'eventin-scanner-conflicts-title';
	conflicts.setAttribute( 'aria-labelledby', conflictsTitle.id );
	const conflictsHelp = el(
		'p',
		'eventin-scanner__help',
		__(
			'Offline scans the server did not accept: check these attendees.',
			'eventin-pro'
		)
	);
	const conflictList = el( 'ul', 'eventin-scanner__conflict-list' );
	conflicts.append( conflictsTitle, conflictsHelp, conflictList );
	conflicts.hidden = true;
	conflicts.dataset.conflicts = '0';

	// Settings.
	const settings = el( 'details', 'eventin-scanner__settings' );
	settings.append(
		el(
			'summary',
			'eventin-scanner__summary',
			__( 'Settings', 'eventin-pro' )
		)
	);
	const deviceLabel = el(
		'label',
		'eventin-scanner__label',
		__( 'Device name', 'eventin-pro' )
	);
	deviceLabel.htmlFor = 'eventin-scanner-device';
	const deviceInput = el( 'input', 'eventin-scanner__input' );
	deviceInput.id = 'eventin-scanner-device';
	deviceInput.type = 'text';
	deviceInput.maxLength = 100;
	deviceInput.autocomplete = 'off';
	deviceInput.value = options.deviceName;
	const soundLabel = el( 'label', 'eventin-scanner__switch' );
	const soundToggle = el( 'input', '' );
	soundToggle.type = 'checkbox';
	soundToggle.checked = options.soundOn;
	soundLabel.append(
		soundToggle,
		el( 'span', '', __( 'Sound and vibration', 'eventin-pro' ) )
	);
	settings.append( deviceLabel, deviceInput, soundLabel );

	const main = el( 'main', 'eventin-scanner__main' );
	main.append( camera, controls, manualForm, conflicts, settings );
	root.replaceChildren( header, main );

	return {
		root,
		startButton,
		stopButton,
		switchButton,
		torchButton,
		manualForm,
		manualInput,
		deviceInput,
		soundToggle,
		setCamera( state, extras ) {
			root.dataset.camera = state;
			const running = state === 'scanning' || state === 'paused';
			startButton.hidden = running;
			startButton.disabled = state === 'starting';
			stopButton.hidden = ! running;
			switchButton.hidden = ! running || ! extras?.canSwitch;
			torchButton.hidden = ! running || ! extras?.hasTorch;
			torchButton.setAttribute(
				'aria-pressed',
				extras?.torchOn ? 'true' : 'false'
			);
			hint.hidden = running;
		},
		setOnline( online ) {
			root.dataset.online = online ? 'yes' : 'no';
			offline.hidden = online;
		},
		setPending( count ) {
			pending.dataset.pending = String( count );
			pending.textContent = sprintf(
				/* translators: %d: number of scans */
				__( '%d waiting to sync', 'eventin-pro' ),
				count
			);
			pending.hidden = count === 0;
		},
		setCounts( value ) {
			counts.hidden = value === null;
			counts.textContent = value ? countsText( value ) : '';
		},
		setLoggedOut( loggedOut ) {
			login.hidden = ! loggedOut;
		},
		setBusy( isBusy ) {
			root.setAttribute( 'aria-busy', isBusy ? 'true' : 'false' );
			busy.textContent = isBusy ? __( 'Checking…', 'eventin-pro' ) : '';
		},
		renderConflicts( list, onDismiss ) {
			conflicts.hidden = list.length === 0;
			conflicts.dataset.conflicts = String( list.length );
			conflictList.replaceChildren(
				...list.map( ( conflict ) => {
					const item = el( 'li', 'eventin-scanner__conflict' );
					item.dataset.scanId = conflict.client_scan_id;
					const name = el(
						'p',
						'eventin-scanner__conflict-name',
						[ conflict.attendee_name, conflict.ticket_name ]
							.filter( Boolean )
							.join( ', ' ) || conflict.ticket_id
					);
					const rows: Array< [ string, string ] > = [
						[
							__( 'Checked in', 'eventin-pro' ),
							checkedInText(
								conflict.checked_in_at,
								conflict.checked_in_by
							),
						],
						[ __( 'Where', 'eventin-pro' ), conflict.device ?? '' ],
						[
							__( 'Scanned here', 'eventin-pro' ),
							formatTime( conflict.scanned_at ),
						],
					];
					const details = el( 'dl', 'eventin-scanner__details' );
					for ( const [ label, value ] of rows ) {
						if ( value ) {
							const row = el( 'div', 'eventin-scanner__detail' );
							row.append(
								el( 'dt', '', label ),
								el( 'dd', '', value )
							);
							details.append( row );
						}
					}
					const dismiss = button(
						__( 'Dismiss', 'eventin-pro' ),
						'secondary'
					);
					dismiss.addEventListener( 'click', () =>
						onDismiss( conflict.client_scan_id )
					);
					item.append( name );
					if ( conflict.message ) {
						item.append(
							el(
								'p',
								'eventin-scanner__conflict-message',
								conflict.message
							)
						);
					}
					item.append( details, dismiss );
					return item;
				} )
			);
		},
	};
}
