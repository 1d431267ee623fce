/**
 * The jsdom test environment, with a selector matcher that keeps every
 * compiled selector.
 *
 * jsdom's getComputedStyle tests the element against the selector of every
 * rule in every stylesheet (and again for each ancestor, to resolve
 * `visibility`), through nwsapi. nwsapi keeps compiled selectors in a cache
 * bounded to 1000 entries (least recently used goes first), and antd's
 * CSS-in-JS puts about 1,500 rules in the page. Walking 1,500 selectors in
 * order through a 1000-entry LRU misses every time: each rule is parsed and
 * compiled into a new function again, on every call, which made one
 * getComputedStyle call (rc-table measures its scroll bar on mount, modals
 * lock the page scroll) cost seconds.
 *
 * The matcher below spreads the selectors over several nwsapi engines, each
 * holding fewer selectors than its cache limit, so every selector is compiled
 * once per document. Before asking nwsapi, it also does what browsers do
 * first: a rule whose last compound selector names classes or an id the
 * element lacks cannot match it (`.ant-btn-primary:hover` never matches an
 * element without the class `ant-btn-primary`). Everything else is nwsapi's
 * answer, unchanged.
 */

/**
 * External dependencies
 */
const { dirname } = require( 'path' );

/**
 * The package that `from` itself would load.
 *
 * @param {string} name Package name.
 * @param {string} from Directory of the package that depends on it.
 * @return {string} Directory of the package.
 */
const packageDir = ( name, from ) =>
	dirname( require.resolve( `${ name }/package.json`, { paths: [ from ] } ) );

// The jsdom environment of @wordpress/scripts' jest preset ('jsdom'), and the
// jsdom and nwsapi it loads.
const environmentDir = packageDir(
	'jest-environment-jsdom',
	packageDir(
		'@wordpress/jest-preset-default',
		packageDir( '@wordpress/scripts', __dirname )
	)
);
const jsdomDir = packageDir( 'jsdom', environmentDir );
const JSDOMEnvironment = require( environmentDir ).TestEnvironment;
const nwsapi = require( packageDir( 'nwsapi', jsdomDir ) );
const idlUtils = require( `${ jsdomDir }/lib/jsdom/living/generated/utils` );

// Below nwsapi's own cache limit (1000), so no engine ever evicts.
const SELECTORS_PER_ENGINE = 800;

/**
 * The classes and id that an element must carry to match `selector`, one
 * entry per alternative of the selector list, read from the last compound
 * selector of each (the one that describes the element itself). Null when
 * some alternative requires none, or the selector is not plain enough to read
 * safely (escapes, namespaces, non-ASCII names): then only nwsapi answers.
 *
 * @param {string} selector Selector list.
 * @return {Array<{classes: string[], id: ?string}>|null} Requirements.
 */
function requirementsOf( selector ) {
	// @keyframes and @font-face rules come with no selector at all.
	if (
		typeof selector !== 'string' ||
		/[\\|]|[^\x00-\x7f]/.test( selector )
	) {
		return null;
	}
	// What sits in quotes, brackets or parentheses (attribute values,
	// :not(), :where(), :nth-child(2n+1)) does not describe the element's own
	// classes; drop it, innermost first.
	let flat = selector.replace( /"[^"]*"|'[^']*'/g, '' );
	let previous;
	do {
		previous = flat;
		flat = flat.replace( /\([^()]*\)|\[[^[\]]*\]/g, '' );
	} while ( flat !== previous );
	if ( /[()[\]"']/.test( flat ) ) {
		return null;
	}
	const alternatives = flat.split( ',' ).map( ( complex ) => {
		const compound = complex
			.trim()
			.split( /[\s>+~]+/ )
			.pop();
		const id = compound.match( /#(-?[_a-zA-Z][\w-]*)/ );
		return {
			classes: Array.from(
				compound.matchAll( /\.(-?[_a-zA-Z][\w-]*)/g ),
				( [ , name ] ) => name
			),
			id: id ? id[ 1 ] : null,
		};
	} );
	return alternatives.every( ( { classes, id } ) => classes.length || id )
		? alternatives
		: null;
}

/**
 * Whether `element` carries what one of the alternatives requires.
 *
 * @param {Array<{classes: string[], id: ?string}>} requirements From requirementsOf().
 * @param {Element}                                 element      Element.
 * @return {boolean} False when the selector cannot match the element.
 */
function mayMatch( requirements, element ) {
	// jsdom's own class list: the public one checks its arguments on every
	// call, which costs more than the lookup.
	const classList = idlUtils.implForWrapper( element ).classList;
	return requirements.some(
		( { classes, id } ) =>
			( id === null || element.id === id ) &&
			classes.every( ( name ) => classList.contains( name ) )
	);
}

/**
 * A matcher with the interface jsdom uses (`match`, `configure`) over as
 * many nwsapi engines as the page has selectors.
 *
 * @param {Object} window The jsdom window.
 */
function createMatcher( window ) {
	const engines = [];
	const engineOf = new Map();
	// jsdom's own options for the matcher behind getComputedStyle.
	const options = {
		LOGERRORS: false,
		VERBOSITY: false,
		IDS_DUPES: true,
		MIXEDCASE: true,
	};
	const requirements = new Map();
	const requirementsFor = ( selector ) => {
		if ( ! requirements.has( selector ) ) {
			requirements.set( selector, requirementsOf( selector ) );
		}
		return requirements.get( selector );
	};
	// Class names match case-insensitively in quirks mode (a document's
	// mode is set once, when it is parsed).
	let prefilter;
	const prefilterApplies = () => {
		prefilter ??= window.document.compatMode === 'CSS1Compat';
		return prefilter;
	};
	const engineFor = ( selector ) => {
		let engine = engineOf.get( selector );
		if ( ! engine ) {
			if ( engineOf.size % SELECTORS_PER_ENGINE === 0 ) {
				const created = nwsapi( {
					document: window.document,
					DOMException: window.DOMException,
				} );
				created.configure( options );
				engines.push( created );
			}
			engine = engines[ engines.length - 1 ];
			engineOf.set( selector, engine );
		}
		return engine;
	};
	return {
		match: ( selector, element, callback ) => {
			const required = requirementsFor( selector );
			if (
				required &&
				! callback &&
				prefilterApplies() &&
				! mayMatch( required, element )
			) {
				return false;
			}
			return engineFor( selector ).match( selector, element, callback );
		},
		configure: ( option, clear ) => {
			Object.assign( options, option );
			return engines.every( ( engine ) =>
				engine.configure( option, clear )
			);
		},
	};
}

class EventinJsdomEnvironment extends JSDOMEnvironment {
	constructor( config, context ) {
		super( config, context );
		// jsdom creates this matcher lazily on the first match
		// (living/helpers/selectors.js, matchesDontThrow); providing it
		// first makes jsdom use ours.
		idlUtils.implForWrapper( this.global.document )._nwsapiDontThrow =
			createMatcher( this.global );
	}
}

module.exports = EventinJsdomEnvironment;
