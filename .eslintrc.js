/**
 * Lint rules: the @wordpress/scripts defaults, with one exception.
 */
module.exports = {
	root: true,
	extends: [ 'plugin:@wordpress/eslint-plugin/recommended' ],
	rules: {
		// The product's texts are a contract ('Checking Authorization...',
		// 'Access Denied! Redirecting...'): three dots stay three dots.
		'@wordpress/i18n-ellipsis': 'off',
	},
	overrides: [
		{
			// Command-line tools: printing is their job.
			files: [ 'scripts/**', '*.config.js', '*.config.ts' ],
			env: { node: true },
			rules: { 'no-console': 'off' },
		},
		{
			// The template builder's one door to WordPress 6.8's experimental
			// editor APIs: these three names, feature-detected with fallbacks.
			files: [ 'src/template-builder/lib/unstable.ts' ],
			rules: {
				'@wordpress/no-unsafe-wp-apis': [
					'error',
					{
						'@wordpress/block-editor': [
							'__experimentalLibrary',
							'__experimentalListView',
						],
						'@wordpress/block-library': [
							'__experimentalGetCoreBlocks',
						],
					},
				],
			},
		},
		{
			files: [ '**/test/**', 'tests/**' ],
			env: { jest: true },
		},
	],
};
