/**
 * A small drawing of what a widget looks like, for its card in the
 * catalogue: a few shapes per layout, in the dashboard's colours, drawn
 * inline (no image files to load). Decorative: the card's title names it.
 */

/**
 * External dependencies
 */
import type { ReactElement } from 'react';

/**
 * Internal dependencies
 */
import type { ShortcodeWidget } from '../../../../data/shortcodes';

const ACCENT = '#6b2ee5';
const SOFT = '#d9ccf7';
const LINE = '#dcdce6';
const PAPER = '#ffffff';

type Sketch =
	| 'events-grid'
	| 'events-list'
	| 'events-tab'
	| 'events-slider'
	| 'events-one-line'
	| 'locations'
	| 'calendar-grid'
	| 'calendar-list'
	| 'speakers-grid'
	| 'speakers-slider'
	| 'organizers'
	| 'schedules-tab'
	| 'schedules-list';

const SKETCH_OF_KEY: Record< string, Sketch > = {
	events_classic: 'events-grid',
	events_standard: 'events-list',
	events_tab: 'events-tab',
	events_slider: 'events-slider',
	events_one_line: 'events-one-line',
	event_locations: 'locations',
	calendar_standard: 'calendar-grid',
	calendar_list: 'calendar-list',
	speakers_classic: 'speakers-grid',
	speakers_standard: 'speakers-grid',
	speakers_slider: 'speakers-slider',
	organizers: 'organizers',
	schedules_tab: 'schedules-tab',
	schedules_list: 'schedules-list',
};

const SKETCH_OF_KIND: Record< string, Sketch > = {
	events: 'events-grid',
	speakers: 'speakers-grid',
	organizers: 'organizers',
	schedules: 'schedules-list',
	locations: 'locations',
	calendar: 'calendar-grid',
};

/**
 * Text lines: a bar per line, the first one darker.
 *
 * @param x     Left.
 * @param y     Top of the first line.
 * @param width Width of the first line.
 * @param count Number of lines.
 */
function lines( x: number, y: number, width: number, count = 2 ) {
	return Array.from( { length: count }, ( _, index ) => (
		<rect
			key={ `l${ x }-${ y }-${ index }` }
			x={ x }
			y={ y + index * 6 }
			width={ index === 0 ? width : width * 0.7 }
			height={ 3 }
			rx={ 1.5 }
			fill={ index === 0 ? SOFT : LINE }
		/>
	) );
}

/**
 * An event card: picture, title, lines.
 *
 * @param x     Left.
 * @param y     Top.
 * @param width Width.
 */
function card( x: number, y: number, width: number ) {
	return (
		<g key={ `c${ x }-${ y }` }>
			<rect
				x={ x }
				y={ y }
				width={ width }
				height={ 56 }
				rx={ 4 }
				fill={ PAPER }
				stroke={ LINE }
			/>
			<rect
				x={ x + 4 }
				y={ y + 4 }
				width={ width - 8 }
				height={ 24 }
				rx={ 2 }
				fill={ SOFT }
			/>
			{ lines( x + 4, y + 34, width - 12, 3 ) }
		</g>
	);
}

/**
 * A person: a round photo and two lines under it.
 *
 * @param cx Centre.
 * @param y  Top.
 */
function person( cx: number, y: number ) {
	return (
		<g key={ `p${ cx }-${ y }` }>
			<circle cx={ cx } cy={ y + 12 } r={ 11 } fill={ SOFT } />
			<rect
				x={ cx - 14 }
				y={ y + 28 }
				width={ 28 }
				height={ 3 }
				rx={ 1.5 }
				fill={ ACCENT }
				opacity={ 0.6 }
			/>
			<rect
				x={ cx - 10 }
				y={ y + 34 }
				width={ 20 }
				height={ 3 }
				rx={ 1.5 }
				fill={ LINE }
			/>
		</g>
	);
}

/**
 * Slider arrows at the sides and dots under the slides.
 *
 * @param y Middle of the slides.
 */
function sliderControls( y: number ) {
	return (
		<g>
			<path
				d={ `M10 ${ y - 5 } L5 ${ y } L10 ${ y + 5 }` }
				stroke={ ACCENT }
				strokeWidth={ 2 }
				fill="none"
			/>
			<path
				d={ `M150 ${ y - 5 } L155 ${ y } L150 ${ y + 5 }` }
				stroke={ ACCENT }
				strokeWidth={ 2 }
				fill="none"
			/>
			{ [ 72, 80, 88 ].map( ( cx, index ) => (
				<circle
					key={ cx }
					cx={ cx }
					cy={ 88 }
					r={ 2 }
					fill={ index === 0 ? ACCENT : SOFT }
				/>
			) ) }
		</g>
	);
}

/**
 * Tabs along the top, the first one chosen.
 *
 * @param labels Number of tabs.
 */
function tabs( labels = 3 ) {
	return Array.from( { length: labels }, ( _, index ) => (
		<rect
			key={ `t${ index }` }
			x={ 8 + index * 36 }
			y={ 6 }
			width={ 32 }
			height={ 10 }
			rx={ 5 }
			fill={ index === 0 ? ACCENT : SOFT }
		/>
	) );
}

/**
 * A dated row: a date box, then lines.
 *
 * @param y     Top.
 * @param width Width of the text.
 */
function datedRow( y: number, width = 96 ) {
	return (
		<g key={ `r${ y }` }>
			<rect
				x={ 8 }
				y={ y }
				width={ 144 }
				height={ 18 }
				rx={ 3 }
				fill={ PAPER }
				stroke={ LINE }
			/>
			<rect
				x={ 11 }
				y={ y + 3 }
				width={ 16 }
				height={ 12 }
				rx={ 2 }
				fill={ ACCENT }
				opacity={ 0.8 }
			/>
			{ lines( 32, y + 5, width, 2 ) }
		</g>
	);
}

const DRAWINGS: Record< Sketch, () => ReactElement > = {
	'events-grid': () => (
		<g>{ [ 8, 58, 108 ].map( ( x ) => card( x, 20, 44 ) ) }</g>
	),
	'events-list': () => (
		<g>
			{ [ 8, 38, 68 ].map( ( y ) => (
				<g key={ y }>
					<rect
						x={ 8 }
						y={ y }
						width={ 144 }
						height={ 24 }
						rx={ 3 }
						fill={ PAPER }
						stroke={ LINE }
					/>
					<rect
						x={ 11 }
						y={ y + 3 }
						width={ 28 }
						height={ 18 }
						rx={ 2 }
						fill={ SOFT }
					/>
					{ lines( 44, y + 6, 70, 2 ) }
					<rect
						x={ 124 }
						y={ y + 8 }
						width={ 22 }
						height={ 8 }
						rx={ 4 }
						fill={ ACCENT }
					/>
				</g>
			) ) }
		</g>
	),
	'events-tab': () => (
		<g>
			{ tabs() }
			{ [ 8, 58, 108 ].map( ( x ) => card( x, 26, 44 ) ) }
		</g>
	),
	'events-slider': () => (
		<g>
			{ [ 16, 60, 104 ].map( ( x ) => card( x, 14, 40 ) ) }
			{ sliderControls( 42 ) }
		</g>
	),
	'events-one-line': () => (
		<g>{ [ 12, 36, 60 ].map( ( y ) => datedRow( y, 80 ) ) }</g>
	),
	locations: () => (
		<g>
			{ [ 8, 58, 108 ].map( ( x ) => (
				<g key={ x }>
					<rect
						x={ x }
						y={ 16 }
						width={ 44 }
						height={ 64 }
						rx={ 4 }
						fill={ PAPER }
						stroke={ LINE }
					/>
					<path
						d={ `M${ x + 22 } ${ 46 } C${ x + 12 } ${ 36 } ${
							x + 12
						} ${ 24 } ${ x + 22 } ${ 24 } C${ x + 32 } ${ 24 } ${
							x + 32
						} ${ 36 } ${ x + 22 } ${ 46 } Z` }
						fill={ ACCENT }
						opacity={ 0.8 }
					/>
					<circle cx={ x + 22 } cy={ 32 } r={ 3 } fill={ PAPER } />
					{ lines( x + 6, 56, 32, 2 ) }
				</g>
			) ) }
		</g>
	),
	'calendar-grid': () => (
		<g>
			<rect
				x={ 8 }
				y={ 6 }
				width={ 144 }
				height={ 84 }
				rx={ 4 }
				fill={ PAPER }
				stroke={ LINE }
			/>
			<rect
				x={ 8 }
				y={ 6 }
				width={ 144 }
				height={ 12 }
				rx={ 4 }
				fill={ SOFT }
			/>
			{ Array.from( { length: 28 }, ( _, index ) => {
				const column = index % 7;
				const row = Math.floor( index / 7 );
				const busy = [ 3, 9, 17, 22 ].includes( index );
				return (
					<rect
						key={ index }
						x={ 12 + column * 20 }
						y={ 22 + row * 17 }
						width={ 16 }
						height={ 13 }
						rx={ 2 }
						fill={ busy ? ACCENT : LINE }
						opacity={ busy ? 0.8 : 0.5 }
					/>
				);
			} ) }
		</g>
	),
	'calendar-list': () => (
		<g>
			<rect
				x={ 8 }
				y={ 6 }
				width={ 144 }
				height={ 10 }
				rx={ 3 }
				fill={ SOFT }
			/>
			{ datedRow( 20 ) }
			{ datedRow( 42 ) }
			<rect
				x={ 8 }
				y={ 64 }
				width={ 144 }
				height={ 4 }
				rx={ 2 }
				fill={ SOFT }
			/>
			{ datedRow( 72 ) }
		</g>
	),
	'speakers-grid': () => (
		<g>
			{ [ 30, 80, 130 ].map( ( cx ) => person( cx, 10 ) ) }
			{ [ 30, 80, 130 ].map( ( cx ) => person( cx, 52 ) ) }
		</g>
	),
	'speakers-slider': () => (
		<g>
			{ [ 40, 80, 120 ].map( ( cx ) => person( cx, 22 ) ) }
			{ sliderControls( 40 ) }
		</g>
	),
	organizers: () => (
		<g>
			{ [ 8, 58, 108 ].map( ( x ) => (
				<g key={ x }>
					<rect
						x={ x }
						y={ 18 }
						width={ 44 }
						height={ 60 }
						rx={ 4 }
						fill={ PAPER }
						stroke={ LINE }
					/>
					<rect
						x={ x + 10 }
						y={ 26 }
						width={ 24 }
						height={ 18 }
						rx={ 3 }
						fill={ SOFT }
					/>
					<rect
						x={ x + 14 }
						y={ 31 }
						width={ 16 }
						height={ 8 }
						rx={ 2 }
						fill={ ACCENT }
						opacity={ 0.7 }
					/>
					{ lines( x + 6, 52, 32, 2 ) }
					<rect
						x={ x + 12 }
						y={ 66 }
						width={ 20 }
						height={ 6 }
						rx={ 3 }
						fill={ ACCENT }
					/>
				</g>
			) ) }
		</g>
	),
	'schedules-tab': () => (
		<g>
			{ tabs( 4 ) }
			{ [ 24, 46, 68 ].map( ( y ) => (
				<g key={ y }>
					<rect
						x={ 8 }
						y={ y }
						width={ 30 }
						height={ 6 }
						rx={ 3 }
						fill={ ACCENT }
						opacity={ 0.7 }
					/>
					{ lines( 46, y, 100, 3 ) }
				</g>
			) ) }
		</g>
	),
	'schedules-list': () => (
		<g>
			<rect x={ 24 } y={ 8 } width={ 2 } height={ 80 } fill={ SOFT } />
			{ [ 10, 38, 66 ].map( ( y ) => (
				<g key={ y }>
					<circle cx={ 25 } cy={ y + 6 } r={ 5 } fill={ ACCENT } />
					<rect
						x={ 36 }
						y={ y }
						width={ 116 }
						height={ 22 }
						rx={ 3 }
						fill={ PAPER }
						stroke={ LINE }
					/>
					{ lines( 42, y + 5, 84, 2 ) }
				</g>
			) ) }
		</g>
	),
};

/**
 * Which drawing a widget gets.
 *
 * @param widget The widget.
 */
export function sketchOf( widget: Pick< ShortcodeWidget, 'key' | 'kind' > ) {
	return (
		SKETCH_OF_KEY[ widget.key ] ??
		SKETCH_OF_KIND[ widget.kind ] ??
		'events-grid'
	);
}

export interface WidgetSketchProps {
	widget: Pick< ShortcodeWidget, 'key' | 'kind' >;
}

/**
 * The drawing.
 *
 * @param props        Props.
 * @param props.widget The widget.
 */
export function WidgetSketch( { widget }: WidgetSketchProps ) {
	const sketch = sketchOf( widget );
	return (
		<svg
			className="eventin-shortcodes-sketch"
			data-sketch={ sketch }
			viewBox="0 0 160 96"
			role="presentation"
			aria-hidden="true"
			focusable="false"
		>
			<rect width={ 160 } height={ 96 } rx={ 6 } fill="#f5f1fe" />
			{ DRAWINGS[ sketch ]() }
		</svg>
	);
}
