/**
 * Stands the element's inline style in for its computed style while a test
 * file runs, so stylesheet rules (antd's `display: none` included) no longer
 * count for toBeVisible() and the like.
 *
 * It was added when one getComputedStyle call cost about a third of a second:
 * the cause was jsdom's selector cache thrashing on antd's rules, fixed in
 * tests/js/jsdom-environment.js. Since then the stand-in saves about 6% of
 * the CPU time of the files that use it (74 s against 70 s for the seven),
 * and they all pass without it; prefer the real computed style in new tests.
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
