/**
 * The builder's header: the split Save button's states, the Draft item and
 * the controls each template kind gets.
 */

/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { Header, type HeaderProps } from '../components/header';

const user = userEvent.setup();

/**
 * Renders the header with defaults.
 *
 * @param overrides Props to change.
 */
function renderHeader( overrides: Partial< HeaderProps > = {} ) {
	const props: HeaderProps = {
		name: 'New Template - 12',
		onNameChange: jest.fn(),
		type: 'certificate',
		status: 'draft',
		leftPanel: 'blocks',
		onToggleLeft: jest.fn(),
		hasUndo: false,
		hasRedo: false,
		onUndo: jest.fn(),
		onRedo: jest.fn(),
		orientation: 'landscape',
		onOrientationChange: jest.fn(),
		device: 'Desktop',
		onDeviceChange: jest.fn(),
		onSelectEvent: jest.fn(),
		onPreview: jest.fn(),
		onSave: jest.fn(),
		isSaving: false,
		onBack: jest.fn(),
		...overrides,
	};
	render( <Header { ...props } /> );
	return props;
}

describe( 'Header', () => {
	it( "reads 'Save & Publish' while draft and publishes with it", async () => {
		const props = renderHeader( { status: 'draft' } );
		await user.click(
			screen.getByRole( 'button', { name: 'Save & Publish' } )
		);
		expect( props.onSave ).toHaveBeenCalledWith( 'publish' );
	} );

	it( "reads 'Save' once published", () => {
		renderHeader( { status: 'publish' } );
		expect(
			screen.getByRole( 'button', { name: 'Save' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Save & Publish' } )
		).not.toBeInTheDocument();
	} );

	it( 'saves as a draft from the menu', async () => {
		const props = renderHeader( { status: 'publish' } );
		await user.click(
			screen.getByRole( 'button', { name: 'More save options' } )
		);
		await user.click( screen.getByRole( 'menuitem', { name: 'Draft' } ) );
		expect( props.onSave ).toHaveBeenCalledWith( 'draft' );
	} );

	it( 'gives certificates the orientation switch and the placeholders', async () => {
		const props = renderHeader();
		expect(
			screen.queryByRole( 'button', { name: 'Select Event' } )
		).not.toBeInTheDocument();
		await user.click( screen.getByRole( 'button', { name: 'Portrait' } ) );
		expect( props.onOrientationChange ).toHaveBeenCalledWith( 'portrait' );
		await user.click(
			screen.getByRole( 'button', { name: 'Eventin Placeholders' } )
		);
		expect( props.onToggleLeft ).toHaveBeenCalledWith( 'placeholders' );
		expect(
			screen.getByRole( 'button', { name: 'All Blocks' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
	} );

	it( 'gives event templates the event and device controls, no placeholders', async () => {
		const props = renderHeader( { type: 'event' } );
		expect(
			screen.queryByRole( 'button', { name: 'Eventin Placeholders' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Portrait' } )
		).not.toBeInTheDocument();
		await user.click( screen.getByRole( 'button', { name: 'Tablet' } ) );
		expect( props.onDeviceChange ).toHaveBeenCalledWith( 'Tablet' );
		await user.click(
			screen.getByRole( 'button', { name: 'Select Event' } )
		);
		expect( props.onSelectEvent ).toHaveBeenCalled();
	} );

	it( 'edits the name in place, goes back, and shows Elementor only when the site has it', async () => {
		const props = renderHeader();
		await user.type(
			screen.getByRole( 'textbox', { name: 'Template name' } ),
			'!'
		);
		expect( props.onNameChange ).toHaveBeenCalledWith(
			'New Template - 12!'
		);
		expect(
			screen.queryByRole( 'link', { name: 'Edit with Elementor' } )
		).not.toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Back to templates' } )
		);
		expect( props.onBack ).toHaveBeenCalled();
	} );

	it( 'enables undo and redo as the history allows', async () => {
		const props = renderHeader( { hasUndo: true, hasRedo: false } );
		await user.click( screen.getByRole( 'button', { name: 'Undo' } ) );
		expect( props.onUndo ).toHaveBeenCalled();
		expect(
			screen.getByRole( 'button', { name: 'Redo' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
	} );
} );
