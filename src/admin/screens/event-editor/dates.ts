/**
 * Dates and times are edited with the browser's own date/time inputs: their
 * values are already the API's Y-m-d and H:i, and antd's pickers (with dayjs)
 * would cost the editor about 35 KB gzip, which its budget cannot carry.
 */

/**
 * The input value of a 'Y-m-d H:i' deadline ('Y-m-dTH:i').
 *
 * @param value API value, '' for none.
 */
export function toLocalDateTime( value: string | null | undefined ): string {
	return value ? value.replace( ' ', 'T' ).slice( 0, 16 ) : '';
}

/**
 * The API value ('Y-m-d H:i') of a datetime-local input value.
 *
 * @param value Input value, '' for none.
 */
export function fromLocalDateTime( value: string | null | undefined ): string {
	return value ? value.replace( 'T', ' ' ).slice( 0, 16 ) : '';
}
