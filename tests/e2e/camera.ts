/**
 * Cameras for the scanner's end-to-end tests, showing a ticket's QR code:
 *
 * - a real fake device: Chromium's own `--use-file-for-fake-video-capture`
 *   playing a one-frame `.y4m` made with ffmpeg (Debian) from the code's
 *   image (writeQrVideo(); the file name must end in `.y4m`), the path a
 *   phone's camera takes through getUserMedia;
 * - a canvas camera: getUserMedia answered with a canvas's stream, whose code
 *   a test changes between scans (useCanvasCamera(), showQr()).
 *
 * The whole code and its quiet zone must fit inside the scanner's box: the
 * images are about 300 px wide in a 640×480 frame (see CODE_PX).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import qrcode from 'qrcode-generator';

export const FFMPEG = '/usr/bin/ffmpeg';

/**
 * Width the code is drawn at, in px (with its quiet zone). html5-qrcode reads
 * the box at its size on screen: at 375 px the 640 px frame shows at 0.59,
 * the box is about 200 px, and the code at about 170 px still has 3 px per
 * module (at 232 px it had 2.4 and decoded only now and then).
 */
const CODE_PX = 300;

/**
 * A QR code of `text` as a GIF data URL, about CODE_PX wide.
 *
 * @param text What the code holds.
 */
export function qrDataUrl( text: string ): string {
	const code = qrcode( 0, 'M' );
	code.addData( text );
	code.make();
	const modules = code.getModuleCount() + 8;
	const cell = Math.max( 2, Math.floor( CODE_PX / modules ) );
	return code.createDataURL( cell, cell * 4 );
}

/**
 * Writes a one-frame 640×480 `.y4m` video of a QR code (Chromium loops it).
 *
 * @param text What the code holds.
 * @param file The `.y4m` file.
 */
export function writeQrVideo( text: string, file: string ): void {
	fs.mkdirSync( path.dirname( file ), { recursive: true } );
	const gif = `${ file }.gif`;
	fs.writeFileSync(
		gif,
		Buffer.from( qrDataUrl( text ).split( ',' )[ 1 ], 'base64' )
	);
	const tmp = `${ file }.tmp.y4m`;
	execFileSync( FFMPEG, [
		'-v',
		'error',
		'-y',
		'-i',
		gif,
		'-vf',
		'pad=640:480:(ow-iw)/2:(oh-ih)/2:color=white',
		'-pix_fmt',
		'yuv420p',
		'-frames:v',
		'1',
		tmp,
	] );
	// Replaced in one step: Chromium may be reading the old frame.
	fs.renameSync( tmp, file );
	fs.rmSync( gif, { force: true } );
}

/**
 * Makes the page's camera a canvas showing a QR code (or a blank frame), 10
 * frames a second, before any script of the page runs.
 *
 * @param page The page (before it loads the scanner).
 */
export async function useCanvasCamera( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		const canvas = document.createElement( 'canvas' );
		canvas.width = 640;
		canvas.height = 480;
		const context = canvas.getContext( '2d' ) as CanvasRenderingContext2D;
		let image: HTMLImageElement | null = null;
		const draw = () => {
			context.fillStyle = '#fff';
			context.fillRect( 0, 0, canvas.width, canvas.height );
			if ( image?.complete ) {
				context.drawImage(
					image,
					( canvas.width - image.width ) / 2,
					( canvas.height - image.height ) / 2
				);
			}
		};
		setInterval( draw, 100 );
		const win = window as unknown as {
			eventinTestQr: ( url: string | null ) => Promise< void >;
		};
		win.eventinTestQr = ( url ) =>
			new Promise( ( resolve ) => {
				if ( ! url ) {
					image = null;
					draw();
					resolve();
					return;
				}
				const next = new Image();
				next.onload = () => {
					image = next;
					draw();
					resolve();
				};
				next.src = url;
			} );
		const stream = () => {
			draw();
			return canvas.captureStream( 10 );
		};
		Object.defineProperty( navigator, 'mediaDevices', {
			configurable: true,
			value: {
				getUserMedia: async () => stream(),
				enumerateDevices: async () => [
					{
						deviceId: 'canvas',
						groupId: 'canvas',
						kind: 'videoinput',
						label: 'Canvas camera',
						toJSON: () => ( {} ),
					},
				],
				addEventListener: () => undefined,
				removeEventListener: () => undefined,
			},
		} );
	} );
}

/**
 * Shows a QR code of `text` to the canvas camera (null: a blank frame).
 *
 * @param page The page.
 * @param text What the code holds.
 */
export async function showQr(
	page: Page,
	text: string | null
): Promise< void > {
	const url = text === null ? null : qrDataUrl( text );
	await page.evaluate(
		( src ) =>
			(
				window as unknown as {
					eventinTestQr: ( value: string | null ) => Promise< void >;
				}
			 ).eventinTestQr( src ),
		url
	);
}
