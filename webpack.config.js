/**
 * Extends the @wordpress/scripts webpack config with our entries.
 * WordPress packages and React stay external (provided by WordPress).
 */
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

/**
 * The PHP of build/lazy-chunks.php: for each entry that loads chunks on
 * demand (React.lazy screens, dynamic imports), every JS chunk file it can
 * load, relative to build/. Support\BuildAssets reads it to load those
 * chunks' translations with the entry's (WordPress loads a handle's own
 * file's only).
 *
 * @param {Object} compilation webpack compilation.
 * @return {string} PHP source.
 */
function lazyChunksPhp( compilation ) {
	const quote = ( text ) =>
		`'${ text.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`;
	const lines = [];
	for ( const [ name, entrypoint ] of compilation.entrypoints ) {
		const files = new Set();
		for ( const chunk of entrypoint.chunks ) {
			for ( const lazy of chunk.getAllAsyncChunks() ) {
				for ( const file of lazy.files ) {
					if ( file.endsWith( '.js' ) ) {
						files.add( file );
					}
				}
			}
		}
		if ( files.size ) {
			lines.push(
				`\t${ quote( name ) } => array( ${ [ ...files ]
					.sort()
					.map( quote )
					.join( ', ' ) } ),`
			);
		}
	}
	return [
		'<?php',
		'// Written by the build (webpack.config.js): the lazy chunks of each entry.',
		'return array(',
		...lines,
		');',
		'',
	].join( '\n' );
}

/**
 * Writes build/chunk-graph.json: for the entry and each lazy screen, the JS
 * files it loads. scripts/size.mjs reads it to report what a screen costs.
 */
class ChunkGraphPlugin {
	apply( compiler ) {
		compiler.hooks.thisCompilation.tap(
			'ChunkGraphPlugin',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'ChunkGraphPlugin',
						stage: compiler.webpack.Compilation
							.PROCESS_ASSETS_STAGE_REPORT,
					},
					() => {
						const graph = {};
						for ( const [
							name,
							group,
						] of compilation.namedChunkGroups ) {
							graph[ name ] = [
								...new Set(
									group.chunks.flatMap( ( chunk ) =>
										[ ...chunk.files ].filter( ( file ) =>
											file.endsWith( '.js' )
										)
									)
								),
							];
						}
						compilation.emitAsset(
							'chunk-graph.json',
							new compiler.webpack.sources.RawSource(
								JSON.stringify( graph, null, '\t' )
							)
						);
						compilation.emitAsset(
							'lazy-chunks.php',
							new compiler.webpack.sources.RawSource(
								lazyChunksPhp( compilation )
							)
						);
					}
				);
			}
		);
	}
}

module.exports = {
	...defaultConfig,
	entry: {
		admin: path.resolve( __dirname, 'src/admin/index.tsx' ),
		// The template builder: WordPress's block editor, loaded on the
		// builder's own admin page only (includes/Admin/BuilderPage.php).
		'template-builder': path.resolve(
			__dirname,
			'src/template-builder/index.tsx'
		),
		// Visitors' pages: each loaded only where it is used.
		'event-page': path.resolve(
			__dirname,
			'src/frontend/event-page/index.ts'
		),
		booking: path.resolve( __dirname, 'src/frontend/booking/index.ts' ),
		ticket: path.resolve( __dirname, 'src/frontend/ticket/index.ts' ),
		rsvp: path.resolve( __dirname, 'src/frontend/rsvp/index.ts' ),
		// Shortcode and block widgets (includes/Shortcodes/): the style and the
		// slider and tab script, only on pages that show a widget; the
		// calendar, only where a calendar is; the embed script other sites
		// load, and the widgets' blocks in the block editor.
		widgets: path.resolve( __dirname, 'src/frontend/widgets/index.ts' ),
		calendar: path.resolve( __dirname, 'src/frontend/calendar/index.ts' ),
		embed: path.resolve( __dirname, 'src/frontend/embed/index.ts' ),
		'embed-frame': path.resolve( __dirname, 'src/frontend/embed/frame.ts' ),
		'widget-blocks': path.resolve(
			__dirname,
			'src/blocks/widgets/index.tsx'
		),
		// The ticket scanner page (staff at the door; includes/Scanner/).
		scanner: path.resolve( __dirname, 'src/scanner/index.ts' ),
		// The template builder's blocks: build/blocks/<name>/index.js next to
		// the block.json and render.php the default config copies there.
		...Object.fromEntries(
			[
				'template-container',
				'qr-code',
				'attendee-info',
				'event-info',
			].map( ( name ) => [
				`blocks/${ name }/index`,
				path.resolve( __dirname, `src/blocks/${ name }/index.ts` ),
			] )
		),
	},
	output: {
		...defaultConfig.output,
		// Lazy screens are separate files next to admin.js; webpack finds them
		// relative to the script that loaded it.
		publicPath: 'auto',
		chunkFilename: 'chunks/[name].[contenthash:8].js',
	},
	plugins: [ ...defaultConfig.plugins, new ChunkGraphPlugin() ],
	performance: {
		// The budget is checked by `npm run size` on gzip sizes instead.
		hints: false,
	},
};
