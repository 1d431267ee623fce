/**
 * Entry of the booking script: enhances the booking forms of the page
 * (loaded only where the form is printed).
 */

/**
 * Internal dependencies
 */
import { enhance } from './booking-form';
import './booking.scss';

document
	.querySelectorAll< HTMLFormElement >( 'form.eventin-booking__form' )
	.forEach( enhance );
