/**
 * The verdict dialog: what each verdict shows, its buttons, the undo
 * window, the candidates and the scanned code's QR image.
 */

/**
 * External dependencies
 */
import { fireEvent, screen, within } from '@testing-library/react';
import qrcode from 'qrcode-generator';

/**
 * Internal dependencies
 */
import { createModal, type ModalActions } from '../modal';
import { qrSvg } from '../qr-image';

/**
 * A dialog with recorded actions.
 *
 * @param now Clock.
 */
function setup( now = () => 1000 ) {
	const calls: string[] = [];
	const actions: ModalActions = {
		confirm: () => calls.push( 'confirm' ),
		reject: () => calls.push( 'reject' ),
		scanAgain: () => calls.push( 'scanAgain' ),
		cancel: () => calls.push( 'cancel' ),
		undo: () => calls.push( 'undo' ),
		pick: ( c ) => calls.push( `pick:${ c.ticket_id }` ),
	};
	document.body.innerHTML = '<div id="root"></div>';
	const root = document.getElementById( 'root' ) as HTMLElement;
	const drawn: string[] = [];
	const modal = createModal( root, actions, {
		qr: async ( text ) => {
			drawn.push( text );
			return '<svg data-test="qr"></svg>';
		},
		now,
	} );
	return { modal, calls, drawn };
}

const visibleButtons = () =>
	within( screen.getByRole( 'dialog' ) )
		.getAllByRole( 'button' )
		.map( ( b ) => b.textContent );

describe( 'createModal', () => {
	it( 'shows a check-in: titled, with details, Scan Again focused', () => {
		const { modal } = setup();
		modal.show( {
			kind: 'success',
			title: 'Checked in',
			message: 'Ana is checked in.',
			attendee: 'Ana',
			event: 'Summit',
			ticket: 'VIP',
		} );
		const dialog = screen.getByRole( 'dialog', { name: 'Checked in' } );
		expect( dialog ).toHaveAttribute( 'data-verdict', 'success' );
		expect( dialog ).toHaveClass( 'is-success' );
		expect( dialog ).toHaveAccessibleDescription( 'Ana is checked in.' );
		expect( within( dialog ).getByText( 'Summit' ) ).toBeVisible();
		expect( visibleButtons() ).toEqual( [ 'Scan Again', 'Cancel' ] );
		expect(
			screen.getByRole( 'button', { name: 'Scan Again' } )
		).toHaveFocus();
		expect( modal.isOpen() ).toBe( true );
	} );

	it( 'asks Confirm or Reject in a question', () => {
		const { modal, calls } = setup();
		modal.show( { kind: 'question', title: 'Check this ticket in?' } );
		expect( screen.getByRole( 'dialog' ) ).toHaveAttribute(
			'data-verdict',
			'question'
		);
		expect( visibleButtons() ).toEqual( [ 'Confirm', 'Reject', 'Cancel' ] );
		expect(
			screen.getByRole( 'button', { name: 'Confirm' } )
		).toHaveFocus();
		fireEvent.click( screen.getByRole( 'button', { name: 'Confirm' } ) );
		fireEvent.click( screen.getByRole( 'button', { name: 'Reject' } ) );
		fireEvent.click( screen.getByRole( 'button', { name: 'Cancel' } ) );
		expect( calls ).toEqual( [ 'confirm', 'reject', 'cancel' ] );
	} );

	it( 'takes Escape as Reject in a question and as Scan Again otherwise', () => {
		const { modal, calls } = setup();
		modal.show( { kind: 'question', title: 'Check this ticket in?' } );
		fireEvent( modal.element, new Event( 'cancel', { cancelable: true } ) );
		modal.show( { kind: 'warning', title: 'Not paid' } );
		fireEvent( modal.element, new Event( 'cancel', { cancelable: true } ) );
		expect( calls ).toEqual( [ 'reject', 'scanAgain' ] );
	} );

	it( 'offers Undo until undo_until, after a check-in only', () => {
		jest.useFakeTimers();
		try {
			const { modal, calls } = setup( () => 1000 );
			modal.show( {
				kind: 'success',
				title: 'Checked in',
				undoUntil: 61000,
			} );
			const undo = screen.getByRole( 'button', {
				name: 'Undo check-in',
			} );
			fireEvent.click( undo );
			expect( calls ).toEqual( [ 'undo' ] );
			jest.advanceTimersByTime( 59999 );
			expect( undo ).toBeVisible();
			jest.advanceTimersByTime( 1 );
			expect( undo ).not.toBeVisible();

			modal.show( {
				kind: 'success',
				title: 'Checked in',
				undoUntil: 500,
			} );
			expect( undo ).not.toBeVisible();
			modal.show( {
				kind: 'warning',
				title: 'Not paid',
				undoUntil: 61000,
			} );
			expect( undo ).not.toBeVisible();
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'lists the candidates of an e-mail as buttons', () => {
		const { modal, calls } = setup();
		modal.show( {
			kind: 'choose',
			title: 'Choose a ticket',
			candidates: [
				{
					attendee_id: 4,
					ticket_id: 't4',
					attendee_name: 'Ana',
					ticket_name: 'VIP',
					checked_in: false,
				},
				{
					attendee_id: 5,
					ticket_id: 't5',
					attendee_name: 'Ana',
					ticket_name: 'Standard',
					checked_in: true,
				},
			],
		} );
		expect( screen.getByRole( 'dialog' ) ).toHaveAttribute(
			'data-verdict',
			'choose'
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Ana, Standard (checked in)' } )
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Ana, VIP' } ) );
		expect( calls ).toEqual( [ 'pick:t5', 'pick:t4' ] );
	} );

	it( 'draws the scanned code again, for the verdict still shown', async () => {
		const { modal, drawn } = setup();
		modal.show( {
			kind: 'success',
			title: 'Checked in',
			qrText: 'etn:v1:1:a',
		} );
		await Promise.resolve();
		await Promise.resolve();
		expect( drawn ).toEqual( [ 'etn:v1:1:a' ] );
		const image = screen.getByRole( 'img', {
			name: 'QR code of the scanned ticket',
		} );
		expect( image.innerHTML ).toBe( '<svg data-test="qr"></svg>' );
		modal.show( { kind: 'warning', title: 'Not paid' } );
		expect( image ).not.toBeVisible();
	} );

	it( 'shows a login link, updates, disables while busy, and closes', () => {
		const { modal } = setup();
		modal.show( {
			kind: 'warning',
			title: 'Page expired',
			loginUrl: 'http://127.0.0.1:9400/wp-login.php',
		} );
		expect(
			screen.getByRole( 'link', { name: 'Log in again' } )
		).toHaveAttribute( 'href', 'http://127.0.0.1:9400/wp-login.php' );
		modal.update( { message: 'Check-in undone.' } );
		expect( screen.getByText( 'Check-in undone.' ) ).toBeVisible();
		modal.setBusy( true );
		expect(
			screen.getByRole( 'button', { name: 'Scan Again' } )
		).toBeDisabled();
		modal.close();
		expect( modal.isOpen() ).toBe( false );
		expect( modal.view() ).toBeNull();
	} );
} );

describe( 'qrSvg', () => {
	it( 'draws a code with the ticket page QR module', async () => {
		const svg = await qrSvg( 'etn:v1:12:abc', async () => qrcode );
		expect( svg ).toMatch( /^<svg[^>]*viewBox/ );
	} );

	it( 'gives null when the library is missing or the text is empty', async () => {
		expect( await qrSvg( 'abc', async () => null ) ).toBeNull();
		expect( await qrSvg( '  ', async () => qrcode ) ).toBeNull();
	} );
} );
