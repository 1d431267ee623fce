/**
 * jsdom's getComputedStyle matches every rule of every stylesheet for the
 * element and again for each ancestor (to resolve `visibility`). With antd's
 * CSS-in-JS in the page that is about a third of a second per call, and
 * every popup (select, dropdown, tooltip, date picker) makes dozens of calls
 * to align itself. jsdom does no layout, so the values from stylesheets mean
 * nothing to these tests: the element's inline style stands in for the
 * computed style while they run.
 *
 * Call it once at the top of a test file (it installs beforeAll / afterAll).
 */
export function withInlineComputedStyle() {
	let spy: jest.SpyInstance;
	beforeAll( () => {
		spy = jest
			.spyOn( window, 'getComputedStyle' )
			.mockImplementation( ( element ) => {
				const declaration = document.createElement( 'div' ).style;
				declaration.cssText =
					( element as HTMLElement ).style?.cssText ?? '';
				return declaration;
			} );
	} );
	afterAll( () => spy.mockRestore() );
}
