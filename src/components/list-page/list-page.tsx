/**
 * The list-page pattern: filters and a debounced search above a table with
 * row selection, bulk delete, pagination with a page-size changer and
 * 'Showing a - b of n <things>', and loading / empty / error states.
 */

/**
 * External dependencies
 */
import { Alert, Button, Space, Table } from 'antd';
import type { CheckboxProps } from 'antd/es/checkbox';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { createCollectionStore } from '../../data/factory';
import { paginationItem } from '../pagination-items';
import { useCollection, useCollectionActions } from '../../data/hooks';
import { SearchField } from './search-field';
import { showingText } from './showing-text';
import { useDebouncedValue } from './use-debounced-value';
import { useDeleteAction, type DeleteMessages } from './use-delete-action';
import type { ListQuery } from './use-list-query';

export interface ListPageProps< T extends { id: number } > {
	store: ReturnType< typeof createCollectionStore >;
	listQuery: ListQuery;
	columns: ColumnsType< T >;
	/** Plural noun for the pagination text, e.g. "categories". */
	nounPlural: string;
	/** Name of a row: the accessible name of its checkbox is 'Select <name>'. */
	rowName: ( item: T ) => string;
	searchPlaceholder: string;
	/** Query parameter of the search box (default "search"). */
	searchParam?: string;
	/** Extra filter controls, left of the search box. */
	filters?: ReactNode;
	/** Enables row selection and bulk delete. */
	deleteMessages?: DeleteMessages;
	/**
	 * More bulk actions, right of bulk delete: buttons for the selected ids.
	 * `clear` empties the selection once an action is done.
	 */
	bulkActions?: ( selected: number[], clear: () => void ) => ReactNode;
	/** Shown when the list has no rows at all. */
	empty?: ReactNode;
	className?: string;
}

/**
 * A list screen body.
 *
 * @param props Props.
 */
export function ListPage< T extends { id: number } >(
	props: ListPageProps< T >
) {
	const {
		store,
		listQuery,
		columns,
		nounPlural,
		rowName,
		searchPlaceholder,
		searchParam = 'search',
		filters,
		deleteMessages,
		bulkActions,
		empty,
		className,
	} = props;
	const { query, setFilter, setPage } = listQuery;
	const [ search, setSearch ] = useState(
		String( query[ searchParam ] ?? '' )
	);
	const debouncedSearch = useDebouncedValue( search );
	const [ selected, setSelected ] = useState< number[] >( [] );
	const { items, total, isLoading, isFetching, error } = useCollection< T >(
		store,
		query
	);
	const { invalidateLists } = useCollectionActions( store );
	const deleter = useDeleteAction(
		store,
		deleteMessages ?? {
			confirm: '',
			confirmBulk: '',
			success: '',
			failure: '',
		}
	);

	let emptyLocale;
	if ( ! isLoading && ! error && listQuery.isFiltered ) {
		emptyLocale = {
			emptyText: __( 'Nothing matches these filters.', 'eventin-pro' ),
		};
	} else if ( ! isLoading && ! error && empty ) {
		emptyLocale = { emptyText: empty };
	}

	useEffect( () => {
		setFilter( searchParam, debouncedSearch.trim() );
	}, [ debouncedSearch, searchParam, setFilter ] );

	// Selections never outlive the rows they point at.
	useEffect( () => {
		setSelected( ( current ) =>
			current.filter( ( id ) => items.some( ( item ) => item.id === id ) )
		);
	}, [ items ] );

	return (
		<div
			className={ [ 'eventin-list-page', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<div className="eventin-list-page__toolbar">
				<Space wrap>
					{ deleteMessages && (
						<Button
							danger
							disabled={ selected.length === 0 }
							onClick={ () => deleter.deleteMany( selected ) }
						>
							{ __( 'Delete', 'eventin-pro' ) }
							{ selected.length > 0
								? ` (${ selected.length })`
								: '' }
						</Button>
					) }
					{ deleteMessages &&
						bulkActions?.( selected, () => setSelected( [] ) ) }
					{ filters }
				</Space>
				<SearchField
					placeholder={ searchPlaceholder }
					value={ search }
					onChange={ setSearch }
				/>
			</div>
			{ error && (
				<Alert
					type="error"
					showIcon
					className="eventin-list-page__error"
					message={ error.message }
					action={
						<Button
							size="small"
							onClick={ () => invalidateLists() }
						>
							{ __( 'Try again', 'eventin-pro' ) }
						</Button>
					}
				/>
			) }
			<Table< T >
				rowKey="id"
				columns={ columns }
				dataSource={ items }
				loading={ isLoading || isFetching }
				locale={ emptyLocale }
				rowSelection={
					deleteMessages
						? {
								selectedRowKeys: selected,
								onChange: ( keys ) =>
									setSelected( keys as number[] ),
								// antd's types leave out the aria props it passes on to the input.
								getCheckboxProps: ( item ) =>
									( {
										'aria-label': sprintf(
											/* translators: %s: name of a list row, e.g. an event title. */
											__( 'Select %s', 'eventin-pro' ),
											rowName( item )
										),
									} ) as Partial< CheckboxProps >,
								// antd names it in English otherwise.
								getTitleCheckboxProps: () => ( {
									'aria-label': __(
										'Select all',
										'eventin-pro'
									),
								} ),
						  }
						: undefined
				}
				pagination={ {
					itemRender: paginationItem,
					current: Number( query.paged ),
					pageSize: Number( query.per_page ),
					total,
					showSizeChanger: true,
					pageSizeOptions: [ 10, 20, 50, 100 ],
					showTotal: () =>
						showingText(
							Number( query.paged ),
							Number( query.per_page ),
							total,
							nounPlural
						),
					onChange: ( paged, perPage ) => setPage( paged, perPage ),
				} }
			/>
		</div>
	);
}
