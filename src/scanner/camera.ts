/**
 * The camera: a small wrapper over html5-qrcode's Html5Qrcode (not its
 * Html5QrcodeScanner UI). The library is loaded on demand, pauses on the
 * first decode (it reports every frame while a code is in view), and its
 * errors, which it throws as strings, become CameraErrors.
 */

/**
 * External dependencies
 */
import type {
	Html5Qrcode,
	Html5QrcodeSupportedFormats,
	CameraDevice,
} from 'html5-qrcode';

export type CameraState = 'stopped' | 'starting' | 'scanning' | 'paused';

/** What the wrapper uses of the library's module. */
export interface CameraLibrary {
	Html5Qrcode: {
		new (
			elementId: string,
			config: {
				formatsToSupport: Html5QrcodeSupportedFormats[];
				useBarCodeDetectorIfSupported: boolean;
				verbose: boolean;
			}
		): Pick<
			Html5Qrcode,
			| 'start'
			| 'stop'
			| 'pause'
			| 'resume'
			| 'getState'
			| 'clear'
			| 'getRunningTrackSettings'
			| 'getRunningTrackCameraCapabilities'
		>;
		getCameras: () => Promise< CameraDevice[] >;
	};
	Html5QrcodeSupportedFormats: { QR_CODE: Html5QrcodeSupportedFormats };
}

export type CameraErrorReason =
	| 'permission'
	| 'no_camera'
	| 'library'
	| 'other';

/**
 * The camera could not start.
 */
export class CameraError extends Error {
	reason: CameraErrorReason;

	constructor( reason: CameraErrorReason, message: string ) {
		super( message );
		this.name = 'CameraError';
		this.reason = reason;
	}
}

export interface CameraOptions {
	/** Id of the element the video goes in. */
	elementId: string;
	/** A decoded code; return true to take it (the camera pauses). */
	onDecode: ( text: string ) => boolean;
	onStateChange?: ( state: CameraState ) => void;
	/** Loads html5-qrcode (tests give a fake). */
	load?: () => Promise< CameraLibrary >;
}

export interface Camera {
	readonly state: CameraState;
	/** Starts the back camera; rejects with a CameraError. */
	start: () => Promise< void >;
	stop: () => Promise< void >;
	pause: () => void;
	resume: () => void;
	/** More than one camera: the switch button is offered. */
	canSwitch: () => boolean;
	/** Restarts with the next camera. */
	switchCamera: () => Promise< void >;
	/** The running camera has a torch. */
	hasTorch: () => boolean;
	setTorch: ( on: boolean ) => Promise< boolean >;
	/** Loads the library ahead of time (e.g. while idle). */
	preload: () => Promise< void >;
}

/** States of Html5Qrcode.getState() (Html5QrcodeScannerState). */
const SCANNING = 2;
const PAUSED = 3;

/**
 * html5-qrcode's own module, on demand (its 110 KB stay out of first paint).
 */
export const loadLibrary = (): Promise< CameraLibrary > =>
	import(
		/* webpackChunkName: "scanner-camera" */ 'html5-qrcode'
	) as Promise< CameraLibrary >;

/**
 * The scan area: about 70% of the smaller side of the video, at most 300 px
 * (a code with its quiet zone must fit inside to be read).
 *
 * @param width  Viewfinder width.
 * @param height Viewfinder height.
 */
export function qrBox( width: number, height: number ) {
	const side = Math.max(
		50,
		Math.min( 300, Math.floor( Math.min( width, height ) * 0.7 ) )
	);
	return { width: side, height: side };
}

/**
 * The error for what the library threw (strings, or DOMExceptions).
 *
 * @param error What was thrown.
 */
export function cameraError( error: unknown ): CameraError {
	if ( error instanceof CameraError ) {
		return error;
	}
	const text =
		error instanceof Error
			? `${ error.name }: ${ error.message }`
			: String( error );
	if ( /NotAllowedError|Permission|SecurityError/i.test( text ) ) {
		return new CameraError( 'permission', text );
	}
	if (
		/NotFoundError|device not found|OverconstrainedError|NotReadableError|no camera|not supported|getUserMedia/i.test(
			text
		)
	) {
		return new CameraError( 'no_camera', text );
	}
	return new CameraError( 'other', text );
}

/**
 * The camera of the page.
 *
 * @param options Element, decode callback, loader.
 */
export function createCamera( options: CameraOptions ): Camera {
	const load = options.load ?? loadLibrary;
	let library: Promise< CameraLibrary > | null = null;
	let scanner: InstanceType< CameraLibrary[ 'Html5Qrcode' ] > | null = null;
	let state: CameraState = 'stopped';
	let busy: Promise< unknown > | null = null;
	let cameras: CameraDevice[] = [];
	let torch: { apply: ( on: boolean ) => Promise< void > } | null = null;

	const setState = ( next: CameraState ) => {
		if ( next !== state ) {
			state = next;
			options.onStateChange?.( next );
		}
	};

	const getLibrary = () => {
		library ??= load().catch( ( error ) => {
			library = null;
			throw new CameraError( 'library', String( error ) );
		} );
		return library;
	};

	/**
	 * Runs one start or stop at a time (the library refuses a transition
	 * while another is under way).
	 *
	 * @param task The work.
	 */
	const exclusive = async < T >( task: () => Promise< T > ): Promise< T > => {
		while ( busy ) {
			await busy.catch( () => undefined );
		}
		const run = task();
		busy = run;
		try {
			return await run;
		} finally {
			busy = null;
		}
	};

	const onSuccess = ( text: string ) => {
		// The library calls this for every frame while the code is in view.
		if ( state !== 'scanning' || ! scanner ) {
			return;
		}
		if ( options.onDecode( text ) ) {
			setState( 'paused' );
			try {
				scanner.pause( true );
			} catch {
				// Already paused or stopping.
			}
		}
	};

	const stopNow = async () => {
		const current = scanner;
		if ( ! current ) {
			setState( 'stopped' );
			return;
		}
		try {
			const libraryState = current.getState();
			if ( libraryState === SCANNING || libraryState === PAUSED ) {
				await current.stop();
			}
			current.clear();
		} catch {
			// "Cannot stop, scanner is not running or paused." and the like.
		}
		scanner = null;
		torch = null;
		setState( 'stopped' );
	};

	const listCameras = async () =>
		( await getLibrary() ).Html5Qrcode.getCameras();

	const startWith = async (
		camera: { facingMode: string } | { deviceId: { exact: string } }
	) => {
		setState( 'starting' );
		let instance: NonNullable< typeof scanner >;
		try {
			if ( ! navigator.mediaDevices?.getUserMedia ) {
				// No camera API: an insecure (http) page or an old browser.
				throw new CameraError(
					'no_camera',
					'getUserMedia unavailable'
				);
			}
			const lib = await getLibrary();
			instance = new lib.Html5Qrcode( options.elementId, {
				formatsToSupport: [ lib.Html5QrcodeSupportedFormats.QR_CODE ],
				useBarCodeDetectorIfSupported: true,
				verbose: false,
			} );
			scanner = instance;
			await instance.start(
				camera,
				{ fps: 10, qrbox: qrBox },
				onSuccess,
				() => undefined
			);
		} catch ( error ) {
			await stopNow();
			throw cameraError( error );
		}
		try {
			const feature = instance
				.getRunningTrackCameraCapabilities()
				.torchFeature();
			torch = feature.isSupported() ? feature : null;
		} catch {
			torch = null;
		}
		setState( 'scanning' );
		if ( cameras.length === 0 ) {
			// Permission is granted now, so the list has labels and ids.
			cameras = await listCameras().catch( () => [] );
		}
	};

	return {
		get state() {
			return state;
		},
		start() {
			return exclusive( async () => {
				if ( state === 'scanning' || state === 'paused' ) {
					return;
				}
				await startWith( { facingMode: 'environment' } );
			} );
		},
		stop() {
			return exclusive( stopNow );
		},
		pause() {
			if ( scanner && state === 'scanning' ) {
				setState( 'paused' );
				try {
					scanner.pause( true );
				} catch {
					// Not scanning after all.
				}
			}
		},
		resume() {
			if ( scanner && state === 'paused' ) {
				try {
					if ( scanner.getState() === PAUSED ) {
						scanner.resume();
					}
					setState( 'scanning' );
				} catch {
					// The library was not paused: it scans.
					setState( 'scanning' );
				}
			}
		},
		canSwitch: () => cameras.length > 1,
		switchCamera() {
			return exclusive( async () => {
				if ( cameras.length < 2 || ! scanner ) {
					return;
				}
				let currentId = '';
				try {
					currentId =
						scanner.getRunningTrackSettings().deviceId ?? '';
				} catch {
					currentId = '';
				}
				const index = cameras.findIndex( ( c ) => c.id === currentId );
				const next = cameras[ ( index + 1 ) % cameras.length ];
				await stopNow();
				await startWith( { deviceId: { exact: next.id } } );
			} );
		},
		hasTorch: () => torch !== null,
		async setTorch( on ) {
			if ( ! torch ) {
				return false;
			}
			try {
				await torch.apply( on );
				return true;
			} catch {
				return false;
			}
		},
		async preload() {
			await getLibrary().catch( () => undefined );
		},
	};
}
