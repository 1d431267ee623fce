/**
 * The list search box: a native search input drawn like antd's. antd's Input
 * brings TextArea, Password, OTP and their styles along (about 19 KB gzip in
 * every list screen); a list needs one text box and a clear button.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

interface Props {
	value: string;
	placeholder: string;
	onChange: ( value: string ) => void;
}

/**
 * Search field with a magnifier and a clear button.
 *
 * @param props             Props.
 * @param props.value       Current text.
 * @param props.placeholder Placeholder, also the accessible name.
 * @param props.onChange    Called with the new text.
 */
export function SearchField( { value, placeholder, onChange }: Props ) {
	return (
		<span className="eventin-list-page__search">
			<svg
				className="eventin-list-page__search-icon"
				viewBox="0 0 24 24"
				width="14"
				height="14"
				aria-hidden="true"
				focusable="false"
			>
				<path
					fill="currentColor"
					d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z"
				/>
			</svg>
			<input
				type="search"
				className="eventin-list-page__search-input"
				placeholder={ placeholder }
				aria-label={ placeholder }
				value={ value }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
			{ value !== '' && (
				<button
					type="button"
					className="eventin-list-page__search-clear"
					aria-label={ __( 'Clear search', 'eventin-pro' ) }
					onClick={ () => onChange( '' ) }
				>
					×
				</button>
			) }
		</span>
	);
}
