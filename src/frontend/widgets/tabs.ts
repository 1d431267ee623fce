/**
 * Tabs of the shortcode widgets (events by category, schedules by day).
 *
 * Markup contract (printed by includes/Shortcodes/Views/*):
 *
 *     <div class="eventin-tabs" data-eventin-tabs>
 *       <div class="eventin-tabs__list" role="tablist" aria-label="…" [hidden]>
 *         <button type="button" role="tab" class="eventin-tabs__tab"
 *                 id="X-tab-0" aria-controls="X-panel-0">…</button>
 *         …
 *       </div>
 *       <div class="eventin-tabs__panel" role="tabpanel"
 *            id="X-panel-0" aria-labelledby="X-tab-0">
 *         <h2 class="eventin-tabs__heading">…</h2>
 *         …
 *       </div>
 *       …
 *     </div>
 *
 * Without this script every panel shows, one after the other, each under its
 * heading, and the tab list is not shown (buttons that do nothing would be
 * worse than none). The ids are unique on the page (wp_unique_id()). A view
 * that prints tabs enqueues the script with WidgetAssets::script( 'widgets' ).
 *
 * What it does: shows the tab list, marks the tabs (aria-selected, one of
 * them in the tab order), shows the selected panel and hides the others;
 * a click, or the arrow keys, Home and End on the list, select a tab. The
 * first tab is selected, or the one printed with aria-selected="true".
 * The panel headings are then read by screen readers only (the tabs name
 * the panels): `.eventin-tabs.is-ready .eventin-tabs__heading` in the CSS.
 */

/**
 * One tab set's behaviour.
 */
export class Tabs {
	readonly root: HTMLElement;

	readonly tabs: HTMLElement[];

	private readonly panels: ( HTMLElement | null )[];

	/**
	 * @param root The element holding the list and the panels.
	 * @param list The tab list.
	 */
	constructor( root: HTMLElement, list: HTMLElement ) {
		this.root = root;
		this.tabs = Array.from(
			list.querySelectorAll< HTMLElement >( '[role="tab"]' )
		);
		const doc = root.ownerDocument;
		this.panels = this.tabs.map( ( tab ) => {
			const id = tab.getAttribute( 'aria-controls' );
			return id ? doc.getElementById( id ) : null;
		} );
		const printed = this.tabs.findIndex(
			( tab ) => tab.getAttribute( 'aria-selected' ) === 'true'
		);
		this.tabs.forEach( ( tab, index ) => {
			tab.addEventListener( 'click', () => this.select( index ) );
		} );
		list.addEventListener( 'keydown', ( event ) => this.onKey( event ) );
		list.hidden = false;
		root.classList.add( 'is-ready' );
		this.select( Math.max( 0, printed ), false );
	}

	/**
	 * The selected tab's index.
	 */
	selected(): number {
		return Math.max(
			0,
			this.tabs.findIndex(
				( tab ) => tab.getAttribute( 'aria-selected' ) === 'true'
			)
		);
	}

	/**
	 * Selects a tab and shows its panel.
	 *
	 * @param index Tab index.
	 * @param focus Whether to move the focus to the tab.
	 */
	select( index: number, focus = false ): void {
		this.tabs.forEach( ( tab, i ) => {
			const on = i === index;
			tab.setAttribute( 'aria-selected', on ? 'true' : 'false' );
			tab.tabIndex = on ? 0 : -1;
			tab.classList.toggle( 'is-selected', on );
			const panel = this.panels[ i ];
			if ( panel ) {
				panel.hidden = ! on;
			}
		} );
		if ( focus ) {
			this.tabs[ index ]?.focus();
		}
	}

	/**
	 * Arrow keys move to the next or previous tab (round the ends), Home and
	 * End to the first and last; the tab reached is selected.
	 *
	 * @param event Key event on the list.
	 */
	private onKey( event: KeyboardEvent ): void {
		const count = this.tabs.length;
		if ( ! count ) {
			return;
		}
		const rtl = getComputedStyle( this.root ).direction === 'rtl';
		const now = this.selected();
		let target: number | null = null;
		switch ( event.key ) {
			case 'ArrowRight':
				target = now + ( rtl ? -1 : 1 );
				break;
			case 'ArrowLeft':
				target = now + ( rtl ? 1 : -1 );
				break;
			case 'Home':
				target = 0;
				break;
			case 'End':
				target = count - 1;
				break;
		}
		if ( target !== null ) {
			event.preventDefault();
			this.select( ( target + count ) % count, true );
		}
	}
}

/**
 * Turns every tab set under a root into working tabs (once each).
 *
 * @param root Document or element.
 * @return The tab sets made now.
 */
export function initTabs( root: ParentNode ): Tabs[] {
	const made: Tabs[] = [];
	root.querySelectorAll< HTMLElement >( '[data-eventin-tabs]' ).forEach(
		( element ) => {
			const list = Array.from( element.children ).find( ( child ) =>
				child.matches( '[role="tablist"]' )
			) as HTMLElement | undefined;
			if ( ! list || element.dataset.eventinReady ) {
				return;
			}
			element.dataset.eventinReady = '1';
			made.push( new Tabs( element, list ) );
		}
	);
	return made;
}
