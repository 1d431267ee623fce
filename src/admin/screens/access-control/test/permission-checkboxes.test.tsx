/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { PermissionCheckboxes } from '../components/permission-checkboxes';

const user = userEvent.setup( { pointerEventsCheck: 0 } );

const OPTIONS = [
	{ key: 'etn_manage_event', label: 'Events' },
	{ key: 'etn_manage_schedule', label: 'Schedules' },
	{ key: 'etn_manage_order', label: 'Bookings' },
];

let changes: string[][];

function Harness( {
	initial = [],
	locked = false,
}: {
	initial?: string[];
	locked?: boolean;
} ) {
	const [ value, setValue ] = useState< string[] >( initial );
	return (
		<PermissionCheckboxes
			options={ OPTIONS }
			value={ value }
			locked={ locked }
			onChange={ ( next ) => {
				changes.push( next );
				setValue( next );
			} }
		/>
	);
}

const box = ( label: string ) =>
	screen.getByLabelText( label ) as HTMLInputElement;
const allBox = () => box( 'All Permissions' );
const isIndeterminate = () =>
	!! allBox()
		.closest( '.ant-checkbox' )
		?.classList.contains( 'ant-checkbox-indeterminate' );

beforeEach( () => {
	changes = [];
} );

describe( 'permission checkboxes', () => {
	it( 'All Permissions ticks every permission, and clears them all again', async () => {
		render( <Harness /> );
		expect( allBox() ).not.toBeChecked();
		expect( isIndeterminate() ).toBe( false );

		await user.click( allBox() );
		expect( changes.at( -1 ) ).toEqual( [
			'etn_manage_event',
			'etn_manage_schedule',
			'etn_manage_order',
		] );
		OPTIONS.forEach( ( option ) =>
			expect( box( option.label ) ).toBeChecked()
		);
		expect( allBox() ).toBeChecked();

		await user.click( allBox() );
		expect( changes.at( -1 ) ).toEqual( [] );
		OPTIONS.forEach( ( option ) =>
			expect( box( option.label ) ).not.toBeChecked()
		);
		expect( allBox() ).not.toBeChecked();
	} );

	it( 'is indeterminate when some are ticked and ticks itself when all are', async () => {
		render( <Harness /> );
		await user.click( box( 'Bookings' ) );
		expect( isIndeterminate() ).toBe( true );
		expect( allBox() ).not.toBeChecked();

		await user.click( box( 'Events' ) );
		expect( isIndeterminate() ).toBe( true );
		await user.click( box( 'Schedules' ) );
		expect( allBox() ).toBeChecked();
		expect( isIndeterminate() ).toBe( false );
		// Reported in the options' order, whatever the click order.
		expect( changes.at( -1 ) ).toEqual( [
			'etn_manage_event',
			'etn_manage_schedule',
			'etn_manage_order',
		] );

		await user.click( box( 'Events' ) );
		expect( allBox() ).not.toBeChecked();
		expect( isIndeterminate() ).toBe( true );
	} );

	it( 'starts from the given value', () => {
		render(
			<Harness
				initial={ [
					'etn_manage_event',
					'etn_manage_schedule',
					'etn_manage_order',
				] }
			/>
		);
		expect( allBox() ).toBeChecked();
	} );

	it( 'cannot be unticked when locked', async () => {
		render(
			<Harness
				initial={ OPTIONS.map( ( option ) => option.key ) }
				locked
			/>
		);
		expect( box( 'Events' ) ).toBeDisabled();
		expect( allBox() ).toBeDisabled();
		await user.click( box( 'Events' ) );
		await user.click( allBox() );
		expect( changes ).toEqual( [] );
		expect( box( 'Events' ) ).toBeChecked();
	} );
} );
