/**
 * build/embed.js: the script registered sites paste
 * (`<script src="…/build/embed.js?ver=…&id=ID" async></script>`). It writes
 * the frame of record ID after itself and keeps it as tall as its content.
 */

/**
 * Internal dependencies
 */
import { currentScript, embed } from './loader';

embed( currentScript( document ) );
