/**
 * Extends the @wordpress/scripts webpack config with our entries.
 * WordPress packages and React stay external (provided by WordPress).
 */
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

module.exports = {
	...defaultConfig,
	entry: {
		admin: path.resolve( __dirname, 'src/admin/index.tsx' ),
	},
	output: {
		...defaultConfig.output,
		// Lazy screens are separate files next to admin.js; webpack finds them
		// relative to the script that loaded it.
		publicPath: 'auto',
		chunkFilename: 'chunks/[name].[contenthash:8].js',
	},
	performance: {
		// The budget is checked by `npm run size` on gzip sizes instead.
		hints: false,
	},
};
