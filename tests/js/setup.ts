/**
 * Jest setup shared by every unit test.
 */
import '@testing-library/jest-dom';

// antd reads these browser APIs that jsdom does not implement.
Object.defineProperty( window, 'matchMedia', {
	writable: true,
	value: ( query: string ) => ( {
		matches: false,
		media: query,
		onchange: null,
		addListener: () => {},
		removeListener: () => {},
		addEventListener: () => {},
		removeEventListener: () => {},
		dispatchEvent: () => false,
	} ),
} );

class ResizeObserverStub {
	observe() {}
	unobserve() {}
	disconnect() {}
}
( window as unknown as { ResizeObserver: unknown } ).ResizeObserver =
	ResizeObserverStub;
