/**
 * Entry of build/embed-frame.js (see ./height-reporter.ts).
 */

/**
 * Internal dependencies
 */
import { reportHeight } from './height-reporter';

reportHeight();
