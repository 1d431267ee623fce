/**
 * Shared list body of event categories and event tags.
 */

/**
 * External dependencies
 */
import { Button, Empty } from 'antd';
import type { ColumnsType } from 'antd/es/table';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	ListPage,
	useDeleteAction,
	useListQuery,
	type DeleteMessages,
} from '../../../components/list-page';
import type { createCollectionStore } from '../../../data/factory';
import './style.scss';

export interface TermRow {
	id: number;
	name: string;
	description: string;
	count: number;
	parent?: number;
	/** Event categories: '' or a hex colour, shown as a swatch before the name. */
	color?: string;
}

export interface TermListProps< T extends TermRow > {
	store: ReturnType< typeof createCollectionStore >;
	nounPlural: string;
	searchPlaceholder: string;
	deleteMessages: DeleteMessages;
	/** Columns shown after Name and Description (e.g. Parent). */
	extraColumns?: ColumnsType< T >;
	emptyText: string;
	className: string;
}

/**
 * The list.
 *
 * @param props Props.
 */
export function TermList< T extends TermRow >( props: TermListProps< T > ) {
	const listQuery = useListQuery();
	const { deleteOne } = useDeleteAction( props.store, props.deleteMessages );

	const columns: ColumnsType< T > = [
		{
			title: __( 'Name', 'eventin-pro' ),
			dataIndex: 'name',
			key: 'name',
			render: ( name: string, row: T ) => (
				<span className="eventin-terms__name">
					{ row.color && (
						<span
							className="eventin-terms__swatch"
							style={ { backgroundColor: row.color } }
							aria-hidden="true"
						/>
					) }
					<strong>{ name }</strong>
				</span>
			),
		},
		{
			title: __( 'Description', 'eventin-pro' ),
			dataIndex: 'description',
			key: 'description',
			render: ( text: string ) =>
				text ? (
					<span className="eventin-terms__description">{ text }</span>
				) : (
					'—'
				),
		},
		...( props.extraColumns ?? [] ),
		{
			title: __( 'Count', 'eventin-pro' ),
			dataIndex: 'count',
			key: 'count',
			width: 90,
		},
		{
			title: __( 'Action', 'eventin-pro' ),
			key: 'action',
			width: 110,
			render: ( _: unknown, row: T ) => (
				<Button
					danger
					size="small"
					onClick={ () => deleteOne( row.id ) }
				>
					{ __( 'Delete', 'eventin-pro' ) }
				</Button>
			),
		},
	];

	return (
		<ListPage< T >
			className={ props.className }
			store={ props.store }
			listQuery={ listQuery }
			columns={ columns }
			nounPlural={ props.nounPlural }
			rowName={ ( term ) => term.name }
			searchPlaceholder={ props.searchPlaceholder }
			deleteMessages={ props.deleteMessages }
			empty={ <Empty description={ props.emptyText } /> }
		/>
	);
}
