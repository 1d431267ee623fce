/**
 * End-to-end tests (Playwright) against a throw-away WordPress Playground
 * site that tests/e2e/global-setup.ts boots on a free port (see
 * tests/e2e/fixtures.ts for the helpers). Run `npm run build` first, then:
 *
 *   npx playwright test
 *
 * The browser is Debian's Chromium (/usr/bin/chromium), never a download.
 * EVENTIN_PLAYWRIGHT_JSON=<file> adds a JSON report.
 */
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ENV_BASE_URL } from './tests/e2e/env';

const jsonReport = process.env.EVENTIN_PLAYWRIGHT_JSON;
const reporter: ReporterDescription[] = [ [ 'list' ] ];
if ( jsonReport ) {
	reporter.push( [ 'json', { outputFile: jsonReport } ] );
}

export default defineConfig( {
	testDir: './tests/e2e',
	testMatch: '**/*.spec.ts',
	outputDir: './test-results/e2e',
	globalSetup: './tests/e2e/global-setup.ts',
	timeout: 120_000,
	expect: { timeout: 20_000 },
	workers: 1,
	fullyParallel: false,
	retries: process.env.CI ? 1 : 0,
	forbidOnly: !! process.env.CI,
	reporter,
	use: {
		// Set by the global setup (workers inherit it); the fixtures read it too.
		baseURL: process.env[ ENV_BASE_URL ],
		browserName: 'chromium',
		headless: true,
		launchOptions: {
			executablePath: CHROMIUM_PATH,
			args: CHROMIUM_ARGS,
		},
		actionTimeout: 30_000,
		navigationTimeout: 60_000,
		screenshot: 'only-on-failure',
		trace: 'retain-on-failure',
	},
} );
