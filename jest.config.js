/**
 * Unit tests: the @wordpress/scripts preset plus our setup. Tests sit beside
 * the code in `test/` folders.
 */
const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	// antd renders slowly in jsdom; screens are tested through the whole app.
	testTimeout: 30000,
	// jsdom whose getComputedStyle does not recompile antd's selectors on
	// every call (see the file).
	testEnvironment: '<rootDir>/tests/js/jsdom-environment.js',
	roots: [ '<rootDir>/src' ],
	setupFilesAfterEnv: [
		...( defaultConfig.setupFilesAfterEnv || [] ),
		'<rootDir>/tests/js/setup.ts',
	],
	testPathIgnorePatterns: [
		'/node_modules/',
		'<rootDir>/vendor/',
		'<rootDir>/build/',
	],
};
