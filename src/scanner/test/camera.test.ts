/**
 * The camera wrapper over html5-qrcode, with a stand-in for the library
 * that behaves like 2.3.8 (states, errors thrown as strings).
 */

/**
 * Internal dependencies
 */
import {
	CameraError,
	cameraError,
	createCamera,
	qrBox,
	type CameraLibrary,
	type CameraOptions,
} from '../camera';

const NOT_STARTED = 1;
const SCANNING = 2;
const PAUSED = 3;

interface Fake {
	instances: FakeScanner[];
	cameras: Array< { id: string; label: string } >;
	torch: boolean;
	startError: unknown;
}

class FakeScanner {
	state = NOT_STARTED;
	log: string[] = [];
	config: unknown;
	elementId: string;
	camera: unknown;
	scanConfig: { fps: number; qrbox: unknown } | undefined;
	onSuccess: ( text: string ) => void = () => undefined;
	fake: Fake;
	torchApplied: boolean[] = [];

	constructor( fake: Fake, elementId: string, config: unknown ) {
		this.fake = fake;
		this.elementId = elementId;
		this.config = config;
		fake.instances.push( this );
	}

	async start(
		camera: unknown,
		scanConfig: { fps: number; qrbox: unknown },
		onSuccess: ( text: string ) => void
	) {
		this.log.push( 'start' );
		if ( this.fake.startError ) {
			throw this.fake.startError;
		}
		this.camera = camera;
		this.scanConfig = scanConfig;
		this.onSuccess = onSuccess;
		this.state = SCANNING;
		return null;
	}

	async stop() {
		this.log.push( 'stop' );
		if ( this.state === NOT_STARTED ) {
			throw 'Cannot stop, scanner is not running or paused.';
		}
		this.state = NOT_STARTED;
	}

	pause( shouldPauseVideo: boolean ) {
		this.log.push( `pause:${ shouldPauseVideo }` );
		if ( this.state !== SCANNING ) {
			throw 'Cannot pause, scanner is not scanning.';
		}
		this.state = PAUSED;
	}

	resume() {
		this.log.push( 'resume' );
		if ( this.state !== PAUSED ) {
			throw 'Cannot result, scanner is not paused.';
		}
		this.state = SCANNING;
	}

	getState() {
		return this.state;
	}

	clear() {
		this.log.push( 'clear' );
	}

	getRunningTrackSettings() {
		return {
			deviceId:
				( this.camera as { deviceId?: { exact: string } } ).deviceId
					?.exact ?? 'back',
		};
	}

	getRunningTrackCameraCapabilities() {
		const fake = this.fake;
		const applied = this.torchApplied;
		return {
			torchFeature: () => ( {
				isSupported: () => fake.torch,
				apply: async ( on: boolean ) => {
					applied.push( on );
				},
				value: () => null,
			} ),
			zoomFeature: () => {
				throw new Error( 'unused' );
			},
		};
	}
}

/**
 * A fake html5-qrcode module.
 */
function fakeLibrary() {
	const fake: Fake = {
		instances: [],
		cameras: [ { id: 'back', label: 'Back' } ],
		torch: false,
		startError: null,
	};
	const Html5Qrcode = function (
		this: unknown,
		id: string,
		config: unknown
	) {
		return new FakeScanner( fake, id, config );
	} as unknown as CameraLibrary[ 'Html5Qrcode' ];
	Html5Qrcode.getCameras = async () => fake.cameras;
	const library = {
		Html5Qrcode,
		Html5QrcodeSupportedFormats: { QR_CODE: 0 },
	} as unknown as CameraLibrary;
	return { fake, library };
}

/**
 * A camera with the fake library.
 *
 * @param options Decode callback and the like.
 */
function setup( options: Partial< CameraOptions > = {} ) {
	const { fake, library } = fakeLibrary();
	const states: string[] = [];
	const decoded: string[] = [];
	const camera = createCamera( {
		elementId: 'reader',
		onDecode: ( text ) => {
			decoded.push( text );
			return true;
		},
		onStateChange: ( state ) => states.push( state ),
		load: async () => library,
		...options,
	} );
	return { fake, camera, states, decoded };
}

beforeEach( () => {
	Object.defineProperty( navigator, 'mediaDevices', {
		configurable: true,
		value: { getUserMedia: jest.fn() },
	} );
} );

describe( 'qrBox', () => {
	it( 'is 70% of the smaller side, at most 300 and at least 50', () => {
		expect( qrBox( 375, 600 ) ).toEqual( { width: 262, height: 262 } );
		expect( qrBox( 1280, 720 ) ).toEqual( { width: 300, height: 300 } );
		expect( qrBox( 40, 40 ) ).toEqual( { width: 50, height: 50 } );
	} );
} );

describe( 'createCamera', () => {
	it( 'starts the back camera for QR codes with the native detector', async () => {
		const { fake, camera, states } = setup();
		await camera.start();
		const [ scanner ] = fake.instances;
		expect( scanner.elementId ).toBe( 'reader' );
		expect( scanner.config ).toEqual( {
			formatsToSupport: [ 0 ],
			useBarCodeDetectorIfSupported: true,
			verbose: false,
		} );
		expect( scanner.camera ).toEqual( { facingMode: 'environment' } );
		expect( scanner.scanConfig ).toEqual( { fps: 10, qrbox: qrBox } );
		expect( states ).toEqual( [ 'starting', 'scanning' ] );
		expect( camera.state ).toBe( 'scanning' );
	} );

	it( 'pauses on the first decode and ignores the frames after it', async () => {
		const { fake, camera, decoded } = setup();
		await camera.start();
		const [ scanner ] = fake.instances;
		scanner.onSuccess( 'etn:v1:1:a' );
		scanner.onSuccess( 'etn:v1:1:a' );
		scanner.onSuccess( 'etn:v1:1:a' );
		expect( decoded ).toEqual( [ 'etn:v1:1:a' ] );
		expect( scanner.log ).toEqual( [ 'start', 'pause:true' ] );
		expect( camera.state ).toBe( 'paused' );

		camera.resume();
		expect( scanner.state ).toBe( SCANNING );
		expect( camera.state ).toBe( 'scanning' );
		scanner.onSuccess( 'etn:v1:2:b' );
		expect( decoded ).toEqual( [ 'etn:v1:1:a', 'etn:v1:2:b' ] );
	} );

	it( 'keeps scanning when the page does not take the code', async () => {
		const { fake, camera } = setup( { onDecode: () => false } );
		await camera.start();
		fake.instances[ 0 ].onSuccess( 'x' );
		expect( camera.state ).toBe( 'scanning' );
		expect( fake.instances[ 0 ].log ).toEqual( [ 'start' ] );
	} );

	it( 'stops only a running scanner, and never throws', async () => {
		const { fake, camera } = setup();
		await camera.stop();
		expect( fake.instances ).toHaveLength( 0 );

		await camera.start();
		const [ scanner ] = fake.instances;
		// Stopped behind the wrapper's back: stop() must not call it again.
		scanner.state = NOT_STARTED;
		await expect( camera.stop() ).resolves.toBeUndefined();
		expect( scanner.log ).toEqual( [ 'start', 'clear' ] );
		expect( camera.state ).toBe( 'stopped' );
	} );

	it( 'runs start and stop one after the other', async () => {
		const { fake, camera } = setup();
		const started = camera.start();
		const stopped = camera.stop();
		await Promise.all( [ started, stopped ] );
		expect( fake.instances[ 0 ].log ).toEqual( [
			'start',
			'stop',
			'clear',
		] );
		expect( camera.state ).toBe( 'stopped' );
	} );

	it.each( [
		[
			'Error getting userMedia, error = NotAllowedError: Permission denied',
			'permission',
		],
		[ 'NotFoundError: Requested device not found', 'no_camera' ],
		[ 'Something odd', 'other' ],
	] )(
		'turns the thrown string %j into a CameraError',
		async ( thrown, reason ) => {
			const { fake, camera } = setup();
			fake.startError = thrown;
			const error = await camera.start().catch( ( e ) => e );
			expect( error ).toBeInstanceOf( CameraError );
			expect( error.reason ).toBe( reason );
			expect( camera.state ).toBe( 'stopped' );
		}
	);

	it( 'fails without a camera API, and when the library does not load', async () => {
		Object.defineProperty( navigator, 'mediaDevices', {
			configurable: true,
			value: undefined,
		} );
		const { camera } = setup();
		await expect( camera.start() ).rejects.toMatchObject( {
			reason: 'no_camera',
		} );

		Object.defineProperty( navigator, 'mediaDevices', {
			configurable: true,
			value: { getUserMedia: jest.fn() },
		} );
		const broken = createCamera( {
			elementId: 'reader',
			onDecode: () => true,
			load: () => Promise.reject( new Error( 'ChunkLoadError' ) ),
		} );
		await expect( broken.start() ).rejects.toMatchObject( {
			reason: 'library',
		} );
	} );

	it( 'offers to switch when there are two cameras, and restarts with the next', async () => {
		const { fake, camera } = setup();
		fake.cameras = [
			{ id: 'back', label: 'Back' },
			{ id: 'front', label: 'Front' },
		];
		await camera.start();
		expect( camera.canSwitch() ).toBe( true );
		await camera.switchCamera();
		expect( fake.instances ).toHaveLength( 2 );
		expect( fake.instances[ 0 ].log ).toEqual( [
			'start',
			'stop',
			'clear',
		] );
		expect( fake.instances[ 1 ].camera ).toEqual( {
			deviceId: { exact: 'front' },
		} );
		await camera.switchCamera();
		expect( fake.instances[ 2 ].camera ).toEqual( {
			deviceId: { exact: 'back' },
		} );
	} );

	it( 'does not offer to switch with one camera', async () => {
		const { camera } = setup();
		await camera.start();
		expect( camera.canSwitch() ).toBe( false );
	} );

	it( 'offers the torch only when the camera has one', async () => {
		const without = setup();
		await without.camera.start();
		expect( without.camera.hasTorch() ).toBe( false );
		expect( await without.camera.setTorch( true ) ).toBe( false );

		const withTorch = setup();
		withTorch.fake.torch = true;
		await withTorch.camera.start();
		expect( withTorch.camera.hasTorch() ).toBe( true );
		expect( await withTorch.camera.setTorch( true ) ).toBe( true );
		expect( withTorch.fake.instances[ 0 ].torchApplied ).toEqual( [
			true,
		] );
	} );
} );

describe( 'cameraError', () => {
	it( 'reads DOMException-like errors too', () => {
		const error = new Error( 'Permission denied' );
		error.name = 'NotAllowedError';
		expect( cameraError( error ).reason ).toBe( 'permission' );
	} );
} );
