/**
 * Shared constants of the end-to-end harness (used by playwright.config.ts,
 * the global setup and the fixtures).
 */
import path from 'node:path';

export const REPO_ROOT = path.resolve( __dirname, '../..' );

/** Debian's Chromium: Playwright never downloads a browser here. */
export const CHROMIUM_PATH =
	process.env.EVENTIN_CHROMIUM || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
	'--disable-quic',
];

/** Where the global setup leaves the site's log and PHP error log. */
export const SITE_LOG_DIR = path.join( REPO_ROOT, 'test-results/e2e-site' );

/** Set by the global setup, read by the fixtures (workers inherit them). */
export const ENV_BASE_URL = 'EVENTIN_E2E_BASE_URL';
export const ENV_TOKEN = 'EVENTIN_E2E_TOKEN';
export const ENV_WORDPRESS_DIR = 'EVENTIN_E2E_WORDPRESS_DIR';

/** Playground logs in as admin on the first request of a client without it. */
export const AUTO_LOGIN_COOKIE = 'playground_auto_login_already_happened';
