/**
 * The duplicate guard: a code held in front of the camera is decoded on
 * every frame, so once its verdict is closed the same text is ignored for a
 * few seconds (one held-up ticket is not checked five times).
 */

export interface DuplicateGuard {
	/** The verdict of `text` was closed now. */
	closed: ( text: string ) => void;
	/** `text` was closed less than the window ago. */
	isDuplicate: ( text: string ) => boolean;
}

/**
 * A guard.
 *
 * @param windowMs How long a closed text is ignored (3 s).
 * @param now      Clock in ms.
 */
export function createDuplicateGuard(
	windowMs = 3000,
	now: () => number = Date.now
): DuplicateGuard {
	let last: { text: string; at: number } | null = null;
	return {
		closed( text ) {
			last = { text, at: now() };
		},
		isDuplicate( text ) {
			return (
				last !== null &&
				last.text === text &&
				now() - last.at < windowMs
			);
		},
	};
}
