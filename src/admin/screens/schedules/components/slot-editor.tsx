/**
 * The slot editor: the list of slots, each editable, removable and movable
 * up or down; an Add Slot button; the server's message about the slots.
 * Focus follows the user's action so the editor works from the keyboard:
 * a moved slot keeps the focus on its button, a new slot gets it on its
 * start time, a removal hands it to Add Slot.
 */

/**
 * External dependencies
 */
import { Button, Form } from 'antd';

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { emptySlot } from '../slots';
import { SlotFields } from './slot-fields';

type FocusTarget =
	| { kind: 'move'; index: number; direction: 'up' | 'down' }
	| { kind: 'start'; index: number }
	| { kind: 'add' };

/**
 * The element to focus for a target, inside the editor.
 *
 * @param root   The editor.
 * @param target What to focus.
 */
function elementFor(
	root: HTMLElement,
	target: FocusTarget
): HTMLElement | null {
	if ( target.kind === 'add' ) {
		return root.querySelector( '.eventin-schedule-form__add-slot' );
	}
	const slot = root.querySelector( `[data-slot="${ target.index }"]` );
	if ( ! slot ) {
		return null;
	}
	if ( target.kind === 'start' ) {
		return slot.querySelector( 'input' );
	}
	// At the top or bottom its own button is disabled: use the other one.
	const own = slot.querySelector< HTMLButtonElement >(
		`[data-move="${ target.direction }"]`
	);
	return own && ! own.disabled
		? own
		: slot.querySelector(
				`[data-move="${ target.direction === 'up' ? 'down' : 'up' }"]`
		  );
}

/**
 * The editor (inside the schedule form).
 */
export function SlotEditor() {
	const root = useRef< HTMLElement >( null );
	const [ focus, setFocus ] = useState< FocusTarget | null >( null );

	useEffect( () => {
		if ( focus && root.current ) {
			elementFor( root.current, focus )?.focus();
			setFocus( null );
		}
	}, [ focus ] );

	return (
		<section
			className="eventin-schedule-form__slots"
			ref={ root }
			aria-labelledby="eventin-schedule-slots-title"
		>
			<h3
				id="eventin-schedule-slots-title"
				className="eventin-schedule-form__slots-title"
			>
				{ __( 'Slots', 'eventin-pro' ) }
			</h3>
			<Form.List name="slots">
				{ ( fields, { add, remove, move }, { errors } ) => (
					<>
						{ fields.length === 0 ? (
							<p className="eventin-schedule-form__note">
								{ __(
									'No slots yet: add the first talk or session of the day.',
									'eventin-pro'
								) }
							</p>
						) : (
							<ol className="eventin-schedule-form__slot-list">
								{ fields.map( ( field, index ) => (
									<SlotFields
										key={ field.key }
										field={ field }
										index={ index }
										count={ fields.length }
										onMove={ ( to ) => {
											move( index, to );
											setFocus( {
												kind: 'move',
												index: to,
												direction:
													to < index ? 'up' : 'down',
											} );
										} }
										onRemove={ () => {
											remove( field.name );
											setFocus( { kind: 'add' } );
										} }
									/>
								) ) }
							</ol>
						) }
						<Form.ErrorList
							className="eventin-schedule-form__slots-error"
							errors={ errors }
						/>
						<Button
							className="eventin-schedule-form__add-slot"
							onClick={ () => {
								add( emptySlot() );
								setFocus( {
									kind: 'start',
									index: fields.length,
								} );
							} }
						>
							{ __( 'Add Slot', 'eventin-pro' ) }
						</Button>
					</>
				) }
			</Form.List>
		</section>
	);
}
