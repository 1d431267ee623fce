/**
 * Dates and times are edited with the browser's own inputs: their values
 * are already the API's, and antd's pickers (with dayjs) would cost the
 * editor about 35 KB gzip.
 */

/**
 * The datetime-local input value ('Y-m-dTH:i') of an API 'Y-m-d H:i'.
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
