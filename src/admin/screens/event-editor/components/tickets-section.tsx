/**
 * Tickets: the ticket variations (name, price, capacity or unlimited, tickets
 * per order, sold read-only), the total on sale and the tickets sold.
 */

/**
 * External dependencies
 */
import { Button, Empty, Flex, Form, Input, Statistic, Switch } from 'antd';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { NumberInput } from '../../../../components/number-input';
import { UNLIMITED_TICKETS } from '../../../../data/events';
import { useEventSave } from '../hooks/use-event-save';
import {
	ticketRows,
	ticketTotal,
	ticketVariations,
	type TicketRow,
} from '../tickets';
import type { EditorEvent } from '../types';
import { SectionForm } from './section-form';

const FIELDS = [ 'ticket_variations' ];

interface TicketValues {
	tickets: TicketRow[];
}

/**
 * The section.
 *
 * @param props       Props.
 * @param props.event Event.
 */
export function TicketsSection( { event }: { event: EditorEvent } ) {
	const [ form ] = Form.useForm< TicketValues >();
	const { save, saving } = useEventSave( form, event.id, FIELDS, {
		ticket_variations: 'tickets',
	} );
	const rows = Form.useWatch( 'tickets', form ) ?? [];
	const total = ticketTotal( rows );

	return (
		<SectionForm< TicketValues >
			className="eventin-event-editor__tickets"
			title={ __( 'Tickets', 'eventin-pro' ) }
			form={ form }
			initialValues={ {
				tickets: ticketRows( event.ticket_variations ?? [] ),
			} }
			saving={ saving }
			onFinish={ ( values ) =>
				save( {
					ticket_variations: ticketVariations( values.tickets ?? [] ),
				} )
			}
		>
			<Flex gap={ 48 } style={ { marginBottom: 24 } }>
				<Statistic
					title={ __( 'Total tickets', 'eventin-pro' ) }
					value={ total === UNLIMITED_TICKETS ? '∞' : total }
				/>
				<Statistic
					title={ __( 'Sold', 'eventin-pro' ) }
					value={ event.sold_tickets ?? 0 }
				/>
			</Flex>
			<Form.List name="tickets">
				{ ( fields, { add, remove }, { errors } ) => (
					<>
						{ fields.length === 0 && (
							<Empty
								image={ Empty.PRESENTED_IMAGE_SIMPLE }
								description={ __(
									'No ticket types yet.',
									'eventin-pro'
								) }
							/>
						) }
						{ fields.map( ( field, index ) => (
							<TicketRowFields
								key={ field.key }
								name={ field.name }
								index={ index }
								unlimited={ !! rows[ field.name ]?.unlimited }
								sold={ rows[ field.name ]?.sold ?? 0 }
								onRemove={ () => remove( field.name ) }
							/>
						) ) }
						<Form.ErrorList errors={ errors } />
						<Form.Item>
							<Button
								type="dashed"
								onClick={ () =>
									add( {
										name: '',
										price: 0,
										capacity: null,
										unlimited: false,
										slug: '',
										sold: 0,
										min_per_order: null,
										max_per_order: null,
									} )
								}
							>
								{ __( 'Add ticket type', 'eventin-pro' ) }
							</Button>
						</Form.Item>
					</>
				) }
			</Form.List>
		</SectionForm>
	);
}

interface TicketRowFieldsProps {
	name: number;
	index: number;
	unlimited: boolean;
	sold: number;
	onRemove: () => void;
}

/**
 * One variation.
 *
 * @param props Props.
 */
function TicketRowFields( props: TicketRowFieldsProps ) {
	const { name, index, unlimited, sold } = props;
	const position = index + 1;
	return (
		<Flex
			className="eventin-event-editor__ticket"
			gap={ 12 }
			wrap
			align="flex-start"
		>
			<Form.Item
				label={ sprintf(
					/* translators: %d: position of the ticket type. */
					__( 'Ticket %d name', 'eventin-pro' ),
					position
				) }
				name={ [ name, 'name' ] }
				style={ { flex: '2 1 220px' } }
				rules={ [
					{
						required: true,
						whitespace: true,
						message: __(
							'Ticket name is required.',
							'eventin-pro'
						),
					},
				] }
			>
				<Input maxLength={ 100 } />
			</Form.Item>
			<Form.Item
				label={ sprintf(
					/* translators: %d: position of the ticket type. */
					__( 'Ticket %d price', 'eventin-pro' ),
					position
				) }
				name={ [ name, 'price' ] }
				style={ { flex: '1 1 150px', minWidth: 150 } }
				rules={ [
					{
						required: true,
						message: __( 'Price is required.', 'eventin-pro' ),
					},
				] }
			>
				<NumberInput
					min={ 0 }
					step={ 0.01 }
					style={ { width: '100%' } }
				/>
			</Form.Item>
			<Form.Item
				label={ sprintf(
					/* translators: %d: position of the ticket type. */
					__( 'Ticket %d capacity', 'eventin-pro' ),
					position
				) }
				name={ [ name, 'capacity' ] }
				style={ { flex: '1 1 150px', minWidth: 150 } }
				rules={ [
					{
						required: ! unlimited,
						message: __(
							'Capacity is required (or choose Unlimited).',
							'eventin-pro'
						),
					},
				] }
			>
				<NumberInput
					min={ 1 }
					precision={ 0 }
					disabled={ unlimited }
					style={ { width: '100%' } }
				/>
			</Form.Item>
			{ perOrderLimits( position ).map( ( limit ) => (
				<Form.Item
					key={ limit.field }
					label={ limit.label }
					name={ [ name, limit.field ] }
					style={ { flex: '1 1 120px', minWidth: 120 } }
				>
					<NumberInput
						min={ 1 }
						precision={ 0 }
						style={ { width: '100%' } }
					/>
				</Form.Item>
			) ) }
			<Form.Item
				label={ sprintf(
					/* translators: %d: position of the ticket type. */
					__( 'Ticket %d sold', 'eventin-pro' ),
					position
				) }
			>
				<span>{ sold }</span>
			</Form.Item>
			{ /* A switch rather than antd's Checkbox, whose code the editor
			would otherwise share with the list screen in a split chunk. */ }
			<Form.Item
				label={ __( 'Unlimited', 'eventin-pro' ) }
				name={ [ name, 'unlimited' ] }
				valuePropName="checked"
			>
				<Switch />
			</Form.Item>
			<Form.Item label=" " colon={ false }>
				<Button
					danger
					onClick={ props.onRemove }
					aria-label={ sprintf(
						/* translators: %d: position of the ticket type. */
						__( 'Remove ticket %d', 'eventin-pro' ),
						position
					) }
				>
					{ __( 'Remove', 'eventin-pro' ) }
				</Button>
			</Form.Item>
		</Flex>
	);
}

/**
 * The per-order limit fields of a variation, with their labels.
 *
 * @param position Position of the variation, from 1.
 */
function perOrderLimits( position: number ) {
	return [
		{
			field: 'min_per_order',
			label: sprintf(
				/* translators: %d: position of the ticket type. */
				__( 'Ticket %d min per order', 'eventin-pro' ),
				position
			),
		},
		{
			field: 'max_per_order',
			label: sprintf(
				/* translators: %d: position of the ticket type. */
				__( 'Ticket %d max per order', 'eventin-pro' ),
				position
			),
		},
	];
}
