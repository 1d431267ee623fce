/**
 * A route's error element without a data router: the hash router the
 * dashboard uses ignores `errorElement`, and a data router would add about
 * 13 KB gzip to the shell every screen loads. `withErrorElements()` wraps each
 * route that declares one in this boundary instead, and the error page reads
 * what was thrown with `useRouteFailure()`.
 */

/**
 * WordPress dependencies
 */
import { Component, createContext, useContext } from '@wordpress/element';

/**
 * External dependencies
 */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

const FailureContext = createContext< unknown >( undefined );

/**
 * What the nearest route boundary caught.
 */
export function useRouteFailure(): unknown {
	return useContext( FailureContext );
}

interface Props {
	/** Rendered instead of the children once they throw. */
	fallback: ReactNode;
	children: ReactNode;
}

interface State {
	failed: boolean;
	error: unknown;
}

/**
 * Catches render errors of one route's element.
 */
export class RouteErrorBoundary extends Component< Props, State > {
	state: State = { failed: false, error: undefined };

	static getDerivedStateFromError( error: unknown ): State {
		return { failed: true, error };
	}

	componentDidCatch( error: unknown ) {
		// eslint-disable-next-line no-console
		console.error( error );
	}

	render() {
		if ( ! this.state.failed ) {
			return this.props.children;
		}
		return (
			<FailureContext.Provider value={ this.state.error }>
				{ this.props.fallback }
			</FailureContext.Provider>
		);
	}
}

/**
 * The route table with every `errorElement` turned into a boundary around
 * the route's element (recursively).
 *
 * @param routes Route objects.
 */
export function withErrorElements( routes: RouteObject[] ): RouteObject[] {
	return routes.map( ( route ) => {
		const { errorElement, children, ...rest } = route;
		const next = { ...rest } as RouteObject;
		if ( errorElement ) {
			next.element = (
				<RouteErrorBoundary fallback={ errorElement }>
					{ route.element }
				</RouteErrorBoundary>
			);
		}
		if ( children ) {
			( next as { children?: RouteObject[] } ).children =
				withErrorElements( children );
		}
		return next;
	} );
}
