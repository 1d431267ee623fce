/**
 * The device name sent with each scan (`device`), so a conflict can say
 * where a ticket was checked in. The device remembers it.
 */

export const DEVICE_KEY = 'eventin-scanner-device';

/** The contract's limit for the label. */
export const DEVICE_MAX = 100;

type Store = Pick< Storage, 'getItem' | 'setItem' > | null;

/**
 * "Scanner " and four random letters or digits.
 *
 * @param random Random number source in [0, 1).
 */
export function defaultDeviceName(
	random: () => number = Math.random
): string {
	const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
	let suffix = '';
	for ( let i = 0; i < 4; i++ ) {
		suffix += chars[ Math.floor( random() * chars.length ) ];
	}
	return `Scanner ${ suffix }`;
}

/**
 * The device name: the one remembered, or a new default (remembered).
 *
 * @param storage localStorage (null: none).
 */
export function loadDeviceName( storage: Store ): string {
	try {
		const saved = storage?.getItem( DEVICE_KEY )?.trim();
		if ( saved ) {
			return saved.slice( 0, DEVICE_MAX );
		}
	} catch {
		// Storage refused: a new name each visit.
	}
	const name = defaultDeviceName();
	saveDeviceName( storage, name );
	return name;
}

/**
 * Remembers the device name; returns what is kept (trimmed, at most 100).
 *
 * @param storage localStorage (null: none).
 * @param name    The name typed.
 */
export function saveDeviceName( storage: Store, name: string ): string {
	// Plain text: the server refuses a label with markup.
	const value = name.replace( /[<>]/g, '' ).trim().slice( 0, DEVICE_MAX );
	if ( value ) {
		try {
			storage?.setItem( DEVICE_KEY, value );
		} catch {
			// Kept for this visit only.
		}
	}
	return value;
}
