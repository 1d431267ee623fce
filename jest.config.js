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
	// One worker per CPU: jest's default keeps a CPU for its main process,
	// which only hands out files, so a 2-CPU machine ran in band (95 s for
	// the suite on an idle machine; 65 s with two workers).
	maxWorkers: '100%',
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
