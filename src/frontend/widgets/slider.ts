/**
 * Sliders of the shortcode widgets: CSS scroll-snap does the sliding; this
 * adds the arrows, the dots, keys and autoplay.
 *
 * Markup contract (printed by includes/Shortcodes/Views/*):
 *
 *     <div class="eventin-slider" data-eventin-slider
 *          data-per-view="3" data-autoplay="0|1" data-nav="0|1" data-dots="0|1"
 *          style="--eventin-per-view:3"
 *          aria-roledescription="carousel" aria-label="…"
 *          [data-label-prev="…" data-label-next="…" data-label-page="… %s"
 *           data-label-pages="…" data-label-pause="…" data-label-play="…"]>
 *       <div class="eventin-slider__track" tabindex="0">
 *         <div class="eventin-slider__slide" role="group"
 *              aria-roledescription="slide" aria-label="1 of 8">…</div>
 *         …
 *       </div>
 *     </div>
 *
 * Without this script every slide is in the track, which scrolls sideways
 * (and snaps). `--eventin-per-view` sets how many are in view on a wide
 * screen; narrow screens show fewer (src/frontend/widgets/_base.scss). The
 * data-label-* attributes are the controls' translated names (English when
 * left out). A view that prints a slider enqueues the script with
 * WidgetAssets::script( 'widgets' ).
 *
 * What it adds: previous/next buttons (data-nav="1"), one dot per group of
 * slides in view (data-dots="1"), arrow keys, Home and End on the track,
 * and autoplay (data-autoplay="1") with a pause button, which stops while
 * the pointer or focus is in the slider and never runs for visitors who
 * prefer reduced motion.
 */

/**
 * Time a group of slides stays in view when playing, in ms.
 */
export const AUTOPLAY_DELAY = 5000;

const DEFAULT_LABELS: Record< string, string > = {
	prev: 'Previous',
	next: 'Next',
	page: 'Go to slide %s',
	pages: 'Choose slides',
	pause: 'Pause',
	play: 'Play',
};

/**
 * The translated name of a control.
 *
 * @param root The slider.
 * @param name Label name.
 */
function label( root: HTMLElement, name: string ): string {
	const key = 'label' + name[ 0 ].toUpperCase() + name.slice( 1 );
	return root.dataset[ key ] || DEFAULT_LABELS[ name ];
}

/**
 * Whether the visitor asked for less motion.
 */
function prefersReducedMotion(): boolean {
	return (
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}

/**
 * A button of the slider's controls.
 *
 * @param className Class.
 * @param text      Accessible name.
 * @param content   Visible text (a glyph), or the name when left out.
 */
function button(
	className: string,
	text: string,
	content?: string
): HTMLButtonElement {
	const element = document.createElement( 'button' );
	element.type = 'button';
	element.className = className;
	if ( content === undefined ) {
		element.textContent = text;
	} else {
		element.setAttribute( 'aria-label', text );
		const glyph = document.createElement( 'span' );
		glyph.setAttribute( 'aria-hidden', 'true' );
		glyph.textContent = content;
		element.append( glyph );
	}
	return element;
}

/**
 * One slider's behaviour.
 */
export class Slider {
	readonly root: HTMLElement;

	readonly track: HTMLElement;

	readonly slides: HTMLElement[];

	private prev?: HTMLButtonElement;

	private next?: HTMLButtonElement;

	private dots?: HTMLElement;

	private toggle?: HTMLButtonElement;

	private timer?: ReturnType< typeof setInterval >;

	/** Autoplay switched on by the page and not paused by the visitor. */
	private playing = false;

	/** The pointer or focus is inside: autoplay waits. */
	private held = false;

	/**
	 * @param root  The slider element.
	 * @param track Its track.
	 */
	constructor( root: HTMLElement, track: HTMLElement ) {
		this.root = root;
		this.track = track;
		this.slides = Array.from(
			track.querySelectorAll< HTMLElement >( '.eventin-slider__slide' )
		);
		this.build();
		this.track.addEventListener( 'keydown', ( event ) =>
			this.onKey( event )
		);
		this.track.addEventListener( 'scroll', () => this.update(), {
			passive: true,
		} );
		window.addEventListener( 'resize', () => this.rebuildDots() );
		this.root.addEventListener( 'mouseenter', () => this.hold( true ) );
		this.root.addEventListener( 'mouseleave', () => this.hold( false ) );
		this.root.addEventListener( 'focusin', () => this.hold( true ) );
		this.root.addEventListener( 'focusout', ( event ) => {
			if ( ! this.root.contains( event.relatedTarget as Node | null ) ) {
				this.hold( false );
			}
		} );
		this.root.classList.add( 'is-ready' );
		if ( root.dataset.autoplay === '1' && ! prefersReducedMotion() ) {
			this.setPlaying( true );
		}
		this.update();
	}

	/**
	 * Slides in view at once (as the CSS lays them out now).
	 */
	perView(): number {
		const first = this.slides[ 0 ];
		if ( ! first || ! first.offsetWidth ) {
			return Math.max( 1, Number( this.root.dataset.perView ) || 1 );
		}
		return Math.max(
			1,
			Math.round( this.track.clientWidth / first.offsetWidth )
		);
	}

	/**
	 * Groups of slides in view (what the dots stand for).
	 */
	pages(): number {
		return Math.max( 1, Math.ceil( this.slides.length / this.perView() ) );
	}

	/**
	 * The slide at the start of the view.
	 */
	current(): number {
		const start = this.slides[ 0 ]?.offsetLeft ?? 0;
		const scrolled = Math.abs( this.track.scrollLeft );
		let best = 0;
		let distance = Infinity;
		this.slides.forEach( ( slide, index ) => {
			const gap = Math.abs(
				Math.abs( slide.offsetLeft - start ) - scrolled
			);
			if ( gap < distance ) {
				distance = gap;
				best = index;
			}
		} );
		return best;
	}

	/**
	 * Brings a slide to the start of the view (clamped: the last slides fill it).
	 *
	 * @param index Slide index.
	 */
	goTo( index: number ): void {
		const last = Math.max( 0, this.slides.length - this.perView() );
		const target = this.slides[ Math.min( Math.max( 0, index ), last ) ];
		const first = this.slides[ 0 ];
		if ( ! target || ! first ) {
			return;
		}
		// Negative in right-to-left pages, as scrollLeft is there.
		const left = target.offsetLeft - first.offsetLeft;
		if ( typeof this.track.scrollTo === 'function' ) {
			this.track.scrollTo( {
				left,
				behavior: prefersReducedMotion() ? 'auto' : 'smooth',
			} );
		} else {
			this.track.scrollLeft = left;
		}
		this.update( index );
	}

	/**
	 * Moves by one group of slides; autoplay goes round to the start.
	 *
	 * @param step +1 or -1.
	 * @param wrap Whether to go round at the end.
	 */
	move( step: number, wrap = false ): void {
		const per = this.perView();
		const last = Math.max( 0, this.slides.length - per );
		const now = this.current();
		if ( wrap && step > 0 && now >= last ) {
			this.goTo( 0 );
			return;
		}
		this.goTo( now + step * per );
	}

	/**
	 * Adds the controls the page asked for.
	 */
	private build(): void {
		const wantsNav = this.root.dataset.nav === '1';
		const wantsDots = this.root.dataset.dots === '1';
		const wantsPlay = this.root.dataset.autoplay === '1';
		if ( ! wantsNav && ! wantsDots && ! wantsPlay ) {
			return;
		}
		const controls = document.createElement( 'div' );
		controls.className = 'eventin-slider__controls';
		if ( wantsPlay && ! prefersReducedMotion() ) {
			this.toggle = button(
				'eventin-slider__toggle',
				label( this.root, 'pause' )
			);
			this.toggle.addEventListener( 'click', () =>
				this.setPlaying( ! this.playing )
			);
			controls.append( this.toggle );
		}
		if ( wantsNav ) {
			this.prev = button(
				'eventin-slider__arrow is-prev',
				label( this.root, 'prev' ),
				'‹'
			);
			this.next = button(
				'eventin-slider__arrow is-next',
				label( this.root, 'next' ),
				'›'
			);
			this.prev.addEventListener( 'click', () => this.move( -1 ) );
			this.next.addEventListener( 'click', () => this.move( 1 ) );
		}
		if ( wantsDots ) {
			this.dots = document.createElement( 'div' );
			this.dots.className = 'eventin-slider__dots';
			this.dots.setAttribute( 'role', 'group' );
			this.dots.setAttribute( 'aria-label', label( this.root, 'pages' ) );
		}
		if ( this.prev ) {
			controls.append( this.prev );
		}
		if ( this.dots ) {
			controls.append( this.dots );
		}
		if ( this.next ) {
			controls.append( this.next );
		}
		this.root.append( controls );
		this.rebuildDots();
	}

	/**
	 * One dot per group of slides in view (their number changes with the width).
	 */
	private rebuildDots(): void {
		if ( ! this.dots ) {
			this.update();
			return;
		}
		const pages = this.pages();
		if ( this.dots.children.length !== pages ) {
			this.dots.textContent = '';
			const per = this.perView();
			for ( let page = 0; page < pages; page++ ) {
				const dot = button(
					'eventin-slider__dot',
					label( this.root, 'page' ).replace(
						'%s',
						String( page + 1 )
					),
					''
				);
				dot.addEventListener( 'click', () => this.goTo( page * per ) );
				this.dots.append( dot );
			}
			// A single group needs no dots.
			this.dots.hidden = pages < 2;
		}
		this.update();
	}

	/**
	 * Marks the current dot and disables the arrows at the ends.
	 *
	 * @param index The slide at the start of the view (default: where it is scrolled).
	 */
	private update( index?: number ): void {
		const per = this.perView();
		const now = index ?? this.current();
		const last = Math.max( 0, this.slides.length - per );
		if ( this.prev ) {
			this.prev.disabled = now <= 0;
		}
		if ( this.next ) {
			this.next.disabled = now >= last;
		}
		if ( this.dots ) {
			const page =
				now >= last
					? this.dots.children.length - 1
					: Math.floor( now / per );
			Array.from( this.dots.children ).forEach( ( dot, i ) => {
				if ( i === page ) {
					dot.setAttribute( 'aria-current', 'true' );
				} else {
					dot.removeAttribute( 'aria-current' );
				}
			} );
		}
	}

	/**
	 * Arrow keys move by one slide; Home and End go to the ends.
	 *
	 * @param event Key event on the track.
	 */
	private onKey( event: KeyboardEvent ): void {
		const rtl = getComputedStyle( this.track ).direction === 'rtl';
		const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
		const back = rtl ? 'ArrowRight' : 'ArrowLeft';
		const now = this.current();
		let target: number | null = null;
		if ( event.key === forward ) {
			target = now + 1;
		} else if ( event.key === back ) {
			target = now - 1;
		} else if ( event.key === 'Home' ) {
			target = 0;
		} else if ( event.key === 'End' ) {
			target = this.slides.length - 1;
		}
		if ( target !== null ) {
			event.preventDefault();
			this.goTo( target );
		}
	}

	/**
	 * Starts or stops autoplay (the visitor's choice, through the button).
	 *
	 * @param playing Whether to play.
	 */
	setPlaying( playing: boolean ): void {
		this.playing = playing;
		if ( this.toggle ) {
			// The name says what a press does (no aria-pressed: the name changes).
			this.toggle.textContent = label(
				this.root,
				playing ? 'pause' : 'play'
			);
		}
		this.schedule();
	}

	/**
	 * Whether autoplay is running now.
	 */
	isRunning(): boolean {
		return this.timer !== undefined;
	}

	/**
	 * The pointer or focus came in (true) or left (false).
	 *
	 * @param held Whether held.
	 */
	private hold( held: boolean ): void {
		this.held = held;
		this.schedule();
	}

	/**
	 * Runs the timer when playing and not held, else stops it.
	 */
	private schedule(): void {
		const run = this.playing && ! this.held;
		if ( run && this.timer === undefined ) {
			this.timer = setInterval(
				() => this.move( 1, true ),
				AUTOPLAY_DELAY
			);
		} else if ( ! run && this.timer !== undefined ) {
			clearInterval( this.timer );
			this.timer = undefined;
		}
	}
}

/**
 * Turns every slider under a root into a working one (once each).
 *
 * @param root Document or element.
 * @return The sliders made now.
 */
export function initSliders( root: ParentNode ): Slider[] {
	const made: Slider[] = [];
	root.querySelectorAll< HTMLElement >( '[data-eventin-slider]' ).forEach(
		( element ) => {
			const track = element.querySelector< HTMLElement >(
				'.eventin-slider__track'
			);
			if ( ! track || element.dataset.eventinReady ) {
				return;
			}
			element.dataset.eventinReady = '1';
			made.push( new Slider( element, track ) );
		}
	);
	return made;
}
