/**
 * Sound and vibration on each verdict, so staff need not look at the
 * screen for every ticket: a short high beep for a check-in, two low beeps
 * for a warning, one long low tone for a failure (made with WebAudio, no
 * files). One switch turns both off; the device remembers it.
 */

export type Tone = 'success' | 'warning' | 'failure';

export const FEEDBACK_KEY = 'eventin-scanner-feedback';

/** What the feedback uses of an AudioContext. */
export interface AudioLike {
	currentTime: number;
	state: string;
	destination: AudioNode;
	resume: () => Promise< void >;
	createOscillator: () => OscillatorNode;
	createGain: () => GainNode;
}

export interface FeedbackOptions {
	/** localStorage by default (null: remember nothing). */
	storage?: Pick< Storage, 'getItem' | 'setItem' > | null;
	/** Makes the audio context (null when there is no audio). */
	audio?: () => AudioLike | null;
	/** navigator.vibrate by default. */
	vibrate?: ( pattern: number[] ) => void;
}

export interface Feedback {
	isEnabled: () => boolean;
	setEnabled: ( on: boolean ) => void;
	/** Plays a verdict's tone and vibration (when enabled). */
	play: ( tone: Tone ) => void;
	/** Creates or resumes the audio context: call from a tap (browsers start audio only then). */
	unlock: () => void;
}

/** [frequency Hz, start s, duration s] per tone. */
const TONES: Record< Tone, Array< [ number, number, number ] > > = {
	success: [ [ 1320, 0, 0.12 ] ],
	warning: [
		[ 440, 0, 0.12 ],
		[ 440, 0.2, 0.12 ],
	],
	failure: [ [ 220, 0, 0.6 ] ],
};

const VIBRATIONS: Record< Tone, number[] > = {
	success: [ 80 ],
	warning: [ 80, 80, 80 ],
	failure: [ 400 ],
};

/**
 * The page's AudioContext, or null.
 */
function defaultAudio(): AudioLike | null {
	const Context =
		window.AudioContext ??
		( window as unknown as { webkitAudioContext?: typeof AudioContext } )
			.webkitAudioContext;
	return Context ? ( new Context() as unknown as AudioLike ) : null;
}

/**
 * The localStorage, when it can be used.
 */
function defaultStorage(): Pick< Storage, 'getItem' | 'setItem' > | null {
	try {
		return window.localStorage;
	} catch {
		return null;
	}
}

/**
 * The feedback of the page.
 *
 * @param options Storage, audio and vibration.
 */
export function createFeedback( options: FeedbackOptions = {} ): Feedback {
	const storage =
		options.storage === undefined ? defaultStorage() : options.storage;
	const makeAudio = options.audio ?? defaultAudio;
	const vibrate =
		options.vibrate ??
		( ( pattern: number[] ) => navigator.vibrate?.( pattern ) );
	let audio: AudioLike | null = null;

	let enabled = true;
	try {
		enabled = storage?.getItem( FEEDBACK_KEY ) !== 'off';
	} catch {
		enabled = true;
	}

	const context = () => {
		if ( ! audio ) {
			try {
				audio = makeAudio();
			} catch {
				audio = null;
			}
		}
		if ( audio?.state === 'suspended' ) {
			audio.resume().catch( () => undefined );
		}
		return audio;
	};

	return {
		isEnabled: () => enabled,
		setEnabled( on ) {
			enabled = on;
			try {
				storage?.setItem( FEEDBACK_KEY, on ? 'on' : 'off' );
			} catch {
				// Storage full or refused: the switch holds for this visit.
			}
		},
		unlock() {
			if ( enabled ) {
				context();
			}
		},
		play( tone ) {
			if ( ! enabled ) {
				return;
			}
			try {
				vibrate( VIBRATIONS[ tone ] );
			} catch {
				// No vibration here.
			}
			const ctx = context();
			if ( ! ctx ) {
				return;
			}
			try {
				for ( const [ frequency, start, duration ] of TONES[ tone ] ) {
					const at = ctx.currentTime + start;
					const oscillator = ctx.createOscillator();
					const gain = ctx.createGain();
					oscillator.type = 'sine';
					oscillator.frequency.value = frequency;
					// A short fade in and out: no click.
					gain.gain.setValueAtTime( 0.0001, at );
					gain.gain.exponentialRampToValueAtTime( 0.3, at + 0.01 );
					gain.gain.exponentialRampToValueAtTime(
						0.0001,
						at + duration
					);
					oscillator.connect( gain );
					gain.connect( ctx.destination );
					oscillator.start( at );
					oscillator.stop( at + duration + 0.02 );
				}
			} catch {
				// Audio refused: vibration (if any) is enough.
			}
		},
	};
}
