/**
 * Jest setup shared by every unit test.
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

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

// Screens are lazy chunks rendered through the whole app: allow them time.
configure( { asyncUtilTimeout: 10000 } );
