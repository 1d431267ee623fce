/**
 * Internal dependencies
 */
import {
	emptySlot,
	endTimeProblem,
	isTime,
	overlapProblem,
	slotPayload,
} from '../slots';

const slot = ( start: string, end: string ) => ( {
	start_time: start,
	end_time: end,
	topic: 'Talk',
} );

describe( 'slot rules', () => {
	it( 'accepts 24-hour HH:mm times only', () => {
		expect( [ '00:00', '09:30', '23:59' ].every( isTime ) ).toBe( true );
		expect(
			[ '9:30', '24:00', '12:60', '09:30:00', '9:30 AM', '', undefined ]
				.map( isTime )
				.some( Boolean )
		).toBe( false );
	} );

	it( 'wants the end after the start', () => {
		const message = 'The end time must be after the start time.';
		expect( endTimeProblem( slot( '10:00', '09:59' ) ) ).toBe( message );
		expect( endTimeProblem( slot( '10:00', '10:00' ) ) ).toBe( message );
		expect( endTimeProblem( slot( '10:00', '10:01' ) ) ).toBeUndefined();
		// Nothing to compare yet.
		expect( endTimeProblem( slot( '10:00', '' ) ) ).toBeUndefined();
		expect( endTimeProblem( undefined ) ).toBeUndefined();
	} );

	it( 'names the first other slot a slot overlaps', () => {
		const slots = [
			slot( '09:00', '10:00' ),
			slot( '10:00', '11:00' ),
			slot( '10:30', '12:00' ),
			slot( '13:00', '12:00' ),
		];
		expect( overlapProblem( slots, 0 ) ).toBeUndefined();
		expect( overlapProblem( slots, 1 ) ).toBe(
			'This slot overlaps slot 3 (10:30 - 12:00).'
		);
		expect( overlapProblem( slots, 2 ) ).toBe(
			'This slot overlaps slot 2 (10:00 - 11:00).'
		);
		// A slot ending before it starts has its own message.
		expect( overlapProblem( slots, 3 ) ).toBeUndefined();
		expect(
			overlapProblem( [ slot( '09:00', '10:00' ), undefined ], 0 )
		).toBeUndefined();
	} );

	it( 'sends trimmed text and fills in what is missing', () => {
		expect(
			slotPayload( {
				start_time: '09:00',
				end_time: '10:00',
				topic: '  Keynote ',
				room: ' Hall ',
			} )
		).toEqual( {
			start_time: '09:00',
			end_time: '10:00',
			topic: 'Keynote',
			speakers: [],
			objective: '',
			room: 'Hall',
		} );
		expect( slotPayload( emptySlot() ).speakers ).toEqual( [] );
	} );
} );
