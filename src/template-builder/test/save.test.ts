/**
 * Saving: every field PUT, the status the button asks for, the generated
 * CSS, the thumbnail's width; a thumbnail failure (html2canvas's dynamic
 * import refused) is only logged and the save goes on.
 */

/**
 * Internal dependencies
 */
import { saveTemplate, type SaveInput } from '../lib/save';
import { captureThumbnail } from '../lib/thumbnail';

jest.mock(
	'@wordpress/blocks',
	() => ( {
		serialize: ( blocks: Array< { name: string } > ) =>
			blocks
				.map( ( block ) => `<!-- wp:${ block.name } /-->` )
				.join( '' ),
	} ),
	{ virtual: true }
);

jest.mock( 'html2canvas', () => {
	throw new Error( 'chunk failed to load' );
} );

const BLOCKS = [
	{
		clientId: 'root',
		name: 'eventin-pro/template-container',
		attributes: {
			containerClassName: 'eventin-template-12',
			styles: {
				Desktop: { padding: '40px' },
				Tablet: { padding: '20px' },
				Mobile: {},
			},
		},
		innerBlocks: [],
	},
];

/**
 * Save input with defaults.
 *
 * @param overrides Fields to change.
 */
function input( overrides: Partial< SaveInput > = {} ): SaveInput {
	return {
		mode: 'publish',
		fields: {
			name: 'Gala certificate',
			type: 'certificate',
			orientation: 'portrait',
			preview_event_id: 0,
			edit_with_elementor: false,
		},
		blocks: BLOCKS,
		previousThumbnail: 'data:image/jpeg;base64,OLD',
		capture: jest.fn(
			async ( width: number ) => `data:image/jpeg;base64,W${ width }`
		),
		save: jest.fn( async ( fields ) => ( { id: 12, ...fields } ) ),
		notify: { success: jest.fn(), error: jest.fn() },
		...overrides,
	};
}

describe( 'saveTemplate', () => {
	it( 'publishes with every field, the CSS and a 1000-wide thumbnail', async () => {
		const args = input();
		await saveTemplate( args );
		expect( args.capture ).toHaveBeenCalledWith( 1000 );
		expect( args.save ).toHaveBeenCalledWith( {
			name: 'Gala certificate',
			type: 'certificate',
			orientation: 'portrait',
			preview_event_id: 0,
			edit_with_elementor: false,
			status: 'publish',
			content: '<!-- wp:eventin-pro/template-container /-->',
			template_css:
				'.eventin-template-12{padding:40px}@media (max-width:768px){.eventin-template-12{padding:20px !important}}',
			thumbnail: 'data:image/jpeg;base64,W1000',
		} );
		expect( args.notify.success ).toHaveBeenCalledWith(
			'Template updated successfully'
		);
	} );

	it( 'keeps a draft with a 250-wide thumbnail from the Draft item', async () => {
		const args = input( { mode: 'draft' } );
		await saveTemplate( args );
		expect( args.capture ).toHaveBeenCalledWith( 250 );
		expect( args.save ).toHaveBeenCalledWith(
			expect.objectContaining( {
				status: 'draft',
				thumbnail: 'data:image/jpeg;base64,W250',
			} )
		);
	} );

	it( 'only logs a thumbnail failure and saves with the previous picture', async () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation();
		const root = document.createElement( 'div' );
		const args = input( {
			capture: ( width ) => captureThumbnail( root, width ),
		} );
		const saved = await saveTemplate( args );
		expect( error ).toHaveBeenCalledWith(
			'Template thumbnail could not be made:',
			expect.any( Error )
		);
		expect( args.save ).toHaveBeenCalledWith(
			expect.objectContaining( {
				thumbnail: 'data:image/jpeg;base64,OLD',
			} )
		);
		expect( saved ).toMatchObject( { id: 12 } );
		expect( args.notify.success ).toHaveBeenCalled();
		error.mockRestore();
	} );

	it( "reports the server's refusal and answers null", async () => {
		const args = input( {
			save: jest.fn( async () => {
				throw new Error( 'Invalid parameter(s): name' );
			} ),
		} );
		expect( await saveTemplate( args ) ).toBeNull();
		expect( args.notify.error ).toHaveBeenCalledWith(
			"Couldn't update template",
			'Invalid parameter(s): name'
		);
		expect( args.notify.success ).not.toHaveBeenCalled();
	} );
} );
