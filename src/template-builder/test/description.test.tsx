/**
 * The event description's compact block editor: what it loads (blocks,
 * plain HTML converted, nothing) and what it hands the form (serialized
 * blocks, '' when empty). The editor packages are WordPress's externals:
 * mocked here with a tiny serializer.
 */

/**
 * External dependencies
 */
import { act, render } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { descriptionBlocks, descriptionContent } from '../description/content';
import { DescriptionEditor } from '../description/description-editor';

interface FakeBlock {
	clientId: string;
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: FakeBlock[];
}

let mockNextId = 0;
const mockBlock = ( name: string, content = '' ): FakeBlock => ( {
	clientId: `b${ ++mockNextId }`,
	name,
	attributes: { content },
	innerBlocks: [],
} );

jest.mock(
	'@wordpress/blocks',
	() => ( {
		createBlock: ( name: string ) => mockBlock( name ),
		// `<!-- wp:NAME -->TEXT<!-- /wp:NAME -->`, one after the other.
		parse: ( content: string ) =>
			[
				...content.matchAll(
					/<!-- wp:(\S+) -->([\s\S]*?)<!-- \/wp:\1 -->/g
				),
			].map( ( [ , name, text ] ) =>
				mockBlock( `core/${ name }`, text )
			),
		serialize: ( blocks: FakeBlock[] ) =>
			blocks
				.map( ( { name, attributes } ) => {
					const short = name.replace( 'core/', '' );
					return `<!-- wp:${ short } -->${ attributes.content }<!-- /wp:${ short } -->`;
				} )
				.join( '\n\n' ),
		// One paragraph per <p>; a heading per <h2>.
		rawHandler: ( { HTML }: { HTML: string } ) =>
			[ ...HTML.matchAll( /<(p|h2)>([\s\S]*?)<\/\1>/g ) ].map(
				( [ , tag, text ] ) =>
					mockBlock(
						tag === 'p' ? 'core/paragraph' : 'core/heading',
						text
					)
			),
		isUnmodifiedDefaultBlock: ( { name, attributes }: FakeBlock ) =>
			name === 'core/paragraph' && ! attributes.content,
	} ),
	{ virtual: true }
);

let mockProvider: {
	value: FakeBlock[];
	onChange: ( blocks: FakeBlock[], options: object ) => void;
	settings: Record< string, unknown >;
};

jest.mock(
	'@wordpress/block-editor',
	() => {
		const Pass = ( { children }: { children?: unknown } ) => children;
		return {
			BlockEditorProvider: (
				props: typeof mockProvider & {
					children: unknown;
				}
			) => {
				mockProvider = props;
				return props.children;
			},
			BlockTools: Pass,
			WritingFlow: Pass,
			ObserveTyping: Pass,
			BlockList: () => {
				const { createElement } = jest.requireActual( 'react' );
				return createElement(
					'ol',
					{ 'data-testid': 'blocks' },
					mockProvider.value.map( ( item: FakeBlock ) =>
						createElement(
							'li',
							{ key: item.clientId },
							`${ item.name }: ${ item.attributes.content }`
						)
					)
				);
			},
		};
	},
	{ virtual: true }
);

jest.mock( '@wordpress/components', () => ( {
	Popover: { Slot: () => null },
} ) );

jest.mock(
	'@wordpress/media-utils',
	() => ( { uploadMedia: jest.fn(), MediaUpload: () => null } ),
	{ virtual: true }
);

const BLOCKS =
	'<!-- wp:heading -->Line-up<!-- /wp:heading -->\n\n<!-- wp:paragraph -->Doors at 7<!-- /wp:paragraph -->';

describe( 'description content', () => {
	it( 'parses serialized blocks and serializes them back unchanged', () => {
		const blocks = descriptionBlocks( BLOCKS );
		expect( blocks.map( ( item ) => item.name ) ).toEqual( [
			'core/heading',
			'core/paragraph',
		] );
		expect( descriptionContent( blocks ) ).toBe( BLOCKS );
	} );

	it( 'converts plain HTML (no block comments) into blocks, keeping the text', () => {
		const blocks = descriptionBlocks( '<h2>Line-up</h2><p>Doors at 7</p>' );
		expect( descriptionContent( blocks ) ).toBe( BLOCKS );
	} );

	it( "edits one empty paragraph when there is nothing, and saves ''", () => {
		const blocks = descriptionBlocks( '' );
		expect( blocks ).toHaveLength( 1 );
		expect( blocks[ 0 ].name ).toBe( 'core/paragraph' );
		expect( descriptionContent( blocks ) ).toBe( '' );
		expect( descriptionContent( [] ) ).toBe( '' );
	} );
} );

describe( 'DescriptionEditor', () => {
	it( 'offers only the description blocks and hands the form what is typed', () => {
		const onChange = jest.fn();
		const view = render(
			<DescriptionEditor value={ BLOCKS } onChange={ onChange } />
		);
		expect( mockProvider.settings.allowedBlockTypes ).toEqual( [
			'core/paragraph',
			'core/heading',
			'core/list',
			'core/list-item',
			'core/quote',
			'core/image',
			'core/buttons',
			'core/button',
		] );
		expect( view.getByTestId( 'blocks' ) ).toHaveTextContent(
			'core/heading: Line-up'
		);
		// Loading saved blocks changes nothing.
		expect( onChange ).not.toHaveBeenCalled();

		act( () =>
			mockProvider.onChange(
				[
					...mockProvider.value,
					mockBlock( 'core/quote', 'Bring a friend' ),
				],
				{}
			)
		);
		expect( onChange ).toHaveBeenLastCalledWith(
			`${ BLOCKS }\n\n<!-- wp:quote -->Bring a friend<!-- /wp:quote -->`
		);

		act( () =>
			mockProvider.onChange( [ mockBlock( 'core/paragraph' ) ], {} )
		);
		expect( onChange ).toHaveBeenLastCalledWith( '' );
	} );

	it( 'saves a plain HTML description as the blocks it became', () => {
		const onChange = jest.fn();
		render(
			<DescriptionEditor
				value="<h2>Line-up</h2><p>Doors at 7</p>"
				onChange={ onChange }
			/>
		);
		expect( onChange ).toHaveBeenCalledTimes( 1 );
		expect( onChange ).toHaveBeenCalledWith( BLOCKS );
	} );

	it( 'shows a value set from outside (the form reset)', () => {
		const onChange = jest.fn();
		const view = render(
			<DescriptionEditor value="" onChange={ onChange } />
		);
		view.rerender(
			<DescriptionEditor value={ BLOCKS } onChange={ onChange } />
		);
		expect( view.getByTestId( 'blocks' ) ).toHaveTextContent(
			'core/paragraph: Doors at 7'
		);
		expect( onChange ).not.toHaveBeenCalled();
	} );
} );
