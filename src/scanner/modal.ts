/**
 * The verdict: one native <dialog> for every answer. Green for a check-in,
 * yellow for any other answer, red for a failed request or no camera, a
 * neutral question before checking in (two-step mode) and a list when
 * several tickets match. Each says its verdict in words, not colour alone.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { button, el } from './dom';
import { icon } from './icons';
import { qrSvg } from './qr-image';
import type { Candidate } from './types';

export type VerdictKind =
	| 'success'
	| 'warning'
	| 'failure'
	| 'question'
	| 'choose';

export interface VerdictView {
	kind: VerdictKind;
	title: string;
	message?: string;
	/** A second, smaller line (e.g. why the camera failed). */
	note?: string;
	attendee?: string;
	event?: string;
	ticket?: string;
	/** When and by whom it was checked in before. */
	checkedIn?: string;
	/** The decoded text: its QR code is drawn again. */
	qrText?: string;
	/** Undo is offered until this time (ms since the epoch). */
	undoUntil?: number;
	candidates?: Candidate[];
	/** Shows a "Log in again" link. */
	loginUrl?: string;
}

export interface ModalActions {
	confirm: () => void;
	reject: () => void;
	scanAgain: () => void;
	cancel: () => void;
	undo: () => void;
	pick: ( candidate: Candidate ) => void;
}

export interface ModalOptions {
	/** Draws a QR code (tests give their own). */
	qr?: ( text: string ) => Promise< string | null >;
	now?: () => number;
}

export interface Modal {
	readonly element: HTMLDialogElement;
	show: ( view: VerdictView ) => void;
	/** Changes part of what is shown (e.g. the undo's answer). */
	update: ( view: Partial< VerdictView > ) => void;
	/** Disables the buttons while a request runs. */
	setBusy: ( busy: boolean ) => void;
	close: () => void;
	isOpen: () => boolean;
	/** The view on screen. */
	view: () => VerdictView | null;
}

const ID = 'eventin-scanner-verdict';

/**
 * The verdict dialog, appended to `parent`.
 *
 * @param parent  Where it goes (the scanner's root).
 * @param actions What its buttons do.
 * @param options QR drawing and clock.
 */
export function createModal(
	parent: HTMLElement,
	actions: ModalActions,
	options: ModalOptions = {}
): Modal {
	const drawQr = options.qr ?? qrSvg;
	const now = options.now ?? Date.now;

	const dialog = el( 'dialog', 'eventin-scanner__dialog' );
	dialog.id = ID;
	dialog.setAttribute( 'aria-labelledby', `${ ID }-title` );
	dialog.setAttribute( 'aria-describedby', `${ ID }-message` );

	const head = el( 'div', 'eventin-scanner__verdict' );
	const badge = el( 'span', 'eventin-scanner__verdict-icon' );
	const title = el( 'h2', 'eventin-scanner__verdict-title' );
	title.id = `${ ID }-title`;
	head.append( badge, title );

	const message = el( 'p', 'eventin-scanner__message' );
	message.id = `${ ID }-message`;
	const note = el( 'p', 'eventin-scanner__note' );
	const details = el( 'dl', 'eventin-scanner__details' );
	const candidates = el( 'ul', 'eventin-scanner__candidates' );
	candidates.setAttribute( 'aria-label', __( 'Tickets', 'eventin-pro' ) );
	const qr = el( 'div', 'eventin-scanner__qr' );
	qr.setAttribute( 'role', 'img' );
	qr.setAttribute(
		'aria-label',
		__( 'QR code of the scanned ticket', 'eventin-pro' )
	);
	const login = el( 'p', 'eventin-scanner__login' );
	const loginLink = el( 'a', 'eventin-scanner__login-link' );
	loginLink.textContent = __( 'Log in again', 'eventin-pro' );
	login.append( loginLink );

	const confirm = button( __( 'Confirm', 'eventin-pro' ), 'primary', () =>
		actions.confirm()
	);
	const reject = button( __( 'Reject', 'eventin-pro' ), 'secondary', () =>
		actions.reject()
	);
	const undo = button(
		__( 'Undo check-in', 'eventin-pro' ),
		'secondary',
		() => actions.undo()
	);
	const scanAgain = button(
		__( 'Scan Again', 'eventin-pro' ),
		'primary',
		() => actions.scanAgain()
	);
	const cancel = button( __( 'Cancel', 'eventin-pro' ), 'link', () =>
		actions.cancel()
	);
	const buttons = el( 'div', 'eventin-scanner__actions' );
	buttons.append( confirm, reject, undo, scanAgain, cancel );

	dialog.append(
		head,
		message,
		note,
		details,
		candidates,
		qr,
		login,
		buttons
	);
	parent.append( dialog );

	let current: VerdictView | null = null;
	let undoTimer: ReturnType< typeof setTimeout > | null = null;
	let shown = 0;

	// Escape: the same as Reject in a question, Scan Again otherwise.
	dialog.addEventListener( 'cancel', ( event ) => {
		event.preventDefault();
		if ( current?.kind === 'question' ) {
			actions.reject();
		} else {
			actions.scanAgain();
		}
	} );

	const renderDetails = ( view: VerdictView ) => {
		const rows: Array< [ string, string | undefined ] > = [
			[ __( 'Attendee', 'eventin-pro' ), view.attendee ],
			[ __( 'Event', 'eventin-pro' ), view.event ],
			[ __( 'Ticket', 'eventin-pro' ), view.ticket ],
			[ __( 'Checked in', 'eventin-pro' ), view.checkedIn ],
		];
		details.replaceChildren(
			...rows
				.filter( ( [ , value ] ) => value )
				.map( ( [ label, value ] ) => {
					const row = el( 'div', 'eventin-scanner__detail' );
					row.append(
						el( 'dt', '', label ),
						el( 'dd', '', value as string )
					);
					return row;
				} )
		);
		details.hidden = details.childElementCount === 0;
	};

	const renderCandidates = ( view: VerdictView ) => {
		const list = view.kind === 'choose' ? view.candidates ?? [] : [];
		candidates.replaceChildren(
			...list.map( ( candidate ) => {
				const item = el( 'li', '' );
				const label = candidate.checked_in
					? sprintf(
							/* translators: 1: attendee name, 2: ticket name */
							__( '%1$s, %2$s (checked in)', 'eventin-pro' ),
							candidate.attendee_name,
							candidate.ticket_name
					  )
					: sprintf(
							/* translators: 1: attendee name, 2: ticket name */
							__( '%1$s, %2$s', 'eventin-pro' ),
							candidate.attendee_name,
							candidate.ticket_name
					  );
				item.append(
					button( label, 'secondary', () =>
						actions.pick( candidate )
					)
				);
				return item;
			} )
		);
		candidates.hidden = list.length === 0;
	};

	const renderUndo = ( view: VerdictView ) => {
		if ( undoTimer ) {
			clearTimeout( undoTimer );
			undoTimer = null;
		}
		const left = ( view.undoUntil ?? 0 ) - now();
		undo.hidden = view.kind !== 'success' || left <= 0;
		if ( ! undo.hidden ) {
			undoTimer = setTimeout( () => {
				undo.hidden = true;
			}, left );
		}
	};

	const render = ( view: VerdictView ) => {
		dialog.className = `eventin-scanner__dialog is-${ view.kind }`;
		dialog.dataset.verdict = view.kind;
		badge.innerHTML = icon( view.kind );
		title.textContent = view.title;
		message.textContent = view.message ?? '';
		message.hidden = ! view.message;
		note.textContent = view.note ?? '';
		note.hidden = ! view.note;
		renderDetails( view );
		renderCandidates( view );
		login.hidden = ! view.loginUrl;
		loginLink.href = view.loginUrl ?? '';
		const isQuestion = view.kind === 'question';
		confirm.hidden = ! isQuestion;
		reject.hidden = ! isQuestion;
		scanAgain.hidden = isQuestion;
		renderUndo( view );
	};

	const isOpen = () => dialog.open;

	return {
		element: dialog,
		view: () => current,
		show( view ) {
			current = view;
			shown += 1;
			const showing = shown;
			render( view );
			qr.replaceChildren();
			qr.hidden = true;
			if ( view.qrText ) {
				drawQr( view.qrText )
					.then( ( svg ) => {
						// Only if this verdict is still the one on screen.
						if ( svg && showing === shown && isOpen() ) {
							qr.innerHTML = svg;
							qr.hidden = false;
						}
					} )
					.catch( () => undefined );
			}
			this.setBusy( false );
			if ( ! isOpen() ) {
				if ( typeof dialog.showModal === 'function' ) {
					dialog.showModal();
				} else {
					dialog.setAttribute( 'open', '' );
				}
			}
			( isQuestionView( view ) ? confirm : scanAgain ).focus();
		},
		update( partial ) {
			if ( current ) {
				current = { ...current, ...partial };
				render( current );
			}
		},
		setBusy( busy ) {
			dialog.setAttribute( 'aria-busy', busy ? 'true' : 'false' );
			for ( const node of dialog.querySelectorAll( 'button' ) ) {
				node.disabled = busy;
			}
		},
		close() {
			if ( undoTimer ) {
				clearTimeout( undoTimer );
				undoTimer = null;
			}
			current = null;
			if ( typeof dialog.close === 'function' ) {
				dialog.close();
			} else {
				dialog.removeAttribute( 'open' );
			}
		},
		isOpen,
	};
}

/**
 * Whether the view asks Confirm / Reject.
 *
 * @param view The view.
 */
function isQuestionView( view: VerdictView ): boolean {
	return view.kind === 'question';
}
