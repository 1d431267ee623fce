/**
 * The saved scripts, below the catalogue: every script Get Script made
 * (GET shortcodes/script, newest first), which registered sites may have
 * pasted. Each row names the script and its widget, tells when it was
 * made, shows the script tag with a Copy button, and deletes it after
 * asking. Paged by the list's total; a failure shows the server's message.
 *
 * A plain table rather than antd's: the catalogue and the forms share one
 * chunk, and antd's Table would take it over the screen's size budget.
 */

/**
 * External dependencies
 */
import { Alert, Button, Pagination, Spin } from 'antd';

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { paginationItem } from '../../../../components/pagination-items';
import { formatInstant } from '../../../../components/dates';
import { showingText } from '../../../../components/list-page/showing-text';
import { useCollection, useCollectionActions } from '../../../../data/hooks';
import {
	shortcodeScriptsStore,
	type ShortcodeScript,
	type ShortcodeWidget,
} from '../../../../data/shortcodes';
import { getBoot } from '../../../boot';
import { useDeleteScript } from '../hooks/use-delete-script';
import { copyWithNotice } from './code-box';

/** Rows per page. */
export const SCRIPTS_PER_PAGE = 10;

const DASH = '—';

/**
 * The record's date as an instant: the API gives UTC without a zone
 * designator ('2026-05-01T10:00:00').
 *
 * @param date The record's date.
 */
function utcIso( date: string ): string {
	return /(?:z|[+-]\d{2}:?\d{2})$/i.test( date ) ? date : `${ date }Z`;
}

/**
 * The widget's title by its shortcode tag (or key), else the tag itself.
 *
 * @param widgets The catalogue's widgets.
 * @param tag     The record's widget.
 */
function widgetTitle( widgets: ShortcodeWidget[], tag: string ): string {
	const widget = widgets.find(
		( candidate ) => candidate.tag === tag || candidate.key === tag
	);
	return widget?.title ?? tag;
}

interface RowProps {
	script: ShortcodeScript;
	widgets: ShortcodeWidget[];
	timezone: string;
	onDelete: ( script: ShortcodeScript ) => void;
}

/**
 * One saved script.
 *
 * @param props          Props.
 * @param props.script   The record.
 * @param props.widgets  The catalogue's widgets.
 * @param props.timezone The site's timezone.
 * @param props.onDelete Deletes it (after asking).
 */
function ScriptRow( { script, widgets, timezone, onDelete }: RowProps ) {
	return (
		<tr>
			<td className="eventin-shortcodes-scripts__name">
				{ script.post_name || DASH }
			</td>
			<td>{ widgetTitle( widgets, script.widget ) }</td>
			<td>
				{ formatInstant(
					script.date ? utcIso( script.date ) : '',
					timezone
				) || DASH }
			</td>
			<td>
				<div className="eventin-shortcodes-scripts__script">
					<code title={ script.script }>{ script.script }</code>
					<Button
						size="small"
						aria-label={ sprintf(
							/* translators: %s: name of a saved script. */
							__( 'Copy the script of %s', 'eventin-pro' ),
							script.post_name
						) }
						onClick={ () => copyWithNotice( script.script ) }
					>
						{ __( 'Copy', 'eventin-pro' ) }
					</Button>
				</div>
			</td>
			<td className="eventin-shortcodes-scripts__actions">
				<Button
					size="small"
					danger
					aria-label={ sprintf(
						/* translators: %s: name of a saved script. */
						__( 'Delete %s', 'eventin-pro' ),
						script.post_name
					) }
					onClick={ () => onDelete( script ) }
				>
					{ __( 'Delete', 'eventin-pro' ) }
				</Button>
			</td>
		</tr>
	);
}

export interface SavedScriptsProps {
	/** The catalogue's widgets, for their titles. */
	widgets: ShortcodeWidget[];
}

/**
 * The section.
 *
 * @param props         Props.
 * @param props.widgets The catalogue's widgets.
 */
export function SavedScripts( { widgets }: SavedScriptsProps ) {
	const [ paged, setPaged ] = useState( 1 );
	const query = { paged, per_page: SCRIPTS_PER_PAGE };
	const { items, total, isLoading, isFetching, error } =
		useCollection< ShortcodeScript >( shortcodeScriptsStore, query );
	const { invalidateLists } = useCollectionActions( shortcodeScriptsStore );
	const deleteScript = useDeleteScript();
	const { timezone } = getBoot();

	// The last page shown stays while the next one loads: no blinking.
	const latest = useRef< { items: ShortcodeScript[]; total: number } >();
	if ( ! isLoading ) {
		latest.current = { items, total };
	}
	const shown = latest.current;

	// A page emptied by deletes falls back to the last one that has rows.
	const lastPage = Math.max( 1, Math.ceil( total / SCRIPTS_PER_PAGE ) );
	useEffect( () => {
		if (
			! isLoading &&
			! isFetching &&
			! error &&
			items.length === 0 &&
			paged > lastPage
		) {
			setPaged( lastPage );
		}
	}, [ isLoading, isFetching, error, items.length, paged, lastPage ] );

	let body;
	if ( ! shown ) {
		body = error ? null : (
			<Spin className="eventin-shortcodes__loading" size="small" />
		);
	} else if ( shown.total === 0 && shown.items.length === 0 ) {
		body = error ? null : (
			<p className="eventin-shortcodes-scripts__empty">
				{ __(
					'No saved scripts yet. Get Script on a widget’s form saves one here.',
					'eventin-pro'
				) }
			</p>
		);
	} else {
		body = (
			<Spin spinning={ isLoading || isFetching } size="small">
				<table className="eventin-shortcodes-scripts__table">
					<thead>
						<tr>
							<th scope="col">{ __( 'Name', 'eventin-pro' ) }</th>
							<th scope="col">
								{ __( 'Widget', 'eventin-pro' ) }
							</th>
							<th scope="col">
								{ __( 'Created', 'eventin-pro' ) }
							</th>
							<th scope="col">
								{ __( 'Script', 'eventin-pro' ) }
							</th>
							<th scope="col">
								{ __( 'Actions', 'eventin-pro' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ shown.items.map( ( script ) => (
							<ScriptRow
								key={ script.id }
								script={ script }
								widgets={ widgets }
								timezone={ timezone }
								onDelete={ deleteScript }
							/>
						) ) }
					</tbody>
				</table>
				{ shown.total > SCRIPTS_PER_PAGE && (
					<Pagination
						className="eventin-shortcodes-scripts__pages"
						itemRender={ paginationItem }
						size="small"
						current={ paged }
						pageSize={ SCRIPTS_PER_PAGE }
						total={ shown.total }
						showSizeChanger={ false }
						showTotal={ () =>
							showingText(
								paged,
								SCRIPTS_PER_PAGE,
								shown.total,
								__( 'scripts', 'eventin-pro' )
							)
						}
						onChange={ setPaged }
					/>
				) }
			</Spin>
		);
	}

	return (
		<section
			className="eventin-shortcodes-scripts"
			aria-labelledby="eventin-shortcodes-scripts-title"
		>
			<header className="eventin-shortcodes-scripts__heading">
				<h3
					id="eventin-shortcodes-scripts-title"
					className="eventin-shortcodes-scripts__title"
				>
					{ __( 'Saved scripts', 'eventin-pro' ) }
				</h3>
				<p className="eventin-shortcodes__intro">
					{ __(
						'Scripts made with Get Script, to paste on the sites registered in Settings. Deleting one empties it on every site that uses it.',
						'eventin-pro'
					) }
				</p>
			</header>
			{ error && (
				<Alert
					type="error"
					showIcon
					className="eventin-shortcodes-scripts__error"
					message={ __(
						'Could not load the saved scripts.',
						'eventin-pro'
					) }
					description={ error.message }
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
			{ body }
		</section>
	);
}
