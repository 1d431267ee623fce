<?php
/**
 * The shortcode attribute layer: every attribute of every widget, fed hostile
 * and out-of-range values, comes out of the declared type, within its bounds
 * or at its default, with no markup; defaults and bounds as the specification
 * sets them; Eventin's own example shortcodes still parse.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Shortcodes;

use EventinPro\Shortcodes\Attribute;
use EventinPro\Shortcodes\Catalogue;
use EventinPro\Shortcodes\Widget;
use EventinPro\Tests\TestCase;

/**
 * Attribute catalogue and cleaner.
 */
final class AttributesTest extends TestCase {

	/**
	 * Hostile and out-of-range values, by label.
	 *
	 * @return array<string,mixed>
	 */
	private static function hostile_values(): array {
		return array(
			'script'          => '"><script>alert(1)</script>',
			'img onerror'     => '<img src=x onerror=alert(1)>',
			'quote breakout'  => 'yes" onmouseover="alert(1)',
			'entities'        => '&lt;script&gt;',
			'sql'             => '1 OR 1=1; DROP TABLE wp_posts',
			'int -5'          => -5,
			"'-5'"            => '-5',
			'int 0'           => 0,
			"'0'"             => '0',
			'int 99999999999' => 99999999999,
			"'99999999999'"   => '99999999999',
			"'-99999999999'"  => '-99999999999',
			"'1e9'"           => '1e9',
			"' 3 '"           => ' 3 ',
			"'3abc'"          => '3abc',
			"'2.5'"           => '2.5',
			'2.5'             => 2.5,
			'3.0'             => 3.0,
			'INF'             => INF,
			'NAN'             => NAN,
			'true'            => true,
			'false'           => false,
			'array'           => array( '3' ),
			'nested array'    => array( array( '1' ), array( 'x' => '<b>' ) ),
			'object'          => new \stdClass(),
			'null'            => null,
			'unicode digits'  => '３',
			'unicode'         => 'Réserver 🎟 日本語',
			'rtl override'    => "\u{202E}abc",
			'null byte'       => "3\0",
			'invalid utf-8'   => "\xC3\x28",
			'empty'           => '',
			'blank'           => "  \t\n ",
			'5000 chars'      => str_repeat( 'a', 5000 ),
			'5000 digits'     => str_repeat( '9', 5000 ),
			'5000 zeros'      => str_repeat( '0', 4999 ) . 'x',
			'ids with junk'   => '1, 2,x,-3,0,2,<4>,5, 6 ',
			'150 ids'         => implode( ',', range( 1, 150 ) ),
			'5000-char list'  => substr( str_repeat( '7,', 2500 ), 0, 5000 ),
			'leading zeros'   => '007',
			'negative list'   => '-1,-2',
			'19 digits'       => '1234567890123456789',
			'mixed case word' => 'YeS',
		);
	}

	/**
	 * What an int must become, for the values that are not simply the default.
	 *
	 * @param Attribute $a     Attribute.
	 * @param string    $label Value label.
	 * @return int
	 */
	private static function expected_int( Attribute $a, string $label ): int {
		$clamp = static function ( int $n ) use ( $a ): int {
			return max( $a->min(), min( $a->max(), $n ) );
		};
		$table = array(
			'int -5'          => $clamp( -5 ),
			"'-5'"            => $clamp( -5 ),
			'int 0'           => $clamp( 0 ),
			"'0'"             => $clamp( 0 ),
			'int 99999999999' => $a->max(),
			"'99999999999'"   => $a->max(),
			"'-99999999999'"  => $a->min(),
			"' 3 '"           => $clamp( 3 ),
			'3.0'             => $clamp( 3 ),
			'5000 digits'     => $a->max(),
			'leading zeros'   => $clamp( 7 ),
			'19 digits'       => $a->max(),
		);
		return $table[ $label ] ?? $a->default_value();
	}

	/**
	 * What an ids list must become; anything unlisted gives [].
	 *
	 * @param string $label Value label.
	 * @return int[]
	 */
	private static function expected_ids( string $label ): array {
		$table = array(
			'int 99999999999' => array( 99999999999 ),
			"'99999999999'"   => array( 99999999999 ),
			"' 3 '"           => array( 3 ),
			'array'           => array( 3 ),
			'ids with junk'   => array( 1, 2, 5, 6 ),
			'150 ids'         => range( 1, 100 ),
			'5000-char list'  => array( 7 ),
			'leading zeros'   => array( 7 ),
			'19 digits'       => array(),
		);
		return $table[ $label ] ?? array();
	}

	/**
	 * What a yes/no must become; anything unlisted gives the default.
	 *
	 * @param Attribute $a     Attribute.
	 * @param string    $label Value label.
	 * @return string
	 */
	private static function expected_yes_no( Attribute $a, string $label ): string {
		$table = array(
			'int 0'           => 'no',
			"'0'"             => 'no',
			'true'            => 'yes',
			'false'           => 'no',
			'mixed case word' => 'yes',
		);
		return $table[ $label ] ?? $a->default_value();
	}

	/**
	 * Every attribute of every widget, each with the whole table of hostile values.
	 *
	 * @return array<string,array{0:string,1:string,2:array<string,mixed>}>
	 */
	public function hostile_cases(): array {
		$cases = array();
		foreach ( Catalogue::widgets() as $tag => $widget ) {
			foreach ( array_keys( $widget->attributes() ) as $name ) {
				$cases[ "$tag $name" ] = array( $tag, $name, self::hostile_values() );
			}
		}
		return $cases;
	}

	/**
	 * Hostile values come out typed, bounded, without markup, and exactly as expected.
	 *
	 * @dataProvider hostile_cases
	 *
	 * @param string              $tag    Shortcode tag.
	 * @param string              $name   Attribute name.
	 * @param array<string,mixed> $values Raw values by label.
	 */
	public function test_hostile_values_are_cleaned( string $tag, string $name, array $values ): void {
		$attribute = Catalogue::get( $tag )->attributes()[ $name ];
		$names     = array_keys( Catalogue::get( $tag )->attributes() );
		foreach ( $values as $label => $value ) {
			$cleaned = Catalogue::clean( $tag, array( $name => $value ) );
			$this->assertSame( $names, array_keys( $cleaned ) );
			$this->assert_cleaned( $attribute, (string) $label, $cleaned[ $name ] );
		}
	}

	/**
	 * One cleaned value against its attribute's type, bounds and expected value.
	 *
	 * @param Attribute $attribute Attribute.
	 * @param string    $label     Value label.
	 * @param mixed     $result    Cleaned value.
	 */
	private function assert_cleaned( Attribute $attribute, string $label, $result ): void {
		$message = "value: $label";
		switch ( $attribute->type() ) {
			case Attribute::INT:
				$this->assertIsInt( $result, $message );
				$this->assertGreaterThanOrEqual( $attribute->min(), $result, $message );
				$this->assertLessThanOrEqual( $attribute->max(), $result, $message );
				$this->assertSame( self::expected_int( $attribute, $label ), $result, $message );
				break;
			case Attribute::IDS:
				$this->assertIsArray( $result, $message );
				$this->assertLessThanOrEqual( Attribute::MAX_IDS, count( $result ), $message );
				foreach ( $result as $id ) {
					$this->assertIsInt( $id, $message );
					$this->assertGreaterThan( 0, $id, $message );
				}
				$this->assertSame( self::expected_ids( $label ), $result, $message );
				break;
			case Attribute::TEXT:
				$this->assertIsString( $result, $message );
				$this->assertNotSame( '', $result, $message );
				$this->assertLessThanOrEqual( $attribute->max(), mb_strlen( $result ), $message );
				$this->assertTrue( mb_check_encoding( $result, 'UTF-8' ), $message );
				$this->assertDoesNotMatchRegularExpression( '/[<>"\x00-\x1F]/', $result, $message );
				$this->assertStringNotContainsStringIgnoringCase( 'script', str_replace( 'lt;script', '', $result ), $message );
				break;
			case Attribute::YES_NO:
				$this->assertSame( self::expected_yes_no( $attribute, $label ), $result, $message );
				break;
			default: // enum, order, orderby: no hostile value is allowed.
				$this->assertContains( $result, $attribute->allowed(), $message );
				$this->assertSame( $attribute->default_value(), $result, $message );
		}
		if ( is_string( $result ) ) {
			$this->assertDoesNotMatchRegularExpression( '/[<>"]/', $result, $message );
		}
	}

	/**
	 * Text keeps what a person wrote, without markup and cut to 100 characters.
	 */
	public function test_text_values(): void {
		$tag   = 'etn_pro_events_classic';
		$clean = static function ( $value ) use ( $tag ) {
			return Catalogue::clean( $tag, array( 'btn_text' => $value ) )['btn_text'];
		};
		$this->assertSame( 'Attend', $clean( null ) );
		$this->assertSame( 'Attend', $clean( '"><script>alert(1)</script>' ) );
		$this->assertSame( 'Book now', $clean( '  Book <b>now</b>  ' ) );
		$this->assertSame( 'Say hi', $clean( 'Say "hi"' ) );
		$this->assertSame( 'Réserver 🎟 日本語', $clean( 'Réserver 🎟 日本語' ) );
		$this->assertSame( 'two lines', $clean( "two\nlines" ) );
		$this->assertSame( '-5', $clean( -5 ) );
		$this->assertSame( str_repeat( 'é', 100 ), $clean( str_repeat( 'é', 5000 ) ) );
		$this->assertSame( 'Attend', $clean( "\xC3\x28" ) );
		$this->assertSame( 'See Details', Catalogue::clean( 'etn_pro_events_one_line', array() )['btn_text'] );
	}

	/**
	 * Accepted spellings of each type.
	 */
	public function test_accepted_spellings(): void {
		$events = static function ( array $raw ): array {
			return Catalogue::clean( 'etn_pro_events_classic', $raw );
		};
		$this->assertSame( 'ASC', $events( array( 'order' => 'asc' ) )['order'] );
		$this->assertSame( 'DESC', $events( array( 'order' => ' Desc ' ) )['order'] );
		$this->assertSame( 'ID', $events( array( 'orderby' => 'id' ) )['orderby'] );
		$this->assertSame( 'etn_start_date', $events( array( 'orderby' => 'ETN_START_DATE' ) )['orderby'] );
		$this->assertSame( 'ID', $events( array( 'orderby' => 'meta_value' ) )['orderby'] );
		$this->assertSame( 'ID', $events( array( 'orderby' => 'title, (SELECT 1)' ) )['orderby'] );
		$this->assertSame( 'all', $events( array( 'filter_with_status' => '' ) )['filter_with_status'] );
		$this->assertSame( 'all', $events( array( 'filter_with_status' => 'ALL' ) )['filter_with_status'] );
		$this->assertSame( 'upcoming', $events( array( 'filter_with_status' => 'Upcoming' ) )['filter_with_status'] );
		$this->assertSame( 'expire', $events( array( 'filter_with_status' => 'expire' ) )['filter_with_status'] );
		$this->assertSame( 'style-1', $events( array( 'style' => 'STYLE-1' ) )['style'] );
		$this->assertSame( 'style-3', $events( array( 'style' => '../../../wp-config' ) )['style'] );
		foreach ( array( 'yes', 'YES', 'true', '1', 'on', ' On ', true, 1 ) as $yes ) {
			$this->assertSame( 'yes', $events( array( 'show_desc' => $yes ) )['show_desc'], (string) wp_json_encode( $yes ) );
		}
		foreach ( array( 'no', 'NO', 'false', '0', 'off', false, 0 ) as $no ) {
			$this->assertSame( 'no', $events( array( 'show_desc' => $no ) )['show_desc'], (string) wp_json_encode( $no ) );
		}
		$this->assertSame( 7, $events( array( 'event_count' => '+7' ) )['event_count'] );
		$this->assertSame( 4, $events( array( 'event_col' => '6' ) )['event_col'] );
		$this->assertSame( array( 5, 9 ), $events( array( 'event_cat_ids' => array( 5, '9', 5 ) ) )['event_cat_ids'] );
		$this->assertSame( array( 12 ), $events( array( 'event_ids' => 12 ) )['event_ids'] );

		$calendar = Catalogue::clean(
			'etn_pro_calendar_standard',
			array(
				'calendar_view' => 'daygridmonth',
				'all_day_slot'  => 'true',
			)
		);
		$this->assertSame( 'dayGridMonth', $calendar['calendar_view'] );
		$this->assertSame( 'yes', $calendar['all_day_slot'] );
		$this->assertSame( 'listMonth', Catalogue::clean( 'etn_pro_calendar_list', array( 'calendar_view' => 'dayGridMonth' ) )['calendar_view'] );
		$this->assertSame( 10, Catalogue::clean( 'etn_pro_speakers_sliders', array( 'slider_count' => '11' ) )['slider_count'] );
		$this->assertSame( 50, Catalogue::clean( 'etn_pro_events_sliders', array( 'event_slider_count' => '50' ) )['event_slider_count'] );
	}

	/**
	 * Defaults as the specification sets them, named one by one so a wrong default fails.
	 */
	public function test_defaults_follow_the_specification(): void {
		$expected = array(
			'etn_pro_events_classic'      => array(
				'style'       => 'style-3',
				'event_count' => 20,
				'event_col'   => 1,
				'desc_limit'  => 20,
				'btn_text'    => 'Attend',
			),
			'etn_pro_events_standard'     => array(
				'event_count' => 20,
				'event_col'   => 1,
				'desc_limit'  => 20,
				'btn_text'    => 'Attend',
			),
			'etn_pro_events_tab'          => array(
				'style'       => 'event-4',
				'event_count' => 20,
				'event_col'   => 1,
				'desc_limit'  => 20,
			),
			'etn_pro_events_sliders'      => array(
				'style'              => 'event-1',
				'event_count'        => 20,
				'event_slider_count' => 3,
				'desc_limit'         => 20,
			),
			'etn_pro_events_one_line'     => array(
				'event_count' => 3,
				'btn_text'    => 'See Details',
			),
			'etn_pro_event_location_list' => array(
				'style'          => 'style-1',
				'location_limit' => 5,
			),
			'etn_pro_calendar_standard'   => array(
				'calendar_view' => 'timeGridWeek',
				'event_cat_ids' => array(),
			),
			'etn_pro_calendar_list'       => array( 'calendar_view' => 'listMonth' ),
			'etn_pro_speakers_classic'    => array(
				'style'         => 'style-2',
				'speaker_count' => 20,
				'speaker_col'   => 1,
			),
			'etn_pro_speakers_standard'   => array(
				'speaker_count' => 20,
				'speaker_col'   => 1,
			),
			'etn_pro_speakers_sliders'    => array(
				'speaker_count' => 20,
				'slider_count'  => 3,
			),
			'etn_pro_organizers'          => array(
				'limit'           => 20,
				'etn_speaker_col' => 1,
			),
			'etn_pro_schedules_tab'       => array(
				'style' => 'style-2',
				'ids'   => array(),
			),
			'etn_pro_schedules_list'      => array(
				'style' => 'style-1',
				'ids'   => array(),
			),
		);
		foreach ( $expected as $tag => $values ) {
			$defaults = Catalogue::clean( $tag, '' );
			$this->assertSame( Catalogue::get( $tag )->omitted(), $defaults, $tag );
			foreach ( $values as $name => $value ) {
				$this->assertArrayHasKey( $name, $defaults, "$tag $name" );
				$this->assertSame( $value, $defaults[ $name ], "$tag $name" );
			}
		}

		// Across every widget: order DESC, orderby ID, status all, every toggle no.
		foreach ( Catalogue::widgets() as $tag => $widget ) {
			$defaults = $widget->defaults();
			foreach ( $widget->attributes() as $name => $attribute ) {
				$message = "$tag $name";
				switch ( $attribute->type() ) {
					case Attribute::ORDER:
						$this->assertSame( 'DESC', $defaults[ $name ], $message );
						break;
					case Attribute::ORDERBY:
						$this->assertSame( 'ID', $defaults[ $name ], $message );
						break;
					case Attribute::YES_NO:
						$this->assertSame( 'no', $defaults[ $name ], $message );
						break;
					case Attribute::IDS:
						$this->assertSame( array(), $defaults[ $name ], $message );
						break;
				}
			}
			if ( isset( $defaults['filter_with_status'] ) ) {
				$this->assertSame( 'all', $defaults['filter_with_status'], $tag );
			}
		}
	}

	/**
	 * A toggle the page leaves out takes Eventin's value (so Eventin pages
	 * render as before); the generator's form starts every toggle at no; an
	 * unreadable value is no.
	 */
	public function test_omitted_toggles_keep_eventin_values(): void {
		$eventin_yes = array( 'show_desc', 'show_category', 'show_btn', 'show_thumb', 'show_event_location', 'show_child_event', 'show_designation', 'show_social', 'slider_nav_show', 'slider_dot_show', 'url', 'logo', 'show_time_duration', 'show_location', 'show_speaker', 'all_day_slot' );
		$seen        = array();
		foreach ( Catalogue::widgets() as $tag => $widget ) {
			$omitted = $widget->omitted();
			$form    = $widget->defaults();
			foreach ( $widget->attributes() as $name => $attribute ) {
				if ( Attribute::YES_NO !== $attribute->type() ) {
					$this->assertSame( $form[ $name ], $omitted[ $name ], "$tag $name" );
					continue;
				}
				$expected = in_array( $name, $eventin_yes, true ) ? 'yes' : 'no';
				$this->assertSame( $expected, $omitted[ $name ], "$tag $name" );
				$this->assertSame( 'no', $form[ $name ], "$tag $name" );
				$this->assertSame( 'no', $widget->clean( array( $name => 'maybe' ) )[ $name ], "$tag $name" );
				$this->assertSame( 'no', $widget->clean( array( $name => 'no' ) )[ $name ], "$tag $name" );
				$seen[ $name ] = true;
				$data          = $attribute->to_array();
				if ( 'yes' === $expected ) {
					$this->assertSame( 'yes', $data['omitted'], "$tag $name" );
				} else {
					$this->assertArrayNotHasKey( 'omitted', $data, "$tag $name" );
				}
			}
		}
		$this->assertSame( array(), array_diff( $eventin_yes, array_keys( $seen ) ) );
	}

	/**
	 * Bounds and allowed values as the specification sets them.
	 */
	public function test_bounds_follow_the_specification(): void {
		$event_orderby   = array( 'title', 'ID', 'post_date', 'name', 'etn_start_date', 'etn_end_date' );
		$people_orderby  = array( 'title', 'ID', 'post_date', 'name' );
		$columns         = array( 'event_col', 'speaker_col', 'etn_speaker_col' );
		$seen_columns    = 0;
		$seen_event_type = 0;

		foreach ( Catalogue::widgets() as $tag => $widget ) {
			foreach ( $widget->attributes() as $name => $attribute ) {
				$message = "$tag $name";
				if ( Attribute::INT === $attribute->type() ) {
					$this->assertSame( 1, $attribute->min(), "number inputs have minimum 1: $message" );
					$this->assertLessThanOrEqual( Catalogue::MAX_ITEMS * 2, $attribute->max(), $message );
				}
				if ( in_array( $name, $columns, true ) ) {
					++$seen_columns;
					$this->assertSame( array( 1, 4, 1 ), array( $attribute->min(), $attribute->max(), $attribute->default_value() ), $message );
				}
				if ( Attribute::ORDER === $attribute->type() ) {
					$this->assertSame( array( 'ASC', 'DESC' ), $attribute->allowed(), $message );
				}
				if ( Attribute::ORDERBY === $attribute->type() ) {
					$is_events        = Catalogue::KIND_EVENTS === $widget->kind();
					$seen_event_type += $is_events ? 1 : 0;
					$this->assertSame( $is_events ? $event_orderby : $people_orderby, $attribute->allowed(), $message );
				}
				if ( 'filter_with_status' === $name ) {
					$this->assertSame( array( 'all', 'upcoming', 'ongoing', 'expire' ), $attribute->allowed(), $message );
				}
			}
		}
		$this->assertSame( 6, $seen_columns );
		$this->assertSame( 5, $seen_event_type );

		$slider = Catalogue::get( 'etn_pro_speakers_sliders' )->attributes()['slider_count'];
		$this->assertSame( array( 1, 10, 3 ), array( $slider->min(), $slider->max(), $slider->default_value() ) );
		$events_slider = Catalogue::get( 'etn_pro_events_sliders' )->attributes()['event_slider_count'];
		$this->assertSame( array( 1, 3 ), array( $events_slider->min(), $events_slider->default_value() ) );

		$this->assertSame(
			array( 'dayGridMonth', 'timeGridWeek', 'timeGridDay' ),
			Catalogue::get( 'etn_pro_calendar_standard' )->attributes()['calendar_view']->allowed()
		);
		$this->assertSame(
			array( 'listMonth', 'listWeek', 'listDay' ),
			Catalogue::get( 'etn_pro_calendar_list' )->attributes()['calendar_view']->allowed()
		);
		foreach ( array( 'etn_pro_schedules_tab', 'etn_pro_schedules_list' ) as $tag ) {
			$this->assertSame( array( 'style-1', 'style-2' ), Catalogue::get( $tag )->attributes()['style']->allowed(), $tag );
		}
		$this->assertSame( 100, Catalogue::get( 'etn_pro_events_classic' )->attributes()['btn_text']->max() );
	}

	/**
	 * The catalogue lists exactly the product's widgets, each with a unique key and its kind.
	 */
	public function test_catalogue_lists_every_widget(): void {
		$expected = array(
			'etn_pro_events_classic'      => Catalogue::KIND_EVENTS,
			'etn_pro_events_standard'     => Catalogue::KIND_EVENTS,
			'etn_pro_events_tab'          => Catalogue::KIND_EVENTS,
			'etn_pro_events_sliders'      => Catalogue::KIND_EVENTS,
			'etn_pro_events_one_line'     => Catalogue::KIND_EVENTS,
			'etn_pro_event_location_list' => Catalogue::KIND_LOCATIONS,
			'etn_pro_calendar_standard'   => Catalogue::KIND_CALENDAR,
			'etn_pro_calendar_list'       => Catalogue::KIND_CALENDAR,
			'etn_pro_speakers_classic'    => Catalogue::KIND_SPEAKERS,
			'etn_pro_speakers_standard'   => Catalogue::KIND_SPEAKERS,
			'etn_pro_speakers_sliders'    => Catalogue::KIND_SPEAKERS,
			'etn_pro_organizers'          => Catalogue::KIND_ORGANIZERS,
			'etn_pro_schedules_tab'       => Catalogue::KIND_SCHEDULES,
			'etn_pro_schedules_list'      => Catalogue::KIND_SCHEDULES,
		);
		$widgets  = Catalogue::widgets();
		$this->assertSame( array_keys( $expected ), array_keys( $widgets ) );

		$keys = array();
		foreach ( $widgets as $tag => $widget ) {
			$this->assertInstanceOf( Widget::class, $widget );
			$this->assertSame( $tag, $widget->tag() );
			$this->assertSame( $expected[ $tag ], $widget->kind(), $tag );
			$this->assertMatchesRegularExpression( '/^[a-z_]+$/', $widget->key() );
			$this->assertNotEmpty( $widget->attributes() );
			foreach ( array_keys( $widget->attributes() ) as $name ) {
				$this->assertSame( strtolower( $name ), $name, 'WordPress lower-cases attribute names' );
			}
			$keys[] = $widget->key();

			$data = $widget->to_array();
			$this->assertSame( $tag, $data['tag'] );
			$this->assertSame( array_keys( $widget->attributes() ), array_keys( $data['attributes'] ) );
			$this->assertSame( $data, json_decode( wp_json_encode( $data ), true ), 'plain data' );
		}
		$this->assertSame( $keys, array_unique( $keys ) );
		$this->assertSame( 'organizers', Catalogue::get( 'etn_pro_organizers' )->key() );
		$this->assertSame( 'speakers_slider', Catalogue::get( 'etn_pro_speakers_sliders' )->key() );

	}

	/**
	 * Unknown attributes, positional ones and odd containers are ignored; names match ignoring case.
	 */
	public function test_unknown_attributes_are_dropped(): void {
		$tag      = 'etn_pro_events_classic';
		$defaults = Catalogue::get( $tag )->omitted();

		$cleaned = Catalogue::clean(
			$tag,
			array(
				'event_count'   => '3',
				'foo'           => 'bar',
				'onclick'       => 'alert(1)',
				'spacebetween'  => '5',
				'speaker_count' => '9',
				0               => 'event_count',
				'EVENT_COL'     => '2',
			)
		);
		$this->assertSame( array_keys( $defaults ), array_keys( $cleaned ) );
		$this->assertSame( 3, $cleaned['event_count'] );
		$this->assertSame( 2, $cleaned['event_col'] );
		$this->assertSame(
			4,
			Catalogue::clean(
				$tag,
				array(
					'EVENT_COL' => '2',
					'event_col' => '4',
					'Event_Col' => '3',
				)
			)['event_col']
		);

		foreach ( array( '', '   ', null, 42, true, new \stdClass(), array(), 'positional only' ) as $raw ) {
			$this->assertSame( $defaults, Catalogue::clean( $tag, $raw ), (string) wp_json_encode( $raw ) );
		}
		$huge = array_fill_keys( array_map( 'strval', range( 1, 5000 ) ), 'x' );
		$this->assertSame( $defaults, Catalogue::clean( $tag, array( 'a' => $huge ) + $huge ) );

		$this->assertSame( array(), Catalogue::clean( 'etn_pro_countdown', array( 'event_id' => '1' ) ) );
		$this->assertSame( array(), Catalogue::clean( 'ETN_PRO_EVENTS_CLASSIC', array() ) );
		$this->assertNull( Catalogue::get( 'unknown' ) );
		$this->assertNull( Catalogue::get( array( 'etn_pro_organizers' ) ) );
		$this->assertNull( Catalogue::get( null ) );
	}

	/**
	 * Eventin's example shortcodes (its code comments, generator and page builders) parse.
	 *
	 * @return array<string,array{0:string,1:array<string,mixed>}>
	 */
	public function eventin_examples(): array {
		return array(
			'events classic comment'  => array(
				'[etn_pro_events_classic event_count ="10" order="DESC" desc_limit="yes" ]',
				array(
					'event_count' => 10,
					'order'       => 'DESC',
					'desc_limit'  => 20,
				),
			),
			'events classic, page'    => array(
				'[etn_pro_events_classic event_count="3" event_cat_ids="5"]',
				array(
					'event_count'   => 3,
					'event_cat_ids' => array( 5 ),
				),
			),
			'organizers comment'      => array(
				"[etn_pro_organizers cat_id='19' order='asc' limit='3' url='yes' logo='yes' /]",
				array(
					'cat_id' => array( 19 ),
					'order'  => 'ASC',
					'limit'  => 3,
					'url'    => 'yes',
					'logo'   => 'yes',
				),
			),
			'speakers comment'        => array(
				'[etn_pro_speakers_classic speaker_count ="10" speaker_order="DESC" speakers_category ="2" show_designation="yes" show_social ="yes" ]',
				array(
					'speaker_count'     => 10,
					'order'             => 'DESC',
					'speakers_category' => array( 2 ),
					'show_designation'  => 'yes',
					'show_social'       => 'yes',
				),
			),
			'schedules tab comment'   => array(
				"[etn_pro_schedules_tab ids=\"16,33\" order='asc'/]",
				array(
					'ids'   => array( 16, 33 ),
					'order' => 'ASC',
				),
			),
			'schedules list comment'  => array(
				'[etn_pro_schedules_list id="16" /]',
				array( 'ids' => array() ),
			),
			'calendar comment'        => array(
				"[etn_pro_calendar_standard limit='1' event_cat_ids='1,2' event_tag_ids='1,2' /]",
				array( 'event_cat_ids' => array( 1, 2 ) ),
			),
			'calendar generator'      => array(
				"[etn_pro_calendar_standard event_cat_ids='4' all_day_slot='false' calendar_view=\"dayGridMonth\" show_child_event='yes' show_parent_event='no']",
				array(
					'event_cat_ids'     => array( 4 ),
					'all_day_slot'      => 'no',
					'calendar_view'     => 'dayGridMonth',
					'show_child_event'  => 'yes',
					'show_parent_event' => 'no',
				),
			),
			'calendar list elementor' => array(
				"[etn_pro_calendar_list event_cat_ids='' show_parent_event='no' show_child_event='yes' calendar_view=listWeek /]",
				array(
					'event_cat_ids'    => array(),
					'calendar_view'    => 'listWeek',
					'show_child_event' => 'yes',
				),
			),
			'calendar list divi'      => array(
				"[etn_pro_calendar_list event_cat_ids = '3,7' calendar_view='listDay']",
				array(
					'event_cat_ids' => array( 3, 7 ),
					'calendar_view' => 'listDay',
				),
			),
			'location list'           => array(
				"[etn_pro_event_location_list style ='style-1' location_limit = 8 ]",
				array(
					'style'          => 'style-1',
					'location_limit' => 8,
				),
			),
			'events slider generator' => array(
				"[etn_pro_events_sliders style='event-2' event_cat_ids='1,2' orderby='etn_start_date' order='ASC' filter_with_status='upcoming' event_count='8' event_slider_count='3' auto_play='yes' show_end_date='yes']",
				array(
					'style'              => 'event-2',
					'event_cat_ids'      => array( 1, 2 ),
					'orderby'            => 'etn_start_date',
					'order'              => 'ASC',
					'filter_with_status' => 'upcoming',
					'event_count'        => 8,
					'event_slider_count' => 3,
					'auto_play'          => 'yes',
					'show_end_date'      => 'yes',
				),
			),
			'speakers slider'         => array(
				"[etn_pro_speakers_sliders style='style-4' categories_id='3' auto_play='true' speaker_count='12' slider_count='4' spaceBetween='10']",
				array(
					'style'         => 'style-4',
					'categories_id' => array( 3 ),
					'auto_play'     => 'yes',
					'speaker_count' => 12,
					'slider_count'  => 4,
				),
			),
			'one line generator'      => array(
				"[etn_pro_events_one_line event_tag_ids='9' orderby='title' order='DESC' filter_with_status='expire' show_btn='yes' event_count='3']",
				array(
					'event_tag_ids'      => array( 9 ),
					'orderby'            => 'title',
					'filter_with_status' => 'expire',
					'show_btn'           => 'yes',
					'event_count'        => 3,
				),
			),
		);
	}

	/**
	 * An Eventin shortcode, parsed the way WordPress parses it, cleans to the expected values.
	 *
	 * @dataProvider eventin_examples
	 *
	 * @param string              $shortcode Shortcode text.
	 * @param array<string,mixed> $expected  Expected values (the rest at defaults).
	 */
	public function test_eventin_example_parses( string $shortcode, array $expected ): void {
		$tag = (string) preg_replace( '/^\[(\w+).*$/s', '$1', $shortcode );
		$this->assertSame( 1, preg_match( '/' . get_shortcode_regex( array( $tag ) ) . '/', $shortcode, $m ) );

		$cleaned = Catalogue::clean( $tag, shortcode_parse_atts( $m[3] ) );
		$this->assertSame( array_merge( Catalogue::get( $tag )->omitted(), $expected ), $cleaned );
		// The attribute text itself is accepted too.
		$this->assertSame( $cleaned, Catalogue::clean( $tag, $m[3] ) );
	}

	/**
	 * The documented example from Eventin's code comment, as attribute text.
	 */
	public function test_attribute_text_parses(): void {
		$cleaned = Catalogue::clean( 'etn_pro_events_standard', shortcode_parse_atts( 'event_count="10" order="DESC" desc_limit="yes"' ) );
		$this->assertSame( 10, $cleaned['event_count'] );
		$this->assertSame( 'DESC', $cleaned['order'] );
		$this->assertSame( 20, $cleaned['desc_limit'] );
	}
}
