/**
 * Sound and vibration: one switch, remembered by the device.
 */

/**
 * Internal dependencies
 */
import { FEEDBACK_KEY, createFeedback, type AudioLike } from '../feedback';

/**
 * An AudioContext that records the tones started.
 */
function fakeAudio() {
	const tones: Array< { frequency: number; start: number; stop: number } > =
		[];
	const param = () => ( {
		value: 0,
		setValueAtTime: jest.fn(),
		exponentialRampToValueAtTime: jest.fn(),
	} );
	const context = {
		currentTime: 10,
		state: 'running',
		destination: {},
		resume: jest.fn( async () => undefined ),
		createGain: () => ( { gain: param(), connect: jest.fn() } ),
		createOscillator: () => {
			const tone = { frequency: 0, start: 0, stop: 0 };
			const oscillator = {
				type: '',
				frequency: {
					set value( v: number ) {
						tone.frequency = v;
					},
				},
				connect: jest.fn(),
				start: ( at: number ) => {
					tone.start = at;
				},
				stop: ( at: number ) => {
					tone.stop = at;
					tones.push( tone );
				},
			};
			return oscillator;
		},
	};
	return { context: context as unknown as AudioLike, tones };
}

describe( 'createFeedback', () => {
	beforeEach( () => window.localStorage.clear() );

	it( 'is on by default and remembers the switch', () => {
		expect(
			createFeedback( { storage: window.localStorage } ).isEnabled()
		).toBe( true );
		createFeedback( { storage: window.localStorage } ).setEnabled( false );
		expect( window.localStorage.getItem( FEEDBACK_KEY ) ).toBe( 'off' );
		expect(
			createFeedback( { storage: window.localStorage } ).isEnabled()
		).toBe( false );
		createFeedback( { storage: window.localStorage } ).setEnabled( true );
		expect(
			createFeedback( { storage: window.localStorage } ).isEnabled()
		).toBe( true );
	} );

	it( 'plays a high beep, two low beeps or a long low tone', () => {
		const { context, tones } = fakeAudio();
		const vibrate = jest.fn();
		const feedback = createFeedback( {
			storage: null,
			audio: () => context,
			vibrate,
		} );

		feedback.play( 'success' );
		expect( tones ).toHaveLength( 1 );
		expect( tones[ 0 ].frequency ).toBeGreaterThan( 1000 );
		expect( vibrate ).toHaveBeenLastCalledWith( [ 80 ] );

		tones.length = 0;
		feedback.play( 'warning' );
		expect( tones.map( ( t ) => t.frequency ) ).toEqual( [ 440, 440 ] );
		expect( tones[ 1 ].start ).toBeGreaterThan( tones[ 0 ].stop );

		tones.length = 0;
		feedback.play( 'failure' );
		expect( tones ).toHaveLength( 1 );
		expect( tones[ 0 ].frequency ).toBeLessThan( 300 );
		expect( tones[ 0 ].stop - tones[ 0 ].start ).toBeGreaterThan( 0.5 );
		expect( vibrate ).toHaveBeenLastCalledWith( [ 400 ] );
	} );

	it( 'stays silent and still when switched off', () => {
		const { context, tones } = fakeAudio();
		const vibrate = jest.fn();
		window.localStorage.setItem( FEEDBACK_KEY, 'off' );
		const feedback = createFeedback( {
			storage: window.localStorage,
			audio: () => context,
			vibrate,
		} );
		feedback.play( 'success' );
		feedback.play( 'failure' );
		expect( tones ).toHaveLength( 0 );
		expect( vibrate ).not.toHaveBeenCalled();
	} );

	it( 'still vibrates without audio, and resumes a suspended context', () => {
		const vibrate = jest.fn();
		createFeedback( { storage: null, audio: () => null, vibrate } ).play(
			'warning'
		);
		expect( vibrate ).toHaveBeenCalledWith( [ 80, 80, 80 ] );

		const { context } = fakeAudio();
		context.state = 'suspended';
		createFeedback( { storage: null, audio: () => context } ).unlock();
		expect( context.resume ).toHaveBeenCalled();
	} );
} );
