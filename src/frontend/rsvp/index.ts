/**
 * Entry of the RSVP script: enhances the RSVP form of the event page (loaded
 * only where the form is printed).
 */

/**
 * Internal dependencies
 */
import { enhance } from './rsvp-form';

document
	.querySelectorAll< HTMLFormElement >( 'form[data-eventin-rsvp]' )
	.forEach( ( form ) => enhance( form ) );
