<?php
/**
 * The speaker widgets ([etn_pro_speakers_classic], [etn_pro_speakers_standard],
 * [etn_pro_speakers_sliders]) through real shortcodes and the Renderer: who
 * they list (role, groups, order, limit), columns and styles, what they never
 * print (e-mail, phone, unsafe links), hostile attributes and stored values,
 * constant queries, and the script only for the slider.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Shortcodes;

use EventinPro\Shortcodes\Catalogue;
use EventinPro\Shortcodes\Renderer;
use EventinPro\Shortcodes\WidgetAssets;
use EventinPro\Speakers\SpeakersRepository;
use EventinPro\Support\BuildAssets;
use EventinPro\Tests\Speakers\SpeakersTestCase;

/**
 * Speaker widgets.
 */
final class SpeakersViewTest extends SpeakersTestCase {

	use InertMarkup;

	private const TAGS = array( 'etn_pro_speakers_classic', 'etn_pro_speakers_standard', 'etn_pro_speakers_sliders' );

	/**
	 * No widget script left from an earlier test.
	 */
	protected function setUp(): void {
		parent::setUp();
		wp_dequeue_script( WidgetAssets::SCRIPTS['widgets'] );
	}

	/**
	 * Forgets what a test enqueued.
	 */
	protected function tearDown(): void {
		wp_dequeue_script( WidgetAssets::SCRIPTS['widgets'] );
		wp_dequeue_style( WidgetAssets::STYLE );
		parent::tearDown();
	}

	/**
	 * Names of the people in a widget's HTML, in order.
	 *
	 * @param string $html Widget HTML.
	 * @return string[]
	 */
	private static function names( string $html ): array {
		preg_match_all( '#<h3 class="eventin-person__name">(?:<a [^>]*>)?(.*?)(?:</a>)?</h3>#', $html, $m );
		return array_map( 'html_entity_decode', $m[1] );
	}

	/**
	 * Speakers in groups, an organizer, a subscriber claiming a group: the
	 * grids list the speakers of the named groups only.
	 */
	public function test_lists_speakers_of_the_groups_only(): void {
		$a = $this->group( 'Keynotes' );
		$b = $this->group( 'Panels' );
		$c = $this->group( 'Workshops' );
		$this->speaker(
			array(
				'name'              => 'Ada In A',
				'speaker_group_ids' => array( $a ),
			)
		);
		$this->speaker(
			array(
				'name'              => 'Ben In A And B',
				'speaker_group_ids' => array( $a, $b ),
				'category'          => array( 'speaker', 'organizer' ),
			)
		);
		$this->speaker(
			array(
				'name'              => 'Cy In C',
				'speaker_group_ids' => array( $c ),
			)
		);
		$this->speaker(
			array(
				'name'              => 'Olga Organizer In A',
				'speaker_group_ids' => array( $a ),
				'category'          => array( 'organizer' ),
			)
		);
		$subscriber = $this->make_user( 'subscriber' );
		update_user_meta( $subscriber, SpeakersRepository::META_GROUPS, wp_json_encode( array( $a ) ) );

		$html = do_shortcode( '[etn_pro_speakers_classic speakers_category="' . $a . '" orderby="title" order="asc"]' );
		$this->assertSame( array( 'Ada In A', 'Ben In A And B' ), self::names( $html ) );

		$html = do_shortcode( '[etn_pro_speakers_standard speakers_category="' . $b . ',' . $c . '" orderby="title" order="asc"]' );
		$this->assertSame( array( 'Ben In A And B', 'Cy In C' ), self::names( $html ) );

		$html = do_shortcode( '[etn_pro_speakers_sliders categories_id="' . $c . '"]' );
		$this->assertSame( array( 'Cy In C' ), self::names( $html ) );

		$all = self::names( do_shortcode( '[etn_pro_speakers_standard orderby="title" order="asc"]' ) );
		$this->assertSame( array( 'Ada In A', 'Ben In A And B', 'Cy In C' ), $all, 'no group: every speaker, never organizers or other users' );

		$none = do_shortcode( '[etn_pro_speakers_classic speakers_category="999999"]' );
		$this->assertStringContainsString( '<p class="eventin-widget__empty">No speakers found.</p>', $none );
	}

	/**
	 * Orderby title, ID, post_date and name, ascending and descending; the
	 * count limits.
	 */
	public function test_order_orderby_and_count(): void {
		$cara  = $this->speaker( array( 'name' => 'Cara' ) );
		$alice = $this->speaker( array( 'name' => 'Alice' ) );
		$bob   = $this->speaker( array( 'name' => 'Bob' ) );
		global $wpdb;
		// Registered: Bob first, then Cara, then Alice.
		foreach ( array(
			$bob   => '2020-01-01 00:00:00',
			$cara  => '2021-01-01 00:00:00',
			$alice => '2022-01-01 00:00:00',
		) as $id => $registered ) {
			$wpdb->update( $wpdb->users, array( 'user_registered' => $registered ), array( 'ID' => $id ) );
			clean_user_cache( $id );
		}
		$names = static function ( string $atts ): array {
			return self::names( Renderer::render( 'etn_pro_speakers_standard', $atts ) );
		};
		$this->assertSame( array( 'Alice', 'Bob', 'Cara' ), $names( 'orderby="title" order="ASC"' ) );
		$this->assertSame( array( 'Cara', 'Bob', 'Alice' ), $names( 'orderby="title" order="desc"' ) );
		$this->assertSame( array( 'Cara', 'Alice', 'Bob' ), $names( 'orderby="ID" order="asc"' ) );
		$this->assertSame( array( 'Bob', 'Alice', 'Cara' ), $names( '' ), 'default: ID, descending' );
		$this->assertSame( array( 'Bob', 'Cara', 'Alice' ), $names( 'orderby="post_date" order="asc"' ), 'post_date: registration date' );
		$this->assertSame( array( 'Alice', 'Bob', 'Cara' ), $names( 'orderby="name" order="asc"' ), 'name: the slug' );
		$this->assertSame( array( 'Alice', 'Bob' ), $names( 'orderby="title" order="asc" speaker_count="2"' ) );
		$this->assertSame( array( 'Alice' ), self::names( Renderer::render( 'etn_pro_speakers_sliders', 'orderby="title" order="asc" speaker_count="1"' ) ) );
	}

	/**
	 * Columns 1 to 4 (out of range clamped), styles as classes, the slider's
	 * per-view count and flags.
	 */
	public function test_columns_styles_and_slider_settings(): void {
		$this->speaker( array( 'name' => 'Solo' ) );
		$this->assertStringContainsString( 'style="--eventin-columns:3"', Renderer::render( 'etn_pro_speakers_classic', 'speaker_col="3"' ) );
		$this->assertStringContainsString( 'style="--eventin-columns:4"', Renderer::render( 'etn_pro_speakers_standard', 'speaker_col="9"' ) );
		$this->assertStringContainsString( 'style="--eventin-columns:1"', Renderer::render( 'etn_pro_speakers_standard', '' ) );
		$this->assertStringContainsString( 'eventin-person is-style-3', Renderer::render( 'etn_pro_speakers_classic', 'style="style-3"' ) );
		$this->assertStringContainsString( 'eventin-person is-style-2', Renderer::render( 'etn_pro_speakers_classic', 'style="style-9"' ), 'unknown style: the default' );
		$this->assertStringContainsString( 'eventin-person is-standard', Renderer::render( 'etn_pro_speakers_standard', '' ) );

		$slider = Renderer::render( 'etn_pro_speakers_sliders', 'style="style-5" slider_count="4" auto_play="yes" slider_nav_show="no" slider_dot_show="yes"' );
		$this->assertMatchesRegularExpression( '#<div class="eventin-slider eventin-people is-style-5" data-eventin-slider data-per-view="4" data-autoplay="1" data-nav="0" data-dots="1" style="--eventin-per-view:4" aria-roledescription="carousel" aria-label="Speakers" data-label-prev="Previous"[^>]*><div class="eventin-slider__track" tabindex="0">#', $slider );
		$this->assertStringContainsString( '<div class="eventin-slider__slide" role="group" aria-roledescription="slide" aria-label="1 of 1">', $slider );
		$this->assertStringContainsString( 'data-per-view="10"', Renderer::render( 'etn_pro_speakers_sliders', 'slider_count="50"' ), 'at most 10 in view' );
		$this->assertStringNotContainsString( 'eventin-grid', $slider );
	}

	/**
	 * Photo with width, height and lazy loading; designation and social links
	 * when asked; the name links to the speaker's page; no e-mail or phone.
	 */
	public function test_card_shows_public_profile_only(): void {
		$photo = $this->attachment();
		wp_update_attachment_metadata(
			$photo,
			array(
				'width'  => 800,
				'height' => 600,
				'file'   => 'photo.jpg',
				'sizes'  => array(
					'thumbnail' => array(
						'file'      => 'photo-150x150.jpg',
						'width'     => 150,
						'height'    => 150,
						'mime-type' => 'image/jpeg',
					),
				),
			)
		);
		$id   = $this->speaker(
			array(
				'name'        => 'Ayesha Rahman',
				'email'       => 'ayesha.private@example.org',
				'phone'       => '+880 555 0101',
				'designation' => 'CTO',
				'company'     => 'Dhaka Labs',
				'image_id'    => $photo,
				'social'      => array(
					array(
						'icon' => 'linkedin',
						'url'  => 'https://www.linkedin.com/in/ayesha',
					),
					array(
						'icon' => 'website',
						'url'  => 'https://ayesha.example',
					),
				),
			)
		);
		$html = do_shortcode( '[etn_pro_speakers_classic style="style-1" show_designation="yes" show_social="yes"]' );

		$this->assertMatchesRegularExpression( '#<img [^>]*width="150" height="150"[^>]*class="eventin-person__photo"[^>]*>#', $html );
		$this->assertMatchesRegularExpression( '#<img [^>]*loading="lazy"#', $html );
		$this->assertStringContainsString( '<a href="' . esc_url( get_author_posts_url( $id ) ) . '">Ayesha Rahman</a>', $html );
		$this->assertStringContainsString( '<p class="eventin-person__designation">CTO</p>', $html );
		$this->assertStringContainsString( '<a class="eventin-person__social-link is-linkedin" href="https://www.linkedin.com/in/ayesha" rel="noopener noreferrer"><span class="screen-reader-text">Ayesha Rahman on LinkedIn</span></a>', $html );
		$this->assertStringContainsString( 'Website of Ayesha Rahman', $html );
		foreach ( array( 'ayesha.private', '@example.org', '555 0101', 'etn-speaker', 'ayesha-rahman@', 'user_email' ) as $private ) {
			$this->assertStringNotContainsString( $private, $html, "never prints $private" );
		}

		$plain = do_shortcode( '[etn_pro_speakers_classic show_designation="no" show_social="no"]' );
		$this->assertStringNotContainsString( 'CTO', $plain );
		$this->assertStringNotContainsString( 'linkedin', $plain );

		$omitted = do_shortcode( '[etn_pro_speakers_standard]' );
		$this->assertStringContainsString( 'CTO', $omitted, 'left out, designation and social show (as in Eventin)' );
		$this->assertStringContainsString( 'is-linkedin', $omitted );
	}

	/**
	 * A speaker without a photo gets initials in its place; a stored photo
	 * address without an attachment is printed with a size.
	 */
	public function test_photo_fallbacks(): void {
		$this->speaker( array( 'name' => 'Zoë van Dijk' ) );
		$html = Renderer::render( 'etn_pro_speakers_standard', '' );
		$this->assertStringContainsString( '<span class="eventin-person__photo eventin-person__initials" aria-hidden="true">ZV</span>', $html );

		$id = $this->speaker( array( 'name' => 'Url Photo' ) );
		update_user_meta( $id, SpeakersRepository::META_IMAGE, 'https://cdn.example/photo.png' );
		$html = Renderer::render( 'etn_pro_speakers_standard', 'orderby="ID" order="desc" speaker_count="1"' );
		$this->assertStringContainsString( '<img class="eventin-person__photo" src="https://cdn.example/photo.png" alt="" width="150" height="150" loading="lazy" decoding="async">', $html );

		update_user_meta( $id, SpeakersRepository::META_IMAGE, 'javascript:alert(1)//.png' );
		$html = Renderer::render( 'etn_pro_speakers_standard', 'orderby="ID" order="desc" speaker_count="1"' );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertStringContainsString( 'eventin-person__initials', $html );
	}

	/**
	 * Hostile names, designations and social links stored by other means are
	 * escaped or dropped.
	 */
	public function test_hostile_stored_values_are_escaped_or_dropped(): void {
		global $wpdb;
		$id = $this->speaker( array( 'name' => 'Placeholder' ) );
		$wpdb->update( $wpdb->users, array( 'display_name' => '"><script>alert(1)</script><img src=x onerror=alert(2)>' ), array( 'ID' => $id ) );
		clean_user_cache( $id );
		update_user_meta( $id, SpeakersRepository::META_DESIGNATION, '<img src=x onerror=alert(3)>CTO' );
		update_user_meta(
			$id,
			SpeakersRepository::META_SOCIAL,
			array(
				array(
					'icon'           => 'etn-icon fa-facebook-f',
					'etn_social_url' => 'javascript:alert(4)',
				),
				array(
					'icon'           => 'etn-icon fa-x-twitter',
					'etn_social_url' => 'https://x.com/a"onmouseover="alert(5)',
				),
				array(
					'icon'           => 'etn-icon fa-linkedin-in',
					'etn_social_url' => 'data:text/html,<script>alert(6)</script>',
				),
				array(
					'icon'           => 'etn-icon fa-youtube',
					'etn_social_url' => '//evil.example/x',
				),
				'not a row',
				array( 'icon' => array( 'x' ) ),
			)
		);
		$broken = $this->speaker( array( 'name' => 'Broken' ) );
		$wpdb->update( $wpdb->users, array( 'display_name' => "Bad \xC3\x28 bytes" ), array( 'ID' => $broken ) );
		clean_user_cache( $broken );
		foreach ( self::TAGS as $tag ) {
			$html = do_shortcode( "[$tag show_designation=\"yes\" show_social=\"yes\"]" );
			$this->assertNoActiveMarkup( $html, $tag );
			$this->assertSame( 2, substr_count( $html, '<article ' ), "$tag: a name with invalid UTF-8 still renders its card" );
			$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt;', $html, 'the name is shown as text' );
			$this->assertStringNotContainsString( 'evil.example', $html, 'protocol-relative links dropped' );
			$this->assertStringNotContainsString( 'is-facebook', $html, 'javascript: link dropped' );
			$this->assertStringNotContainsString( 'is-linkedin', $html, 'data: link dropped' );
		}
	}

	/**
	 * Every attribute of every speaker widget, fed hostile values as a block
	 * array or as shortcode text, gives no active markup and no PHP warning.
	 */
	public function test_hostile_attributes(): void {
		$group = $this->group( 'G' );
		$this->speaker(
			array(
				'name'              => 'Someone',
				'speaker_group_ids' => array( $group ),
			)
		);
		$values = array(
			'"><script>alert(1)</script>',
			'<img src=x onerror=alert(1)>',
			'javascript:alert(1)',
			'yes" onmouseover="alert(1)',
			'-5',
			'99999999999999999999',
			-1,
			PHP_INT_MAX,
			1.5,
			array( '<script>' ),
			array( array( 'x' ) ),
			null,
			true,
			str_repeat( '9,', 3000 ),
			"$group OR 1=1",
		);
		foreach ( self::TAGS as $tag ) {
			$widget = Catalogue::get( $tag );
			$this->assertNotNull( $widget );
			foreach ( array_keys( $widget->attributes() ) as $name ) {
				foreach ( $values as $index => $value ) {
					$html = Renderer::render( $tag, array( $name => $value ) );
					$this->assertNoTrace( $html, "$tag $name #$index" );
					$this->assertStringContainsString( 'data-eventin-widget=', $html );
				}
				$html = do_shortcode( "[$tag $name='\"><script>alert(1)</script>' $name=\"javascript:alert(1)\"]" );
				$this->assertNoTrace( $html, "$tag $name as shortcode text" );
			}
		}
	}

	/**
	 * Three speakers or twenty: the same number of queries (ids, users, user
	 * meta, photos), with groups, photos and social links.
	 */
	public function test_constant_queries(): void {
		$group = $this->group( 'Cost' );
		$photo = $this->attachment();
		$make  = function ( int $n ) use ( $group, $photo ): void {
			for ( $i = 1; $i <= $n; $i++ ) {
				$this->speaker(
					array(
						'name'              => "Cost $i",
						'designation'       => 'Speaker',
						'image_id'          => $photo,
						'speaker_group_ids' => array( $group ),
						'social'            => array(
							array(
								'icon' => 'x',
								'url'  => "https://x.com/cost$i",
							),
						),
					)
				);
			}
		};
		$make( 3 );
		$measure = function ( string $tag ) use ( $group ): array {
			$html  = '';
			$count = $this->count_queries(
				static function () use ( $tag, $group, &$html ) {
					wp_cache_flush();
					$html = do_shortcode( "[$tag speakers_category=\"$group\" categories_id=\"$group\" speaker_count=\"50\"]" );
				}
			);
			return array( $count, substr_count( $html, '<article ' ) );
		};
		$small   = array();
		foreach ( self::TAGS as $tag ) {
			$small[ $tag ] = $measure( $tag );
			$this->assertSame( 3, $small[ $tag ][1], $tag );
		}
		$make( 17 );
		foreach ( self::TAGS as $tag ) {
			$large = $measure( $tag );
			$this->assertSame( 20, $large[1], $tag );
			$this->assertSame( $small[ $tag ][0], $large[0], "$tag: 3 and 20 speakers cost the same queries" );
			$this->assertLessThanOrEqual( 10, $large[0], "$tag: within the widgets' budget" );
		}
	}

	/**
	 * The slider asks for the widgets script; the grids do not.
	 */
	public function test_script_only_for_the_slider(): void {
		if ( null === BuildAssets::info( 'widgets' ) ) {
			$this->markTestSkipped( 'No build of the widgets entry (run npm run build).' );
		}
		$this->speaker( array( 'name' => 'Scripted' ) );
		$handle = WidgetAssets::SCRIPTS['widgets'];
		do_shortcode( '[etn_pro_speakers_classic][etn_pro_speakers_standard]' );
		$this->assertFalse( wp_script_is( $handle, 'enqueued' ), 'grids enqueue no script' );
		do_shortcode( '[etn_pro_speakers_sliders]' );
		$this->assertTrue( wp_script_is( $handle, 'enqueued' ), 'the slider enqueues eventin-widgets' );
	}


	/**
	 * Asserts that an attribute value never reached the HTML in any form.
	 *
	 * @param string $html    HTML.
	 * @param string $message Context.
	 */
	private function assertNoTrace( string $html, string $message ): void {
		$this->assertNoActiveMarkup( $html, $message );
		$this->assertDoesNotMatchRegularExpression( '/onerror|onmouseover|javascript:|alert\(/i', $html, $message );
	}
}
