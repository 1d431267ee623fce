/**
 * Subject and Message, and the placeholders the server fills in for each
 * recipient: a click inserts one at the cursor of the field last in focus
 * (the message's end when none was), and the cursor goes after it.
 */

/**
 * External dependencies
 */
import { Button, Form, Input, type FormInstance } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import type { FocusEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	MESSAGE_MAX,
	PLACEHOLDERS,
	SUBJECT_MAX,
	type InvitationFormValues,
} from '../invitation-values';

type TextField = 'subject' | 'message';
type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * The rules of a required text with a limit.
 *
 * @param required Message when empty.
 * @param max      Most characters.
 * @param tooLong  Message when longer.
 */
function textRules( required: string, max: number, tooLong: string ) {
	return [
		{ required: true, whitespace: true, message: required },
		{ max, message: tooLong },
	];
}

/**
 * The fields.
 *
 * @param props      Props.
 * @param props.form The invitation form.
 */
export function MessageFields( {
	form,
}: {
	form: FormInstance< InvitationFormValues >;
} ) {
	const messageRef = useRef< TextAreaRef >( null );
	const last = useRef< { name: TextField; element: TextElement } | null >(
		null
	);
	const remember =
		( name: TextField ) => ( event: FocusEvent< TextElement > ) => {
			last.current = { name, element: event.target };
		};

	const insert = ( placeholder: string ) => {
		const target = last.current ?? {
			name: 'message' as const,
			element: messageRef.current?.resizableTextArea?.textArea,
		};
		const value = String( form.getFieldValue( target.name ) ?? '' );
		// An element keeps its selection after it loses focus to the button.
		const start = target.element?.selectionStart ?? value.length;
		const end = target.element?.selectionEnd ?? start;
		form.setFields( [
			{
				name: target.name,
				value:
					value.slice( 0, start ) + placeholder + value.slice( end ),
				touched: true,
			},
		] );
		form.validateFields( [ target.name ] ).catch( () => undefined );
		const caret = start + placeholder.length;
		// After React has rendered the new value.
		setTimeout( () => {
			target.element?.focus();
			target.element?.setSelectionRange( caret, caret );
		} );
	};

	return (
		<>
			<Form.Item< InvitationFormValues >
				label={ __( 'Subject', 'eventin-pro' ) }
				name="subject"
				rules={ textRules(
					__( 'Subject is Required!', 'eventin-pro' ),
					SUBJECT_MAX,
					sprintf(
						/* translators: %d: most characters. */
						__(
							'The subject is at most %d characters long.',
							'eventin-pro'
						),
						SUBJECT_MAX
					)
				) }
			>
				<Input
					maxLength={ SUBJECT_MAX }
					autoComplete="off"
					onFocus={ remember( 'subject' ) }
				/>
			</Form.Item>
			<Form.Item< InvitationFormValues >
				label={ __( 'Message', 'eventin-pro' ) }
				name="message"
				rules={ textRules(
					__( 'Message is Required!', 'eventin-pro' ),
					MESSAGE_MAX,
					sprintf(
						/* translators: %d: most characters. */
						__(
							'The message is at most %d characters long.',
							'eventin-pro'
						),
						MESSAGE_MAX
					)
				) }
			>
				<Input.TextArea
					ref={ messageRef }
					rows={ 10 }
					maxLength={ MESSAGE_MAX }
					showCount
					onFocus={ remember( 'message' ) }
				/>
			</Form.Item>
			<p className="eventin-rsvp-invite__placeholders">
				<span id="eventin-rsvp-invite-placeholders">
					{ __( 'Click a placeholder to insert it:', 'eventin-pro' ) }
				</span>
				{ PLACEHOLDERS.map( ( placeholder ) => (
					<Button
						key={ placeholder }
						size="small"
						className="eventin-rsvp-invite__placeholder"
						aria-describedby="eventin-rsvp-invite-placeholders"
						// Keeps the focus (and selection) in the field.
						onMouseDown={ ( event ) => event.preventDefault() }
						onClick={ () => insert( placeholder ) }
					>
						{ placeholder }
					</Button>
				) ) }
			</p>
		</>
	);
}
