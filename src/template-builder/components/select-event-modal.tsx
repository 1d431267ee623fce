/**
 * 'Edit Template Design' (spec 02 §2): the event an event template is
 * designed and previewed with. The event is required ('Please select an
 * event'); Create Event goes to /events/create.
 */

/**
 * WordPress dependencies
 */
import { Button, ComboboxControl, Modal } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { TemplateBuilderEvent } from '../../admin/extension-points';

export interface SelectEventModalProps {
	/** The chosen event, 0 for none. */
	value: number;
	loadEvents: () => Promise< TemplateBuilderEvent[] >;
	onSubmit: ( eventId: number ) => void;
	onCreateEvent: () => void;
	/** Closing without a choice; none while the template has no event. */
	onClose?: () => void;
}

/**
 * The modal.
 *
 * @param props Props.
 */
export function SelectEventModal( props: SelectEventModalProps ) {
	const { value, loadEvents, onSubmit, onCreateEvent, onClose } = props;
	const [ events, setEvents ] = useState< TemplateBuilderEvent[] | null >(
		null
	);
	const [ choice, setChoice ] = useState( value );
	const [ error, setError ] = useState( '' );

	useEffect( () => {
		let live = true;
		loadEvents()
			.then( ( list ) => live && setEvents( list ) )
			.catch( () => live && setEvents( [] ) );
		return () => {
			live = false;
		};
	}, [ loadEvents ] );

	const submit = () => {
		if ( ! choice ) {
			setError( __( 'Please select an event', 'eventin-pro' ) );
			return;
		}
		onSubmit( choice );
	};

	return (
		<Modal
			title={ __( 'Edit Template Design', 'eventin-pro' ) }
			className="eventin-builder__select-event"
			onRequestClose={ () => onClose?.() }
			isDismissible={ !! onClose }
			shouldCloseOnEsc={ !! onClose }
			shouldCloseOnClickOutside={ !! onClose }
		>
			<form
				noValidate
				onSubmit={ ( event ) => {
					event.preventDefault();
					submit();
				} }
			>
				<ComboboxControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Event', 'eventin-pro' ) }
					help={
						events === null
							? __( 'Loading events…', 'eventin-pro' )
							: undefined
					}
					value={ choice ? String( choice ) : null }
					options={ ( events ?? [] ).map( ( event ) => ( {
						value: String( event.id ),
						label: event.title,
					} ) ) }
					onChange={ ( next ) => {
						setChoice( Number( next ) || 0 );
						setError( '' );
					} }
				/>
				{ error && (
					<p className="eventin-builder__field-error" role="alert">
						{ error }
					</p>
				) }
				<div className="eventin-builder__modal-actions">
					<Button variant="secondary" onClick={ onCreateEvent }>
						{ __( 'Create Event', 'eventin-pro' ) }
					</Button>
					<Button variant="primary" type="submit">
						{ __( 'Edit Template', 'eventin-pro' ) }
					</Button>
				</div>
			</form>
		</Modal>
	);
}
