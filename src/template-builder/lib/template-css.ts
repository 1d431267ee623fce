/**
 * The template's CSS (spec 02 §4: generated from the blocks' styles on every
 * save): each block with a `containerClassName` and `styles` keyed by device
 * gives its Desktop rules, then its Tablet rules under max-width 768 px and
 * its Mobile rules under max-width 480 px (spec 02 §9). The server prints it
 * in a <style> with every "<" removed.
 */

/**
 * WordPress dependencies
 */
import type { BlockInstance } from '@wordpress/blocks';

export type Device = 'Desktop' | 'Tablet' | 'Mobile';

/** Breakpoints of the smaller devices (max-width, px). */
export const BREAKPOINTS: Record< Exclude< Device, 'Desktop' >, number > = {
	Tablet: 768,
	Mobile: 480,
};

type StyleMap = Record< string, unknown >;

/**
 * CSS declarations from a property => value map: camelCase names become
 * kebab-case; values lose the characters that could end the rule.
 *
 * @param map       Property => value.
 * @param important Add !important (device rules beat the inline Desktop style).
 */
export function declarations( map: StyleMap, important = false ): string {
	return Object.entries( map )
		.filter(
			( [ property, value ] ) =>
				/^[a-zA-Z-]+$/.test( property ) &&
				( typeof value === 'string' || typeof value === 'number' ) &&
				String( value ).trim() !== ''
		)
		.map(
			( [ property, value ] ) =>
				`${ property
					.replace( /([a-z])([A-Z])/g, '$1-$2' )
					.toLowerCase() }:${ String( value )
					.replace( /[;{}<>]/g, '' )
					.trim() }${ important ? ' !important' : '' }`
		)
		.join( ';' );
}

/**
 * A class name safe to use in a selector.
 *
 * @param name Class name(s), space separated.
 */
function selectorOf( name: string ): string {
	return name
		.split( /\s+/ )
		.map( ( part ) => part.replace( /[^A-Za-z0-9_-]/g, '' ) )
		.filter( Boolean )
		.map( ( part ) => `.${ part }` )
		.join( '' );
}

/**
 * The CSS of a block tree.
 *
 * @param blocks Blocks.
 */
export function templateCss( blocks: BlockInstance[] ): string {
	const rules: Record< Device, string[] > = {
		Desktop: [],
		Tablet: [],
		Mobile: [],
	};
	const walk = ( list: BlockInstance[] ) => {
		for ( const block of list ) {
			const styles = block.attributes?.styles as
				| Partial< Record< Device, StyleMap > >
				| undefined;
			const selector = selectorOf(
				String( block.attributes?.containerClassName ?? '' )
			);
			if ( selector && styles && typeof styles === 'object' ) {
				( Object.keys( rules ) as Device[] ).forEach( ( device ) => {
					const css = declarations(
						styles[ device ] ?? {},
						device !== 'Desktop'
					);
					if ( css ) {
						rules[ device ].push( `${ selector }{${ css }}` );
					}
				} );
			}
			walk( block.innerBlocks ?? [] );
		}
	};
	walk( blocks );
	return [
		rules.Desktop.join( '' ),
		...( [ 'Tablet', 'Mobile' ] as const )
			.filter( ( device ) => rules[ device ].length )
			.map(
				( device ) =>
					`@media (max-width:${ BREAKPOINTS[ device ] }px){${ rules[
						device
					].join( '' ) }}`
			),
	].join( '' );
}
