<?php
/**
 * The event widgets: classic and standard grids, category tabs, the slider
 * and the one-line list.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Views;

use EventinPro\Shortcodes\Atts;
use EventinPro\Events\EventsRepository;
use EventinPro\Shortcodes\View;
use EventinPro\Shortcodes\Widget;
use EventinPro\Shortcodes\WidgetAssets;
use EventinPro\Taxonomies\Taxonomies;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Catalogue::KIND_EVENTS. Reads the events once (EventQuery), then lays the
 * cards out as the widget asks. Grids and lists need no script; the slider
 * and the tabs enqueue the widgets' script, and read as plain content without
 * it (src/frontend/widgets/slider.ts and tabs.ts hold the markup contract).
 */
final class EventsView implements View {

	/**
	 * Card look by style, per widget (Eventin's styles map onto these looks).
	 */
	private const CLASSIC = array(
		'style-1' => EventCard::CARD,
		'style-2' => EventCard::DATED,
		'style-3' => EventCard::OVERLAY,
	);
	private const TAB     = array(
		'event-1' => EventCard::CARD,
		'event-2' => EventCard::DATED,
		'event-3' => EventCard::OVERLAY,
		'event-4' => EventCard::MEDIA,
	);
	private const SLIDER  = array(
		'event-1' => EventCard::CARD,
		'event-2' => EventCard::DATED,
		'event-3' => EventCard::OVERLAY,
	);

	/**
	 * The widget's inner HTML.
	 *
	 * @param Widget                         $widget The widget.
	 * @param array<string,int|string|int[]> $atts   Cleaned attributes.
	 * @return string Escaped HTML.
	 */
	public function render( Widget $widget, array $atts ): string {
		$posts = EventQuery::find( $atts );
		if ( ! $posts ) {
			return '<p class="eventin-widget__empty">' . esc_html__( 'No events found.', 'eventin-pro' ) . '</p>';
		}
		$columns = max( 1, min( 4, (int) ( $atts['event_col'] ?? 1 ) ) );
		$style   = Atts::text( $atts, 'style' );
		switch ( $widget->key() ) {
			case 'events_classic':
				return $this->grid( $posts, $this->cards( $posts, $atts, $columns ), self::CLASSIC[ $style ] ?? EventCard::OVERLAY, $columns );
			case 'events_tab':
				return $this->tabs( $posts, $this->cards( $posts, $atts, $columns ), self::TAB[ $style ] ?? EventCard::MEDIA, $columns );
			case 'events_slider':
				$per_view = max( 1, min( 100, (int) ( $atts['event_slider_count'] ?? 3 ) ) );
				return $this->slider( $posts, $this->cards( $posts, $atts, min( 4, $per_view ) ), self::SLIDER[ $style ] ?? EventCard::CARD, $per_view, $atts );
			case 'events_one_line':
				return $this->lines( $posts, $this->cards( $posts, $atts, 1 ) );
			default: // events_standard: a list of wide cards, or a grid of cards.
				return $this->grid( $posts, $this->cards( $posts, $atts, $columns ), 1 === $columns ? EventCard::MEDIA : EventCard::CARD, $columns );
		}
	}

	/**
	 * The card renderer of these events, with the counts and names they need
	 * read for all of them at once.
	 *
	 * @param WP_Post[]                      $posts   Events.
	 * @param array<string,int|string|int[]> $atts    Cleaned attributes.
	 * @param int                            $columns Cards side by side on a wide screen.
	 */
	private function cards( array $posts, array $atts, int $columns ): EventCard {
		$sold = array();
		if ( 'yes' === ( $atts['show_attendee_count'] ?? 'no' ) ) {
			$sold = ( new EventsRepository() )->sold_counts( wp_list_pluck( $posts, 'ID' ) );
		}
		$terms = 'yes' === ( $atts['show_event_location'] ?? 'no' ) ? EventLocation::terms( $posts ) : array();
		// Full width under 600 px, else a share of a content column about 1200 px wide at most.
		$sizes = sprintf( '(max-width: 600px) 100vw, %dpx', (int) ceil( 1200 / $columns ) );
		return new EventCard( $atts, $sold, $terms, $sizes );
	}

	/**
	 * A grid of cards (one column: a list).
	 *
	 * @param WP_Post[] $posts   Events.
	 * @param EventCard $cards   Card renderer.
	 * @param string    $variant Card look.
	 * @param int       $columns Columns on a wide screen (1 to 4).
	 */
	private function grid( array $posts, EventCard $cards, string $variant, int $columns ): string {
		$html = '<ul class="eventin-grid eventin-events is-' . esc_attr( $variant ) . '" style="--eventin-columns:' . esc_attr( (string) $columns ) . '">';
		foreach ( $posts as $post ) {
			$html .= '<li class="eventin-grid__item">' . $cards->render( $post, $variant ) . '</li>';
		}
		return $html . '</ul>';
	}

	/**
	 * One line per event.
	 *
	 * @param WP_Post[] $posts Events.
	 * @param EventCard $cards Card renderer.
	 */
	private function lines( array $posts, EventCard $cards ): string {
		$html = '<ul class="eventin-event-lines">';
		foreach ( $posts as $post ) {
			$html .= $cards->render( $post, EventCard::LINE );
		}
		return $html . '</ul>';
	}

	/**
	 * The slider: every card in a row that scrolls and snaps (CSS); the
	 * script adds the arrows, dots, keys and autoplay.
	 *
	 * @param WP_Post[]                      $posts    Events.
	 * @param EventCard                      $cards    Card renderer.
	 * @param string                         $variant  Card look.
	 * @param int                            $per_view Cards in view on a wide screen.
	 * @param array<string,int|string|int[]> $atts     Cleaned attributes.
	 */
	private function slider( array $posts, EventCard $cards, string $variant, int $per_view, array $atts ): string {
		$html = array();
		foreach ( $posts as $post ) {
			$html[] = $cards->render( $post, $variant );
		}
		return SliderMarkup::render( 'eventin-events is-' . $variant, min( $per_view, count( $posts ) ), __( 'Events', 'eventin-pro' ), $html, $atts );
	}

	/**
	 * Tabs: "All", then one per category of the events shown, by name. Each
	 * panel has a heading, so without the script they read one after the
	 * other; the script turns them into tabs.
	 *
	 * @param WP_Post[] $posts   Events.
	 * @param EventCard $cards   Card renderer.
	 * @param string    $variant Card look.
	 * @param int       $columns Columns on a wide screen.
	 */
	private function tabs( array $posts, EventCard $cards, string $variant, int $columns ): string {
		WidgetAssets::script( 'widgets' );
		$groups  = array(
			array(
				'name'  => __( 'All', 'eventin-pro' ),
				'posts' => $posts,
			),
		);
		$by_term = array();
		foreach ( $posts as $post ) {
			$terms = get_the_terms( $post, Taxonomies::CATEGORY );
			foreach ( is_array( $terms ) ? $terms : array() as $term ) {
				if ( ! isset( $by_term[ $term->term_id ] ) ) {
					$by_term[ $term->term_id ] = array(
						'name'  => $term->name,
						'posts' => array(),
					);
				}
				$by_term[ $term->term_id ]['posts'][] = $post;
			}
		}
		uasort(
			$by_term,
			static function ( array $a, array $b ): int {
				return strnatcasecmp( $a['name'], $b['name'] );
			}
		);
		$groups = array_merge( $groups, array_values( $by_term ) );

		$id    = wp_unique_id( 'eventin-tabs-' );
		$list  = '';
		$panes = '';
		foreach ( $groups as $index => $group ) {
			$tab   = $id . '-tab-' . $index;
			$panel = $id . '-panel-' . $index;
			$list .= '<button type="button" role="tab" class="eventin-tabs__tab" id="' . esc_attr( $tab ) . '" aria-controls="' . esc_attr( $panel ) . '">' . esc_html( $group['name'] ) . '</button>';
			// The panel's heading names it without the script (the script hides it: its tab names it then).
			$panes .= '<div class="eventin-tabs__panel" role="tabpanel" id="' . esc_attr( $panel ) . '" aria-labelledby="' . esc_attr( $tab ) . '">'
				. '<h2 class="eventin-tabs__heading">' . esc_html( $group['name'] ) . '</h2>'
				. $this->grid( $group['posts'], $cards, $variant, $columns )
				. '</div>';
		}
		// The tab list stays hidden until the script makes its buttons work.
		return '<div class="eventin-tabs" data-eventin-tabs>'
			. '<div class="eventin-tabs__list" role="tablist" aria-label="' . esc_attr__( 'Event categories', 'eventin-pro' ) . '" hidden>' . $list . '</div>'
			. $panes
			. '</div>';
	}
}
