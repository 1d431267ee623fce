/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetRef } from 'antd';

/**
 * WordPress dependencies
 */
import { createRef } from '@wordpress/element';
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { NumberInput } from '../number-input';

describe( 'NumberInput', () => {
	beforeEach( () =>
		setLocaleData(
			{
				'': {},
				'Increase value': [ 'Wert erhöhen' ],
				'Decrease value': [ 'Wert verringern' ],
			},
			'eventin-pro'
		)
	);
	afterEach( () => resetLocaleData( undefined, 'eventin-pro' ) );

	it( "names its step buttons in the site's language, and keeps them named", async () => {
		const user = userEvent.setup();
		render( <NumberInput aria-label="Capacity" defaultValue={ 1 } /> );
		const up = screen.getByRole( 'button', { name: 'Wert erhöhen' } );
		expect(
			screen.getByRole( 'button', { name: 'Wert verringern' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: /Value/ } )
		).not.toBeInTheDocument();
		// antd's arrows, named "up" and "down", are hidden.
		expect( screen.queryAllByRole( 'img' ) ).toEqual( [] );

		// A step re-renders the input: the names stay.
		await user.click( up );
		await user.type( screen.getByLabelText( 'Capacity' ), '5' );
		expect( screen.getByLabelText( 'Capacity' ) ).toHaveValue( '25' );
		expect( up ).toHaveAttribute( 'aria-label', 'Wert erhöhen' );
	} );

	it( "passes its ref on (the form's focus on a field in error)", () => {
		const ref = createRef< GetRef< typeof NumberInput > >();
		render( <NumberInput ref={ ref } aria-label="Limit" /> );
		act( () => ref.current?.focus() );
		expect( screen.getByLabelText( 'Limit' ) ).toHaveFocus();
	} );
} );
