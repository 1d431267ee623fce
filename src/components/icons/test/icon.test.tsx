/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { CloseOutlined } from '../close';
import { WarningOutlined } from '../warning';

describe( 'icons', () => {
	it( 'are decoration unless the caller names them', () => {
		const { container } = render(
			<button type="button" aria-label="Remove link">
				<CloseOutlined />
			</button>
		);
		const icon = container.querySelector( '.anticon-close' );
		expect( icon ).toHaveAttribute( 'aria-hidden', 'true' );
		expect( icon ).not.toHaveAttribute( 'role' );
		// The English icon name never reaches the accessible tree.
		expect( screen.queryByRole( 'img' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Remove link' } )
		).toBeInTheDocument();
	} );

	it( 'are an image with the name they are given', () => {
		render( <WarningOutlined aria-label="Ort fehlt" rotate={ 90 } /> );
		const icon = screen.getByRole( 'img', { name: 'Ort fehlt' } );
		expect( icon ).not.toHaveAttribute( 'aria-hidden' );
		expect( icon ).toHaveStyle( { transform: 'rotate(90deg)' } );
	} );
} );
