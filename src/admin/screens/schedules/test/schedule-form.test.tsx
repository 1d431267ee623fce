/**
 * External dependencies
 */
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	invalidParam,
	type FakeServer,
	type FakeRequest,
} from '../../../../../tests/js/fake-server';
import { withInlineComputedStyle } from '../../../../../tests/js/inline-computed-style';
import { button } from '../../../../../tests/js/queries';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import type { Schedule } from '../../../../data/schedules';
import {
	aSchedule,
	aSlot,
	ROUTE,
	serveSchedules,
	serveSpeakers,
} from './helpers/fixtures';

let server: FakeServer;
let schedules: Schedule[];
const user = userEvent.setup( { pointerEventsCheck: 0 } );

withInlineComputedStyle();

/** The slot cards, in order. */
const slotCards = () =>
	Array.from(
		document.querySelectorAll< HTMLElement >(
			'.eventin-schedule-form__slot'
		)
	);

/**
 * A field of a slot card by its label.
 *
 * @param card  Slot card.
 * @param label Field label.
 */
function field( card: HTMLElement, label: string ): HTMLInputElement {
	const item = within( card ).getByText( label ).closest( '.ant-form-item' );
	return ( item as HTMLElement ).querySelector(
		'input, textarea'
	) as HTMLInputElement;
}

/**
 * Sets an input's value as the browser does (time and date inputs too).
 *
 * @param input The input.
 * @param value New value.
 */
function setValue( input: HTMLElement, value: string ) {
	fireEvent.change( input, { target: { value } } );
}

/**
 * Fills a slot card.
 *
 * @param card       Slot card.
 * @param slot       Values.
 * @param slot.start
 * @param slot.end
 * @param slot.topic
 */
function fillSlot(
	card: HTMLElement,
	{ start, end, topic }: { start: string; end: string; topic: string }
) {
	setValue( field( card, 'Start Time' ), start );
	setValue( field( card, 'End Time' ), end );
	setValue( field( card, 'Topic' ), topic );
}

/**
 * The error texts shown in a slot card.
 *
 * @param card Slot card.
 */
const errorsIn = ( card: HTMLElement ) =>
	Array.from(
		card.querySelectorAll( '.ant-form-item-explain-error' ),
		( node ) => node.textContent
	);

/**
 * Picks a speaker in a slot card.
 *
 * @param card Slot card.
 * @param name Speaker name.
 */
async function pickSpeaker( card: HTMLElement, name: string ) {
	const item = within( card )
		.getByText( 'Speakers' )
		.closest( '.ant-form-item' ) as HTMLElement;
	await user.click(
		item.querySelector( '.ant-select-selector' ) as HTMLElement
	);
	// Several slots' dropdowns may be open: use the one this select controls.
	const list = (
		item.querySelector( '[aria-controls]' ) as HTMLElement
	 ).getAttribute( 'aria-controls' ) as string;
	const option = await waitFor( () => {
		const found = document
			.getElementById( list )
			?.closest( '.ant-select-dropdown' )
			?.querySelector( `.ant-select-item-option[title="${ name }"]` );
		expect( found ).toBeTruthy();
		return found as HTMLElement;
	} );
	await user.click( option );
}

const writes = ( method: string ): FakeRequest[] =>
	server.requests.filter( ( r ) => r.method === method );

const save = () =>
	user.click(
		button(
			document.querySelector(
				'.eventin-schedule-form__buttons'
			) as HTMLElement,
			'Save'
		)
	);

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, [ 'etn_manage_schedule' ] );
	schedules = [];
	serveSchedules( server, () => schedules );
	serveSpeakers( server, [
		{ id: 5, name: 'Nina Simone' },
		{ id: 6, name: 'Miles Davis' },
	] );
	server.on( 'POST', ROUTE, ( { data } ) => {
		const created = { id: 50, ...data } as unknown as Schedule;
		schedules = [ created ];
		return { status: 201, body: created };
	} );
} );

/**
 * Opens the create form and fills in the title and the date.
 */
async function openCreate() {
	renderApp( '/schedules/create' );
	const title = await screen.findByLabelText( 'Program Title' );
	setValue( title, 'Day one' );
	setValue( screen.getByLabelText( 'Date' ), '2026-06-01' );
}

describe( 'schedule form', () => {
	it( 'creates a schedule with its slots and goes to the list', async () => {
		await openCreate();
		expect( slotCards() ).toHaveLength( 1 );
		fillSlot( slotCards()[ 0 ], {
			start: '09:00',
			end: '10:00',
			topic: 'Keynote',
		} );
		await pickSpeaker( slotCards()[ 0 ], 'Nina Simone' );
		await user.click( screen.getByText( 'Add Slot' ) );
		expect( slotCards() ).toHaveLength( 2 );
		expect( field( slotCards()[ 1 ], 'Start Time' ) ).toHaveFocus();
		fillSlot( slotCards()[ 1 ], {
			start: '10:00',
			end: '11:30',
			topic: ' Workshop ',
		} );
		setValue( field( slotCards()[ 1 ], 'Room' ), 'Hall B' );
		setValue( field( slotCards()[ 1 ], 'Objective' ), 'Hands on.' );
		await pickSpeaker( slotCards()[ 1 ], 'Miles Davis' );
		await pickSpeaker( slotCards()[ 1 ], 'Nina Simone' );
		await save();

		await waitFor( () => expect( writes( 'POST' ) ).toHaveLength( 1 ) );
		expect( writes( 'POST' )[ 0 ].data ).toEqual( {
			program_title: 'Day one',
			date: '2026-06-01',
			slots: [
				aSlot( { speakers: [ 5 ] } ),
				aSlot( {
					start_time: '10:00',
					end_time: '11:30',
					topic: 'Workshop',
					speakers: [ 6, 5 ],
					room: 'Hall B',
					objective: 'Hands on.',
				} ),
			],
		} );
		expect(
			await screen.findByText( 'Successfully created the schedule!' )
		).toBeInTheDocument();
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/schedules' )
		);
		expect( await screen.findByText( 'Day one' ) ).toBeInTheDocument();
	} );

	it( 'requires a title, a date and the slot fields', async () => {
		renderApp( '/schedules/create' );
		await screen.findByLabelText( 'Program Title' );
		await save();
		expect(
			await screen.findByText( 'Program Title is required.' )
		).toBeVisible();
		expect( screen.getByText( 'Date is required.' ) ).toBeVisible();
		expect( errorsIn( slotCards()[ 0 ] ) ).toEqual( [
			'Start time is required.',
			'End time is required.',
			'Topic is required.',
		] );
		expect( writes( 'POST' ) ).toHaveLength( 0 );
	} );

	it( 'wants each slot to end after it starts', async () => {
		await openCreate();
		fillSlot( slotCards()[ 0 ], {
			start: '10:00',
			end: '09:30',
			topic: 'Backwards',
		} );
		await save();
		await waitFor( () =>
			expect( errorsIn( slotCards()[ 0 ] ) ).toEqual( [
				'The end time must be after the start time.',
			] )
		);
		expect( writes( 'POST' ) ).toHaveLength( 0 );
		setValue( field( slotCards()[ 0 ], 'End Time' ), '10:30' );
		await waitFor( () =>
			expect( errorsIn( slotCards()[ 0 ] ) ).toEqual( [] )
		);
	} );

	it( 'names the slot a slot overlaps, and clears both when fixed', async () => {
		await openCreate();
		fillSlot( slotCards()[ 0 ], {
			start: '09:00',
			end: '10:00',
			topic: 'One',
		} );
		await user.click( screen.getByText( 'Add Slot' ) );
		fillSlot( slotCards()[ 1 ], {
			start: '09:30',
			end: '11:00',
			topic: 'Two',
		} );
		await save();
		// Each slot's errors are drawn on their own: wait for both together.
		await waitFor( () =>
			expect( [
				errorsIn( slotCards()[ 0 ] ),
				errorsIn( slotCards()[ 1 ] ),
			] ).toEqual( [
				[ 'This slot overlaps slot 2 (09:30 - 11:00).' ],
				[ 'This slot overlaps slot 1 (09:00 - 10:00).' ],
			] )
		);
		expect( writes( 'POST' ) ).toHaveLength( 0 );

		setValue( field( slotCards()[ 1 ], 'Start Time' ), '10:00' );
		await waitFor( () =>
			expect( [
				errorsIn( slotCards()[ 0 ] ),
				errorsIn( slotCards()[ 1 ] ),
			] ).toEqual( [ [], [] ] )
		);
		await save();
		await waitFor( () => expect( writes( 'POST' ) ).toHaveLength( 1 ) );
	} );

	it( 'removes and reorders slots from the keyboard', async () => {
		await openCreate();
		fillSlot( slotCards()[ 0 ], {
			start: '09:00',
			end: '10:00',
			topic: 'A',
		} );
		for ( const [ start, end, topic ] of [
			[ '10:00', '11:00', 'B' ],
			[ '11:00', '12:00', 'C' ],
		] ) {
			await user.click( screen.getByText( 'Add Slot' ) );
			fillSlot( slotCards().at( -1 ) as HTMLElement, {
				start,
				end,
				topic,
			} );
		}
		const topics = () =>
			slotCards().map( ( card ) => field( card, 'Topic' ).value );
		expect( topics() ).toEqual( [ 'A', 'B', 'C' ] );

		const up = screen.getByLabelText( 'Move slot 3 up' );
		expect( screen.getByLabelText( 'Move slot 1 up' ) ).toBeDisabled();
		expect( screen.getByLabelText( 'Move slot 3 down' ) ).toBeDisabled();
		act( () => up.focus() );
		await user.keyboard( '{Enter}' );
		expect( topics() ).toEqual( [ 'A', 'C', 'B' ] );
		expect( screen.getByLabelText( 'Move slot 2 up' ) ).toHaveFocus();
		await user.keyboard( '{Enter}' );
		expect( topics() ).toEqual( [ 'C', 'A', 'B' ] );
		// At the top its own button is disabled: the focus goes to the other one.
		expect( screen.getByLabelText( 'Move slot 1 down' ) ).toHaveFocus();
		await user.keyboard( ' ' );
		expect( topics() ).toEqual( [ 'A', 'C', 'B' ] );

		await user.click( screen.getByLabelText( 'Remove slot 3' ) );
		expect( topics() ).toEqual( [ 'A', 'C' ] );
		expect(
			screen.getByText( 'Add Slot' ).closest( 'button' )
		).toHaveFocus();
		await user.click( screen.getByLabelText( 'Remove slot 1' ) );
		await user.click( screen.getByLabelText( 'Remove slot 1' ) );
		expect( slotCards() ).toHaveLength( 0 );
		expect(
			screen.getByText(
				'No slots yet: add the first talk or session of the day.'
			)
		).toBeVisible();
		await save();
		await waitFor( () => expect( writes( 'POST' ) ).toHaveLength( 1 ) );
		expect( writes( 'POST' )[ 0 ].data.slots ).toEqual( [] );
	} );

	it( 'keeps what was typed and shows the server reasons', async () => {
		server.on( 'POST', ROUTE, () =>
			invalidParam(
				'slots',
				'Slot 1: user 5 is not a speaker or organizer.'
			)
		);
		await openCreate();
		fillSlot( slotCards()[ 0 ], {
			start: '09:00',
			end: '10:00',
			topic: 'Keynote',
		} );
		await pickSpeaker( slotCards()[ 0 ], 'Nina Simone' );
		await save();
		expect(
			await screen.findByText( 'Failed to create the schedule!' )
		).toBeInTheDocument();
		const under = document.querySelector(
			'.eventin-schedule-form__slots-error'
		) as HTMLElement;
		await waitFor( () =>
			expect( under ).toHaveTextContent(
				'Slot 1: user 5 is not a speaker or organizer.'
			)
		);
		expect( window.location.hash ).toBe( '#/schedules/create' );
		expect( screen.getByLabelText( 'Program Title' ) ).toHaveValue(
			'Day one'
		);
		expect( screen.getByLabelText( 'Date' ) ).toHaveValue( '2026-06-01' );
		expect( field( slotCards()[ 0 ], 'Topic' ) ).toHaveValue( 'Keynote' );
		expect(
			within( slotCards()[ 0 ] ).getByTitle( 'Nina Simone' )
		).toBeInTheDocument();

		server.on( 'POST', ROUTE, () =>
			invalidParam( 'program_title', 'program_title must contain text.' )
		);
		await save();
		await waitFor( () =>
			expect(
				screen
					.getByLabelText( 'Program Title' )
					.closest( '.ant-form-item' )
			).toHaveTextContent( 'program_title must contain text.' )
		);
	} );

	it( 'says how to get speakers when there are none', async () => {
		serveSpeakers( server, [] );
		renderApp( '/schedules/create' );
		expect(
			await screen.findByText(
				'No speakers yet — add them under Speakers.'
			)
		).toBeVisible();
	} );

	it( 'edits a schedule and sends every field back', async () => {
		schedules = [
			aSchedule( {
				id: 7,
				program_title: 'Day two',
				date: '2026-06-02',
				slots: [
					aSlot( { speakers: [ 5 ], room: 'Hall A' } ),
					aSlot( {
						start_time: '11:00',
						end_time: '12:00',
						topic: 'Panel',
						objective: '<em>Why</em> it matters',
					} ),
				],
			} ),
		];
		serveSchedules( server, () => schedules );
		server.on( 'PUT', `${ ROUTE }/7`, ( { data } ) => ( {
			body: { id: 7, ...data },
		} ) );
		renderApp( '/schedules/edit/7' );
		const title = await screen.findByLabelText( 'Program Title' );
		expect( title ).toHaveValue( 'Day two' );
		expect( screen.getByLabelText( 'Date' ) ).toHaveValue( '2026-06-02' );
		expect( slotCards() ).toHaveLength( 2 );
		expect(
			within( slotCards()[ 0 ] ).getByTitle( 'Nina Simone' )
		).toBeInTheDocument();
		setValue( title, 'Day two, revised' );
		await save();
		await waitFor( () => expect( writes( 'PUT' ) ).toHaveLength( 1 ) );
		expect( writes( 'PUT' )[ 0 ].data ).toEqual( {
			program_title: 'Day two, revised',
			date: '2026-06-02',
			slots: schedules[ 0 ].slots,
		} );
		expect(
			await screen.findByText( 'Successfully updated the schedule!' )
		).toBeInTheDocument();
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/schedules' )
		);
	} );

	it( 'says so when the schedule cannot be loaded', async () => {
		renderApp( '/schedules/edit/404' );
		expect(
			await screen.findByText( 'The schedule could not be loaded.' )
		).toBeVisible();
		await user.click( screen.getByText( 'Back to schedules' ) );
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/schedules' )
		);
	} );
} );
