<?php
/**
 * The organizer widget ([etn_pro_organizers]) through real shortcodes and
 * the Renderer: who it lists (role, groups, order, limit), columns, logo and
 * website link, what it never prints, hostile attributes and stored values,
 * constant queries and no script.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Shortcodes;

use EventinPro\Shortcodes\Catalogue;
use EventinPro\Shortcodes\Renderer;
use EventinPro\Shortcodes\WidgetAssets;
use EventinPro\Speakers\SpeakersRepository;
use EventinPro\Tests\Speakers\SpeakersTestCase;

/**
 * Organizer widget.
 */
final class OrganizersViewTest extends SpeakersTestCase {

	use InertMarkup;

	private const TAG = 'etn_pro_organizers';

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
	 * An organizer.
	 *
	 * @param array<string,mixed> $fields Fields.
	 */
	private function organizer( array $fields ): int {
		return $this->speaker( $fields + array( 'category' => array( 'organizer' ) ) );
	}

	/**
	 * Organizers of the named groups only (never plain speakers), ordered
	 * and limited; columns clamped to 1-4.
	 */
	public function test_lists_organizers_of_the_groups(): void {
		$a = $this->group( 'Hosts' );
		$b = $this->group( 'Partners' );
		$this->organizer(
			array(
				'name'              => 'Events Co',
				'speaker_group_ids' => array( $a ),
			)
		);
		$this->organizer(
			array(
				'name'              => 'Both Roles Ltd',
				'speaker_group_ids' => array( $a, $b ),
				'category'          => array( 'speaker', 'organizer' ),
			)
		);
		$this->organizer(
			array(
				'name'              => 'Partner Inc',
				'speaker_group_ids' => array( $b ),
			)
		);
		$this->speaker(
			array(
				'name'              => 'Just A Speaker',
				'speaker_group_ids' => array( $a ),
			)
		);

		$this->assertSame( array( 'Both Roles Ltd', 'Events Co' ), self::names( do_shortcode( "[etn_pro_organizers cat_id=\"$a\" orderby=\"title\" order=\"asc\"]" ) ) );
		$this->assertSame( array( 'Partner Inc', 'Both Roles Ltd' ), self::names( do_shortcode( "[etn_pro_organizers cat_id=\"$b\" orderby=\"title\" order=\"desc\"]" ) ) );
		$this->assertSame( array( 'Both Roles Ltd', 'Events Co', 'Partner Inc' ), self::names( do_shortcode( '[etn_pro_organizers orderby="title" order="asc"]' ) ) );
		$this->assertSame( array( 'Partner Inc', 'Both Roles Ltd', 'Events Co' ), self::names( do_shortcode( '[etn_pro_organizers]' ) ), 'default: ID, descending' );
		$this->assertSame( array( 'Both Roles Ltd' ), self::names( do_shortcode( '[etn_pro_organizers orderby="title" order="asc" limit="1"]' ) ) );

		$this->assertStringContainsString( 'style="--eventin-columns:2"', do_shortcode( '[etn_pro_organizers etn_speaker_col="2"]' ) );
		$this->assertStringContainsString( 'style="--eventin-columns:4"', do_shortcode( '[etn_pro_organizers etn_speaker_col="12"]' ) );
		$this->assertStringContainsString( 'style="--eventin-columns:1"', do_shortcode( '[etn_pro_organizers etn_speaker_col="0"]' ) );
		$this->assertStringContainsString( '<p class="eventin-widget__empty">No organizers found.</p>', do_shortcode( '[etn_pro_organizers cat_id="999999"]' ) );
		$this->assertFalse( wp_script_is( WidgetAssets::SCRIPTS['widgets'], 'enqueued' ), 'a grid enqueues no script' );
	}

	/**
	 * Logo when asked (the organizer's photo, or Eventin's company logo
	 * first); website link when asked (the website social link, Eventin's
	 * company URL, then the account's website); never e-mail or phone.
	 */
	public function test_logo_and_website(): void {
		$photo = $this->attachment();
		$logo  = $this->attachment();
		$first = $this->organizer(
			array(
				'name'     => 'Carla Mendes',
				'email'    => 'carla.private@example.org',
				'phone'    => '+351 555 0100',
				'company'  => 'Events Co',
				'image_id' => $photo,
				'social'   => array(
					array(
						'icon' => 'website',
						'url'  => 'https://www.events.example/about',
					),
				),
			)
		);
		$html  = do_shortcode( '[etn_pro_organizers logo="yes" url="yes"]' );
		$this->assertStringContainsString( '<div class="eventin-organizer__media"><img class="eventin-organizer__logo"', $html );
		$this->assertStringContainsString( 'wp-content/uploads/photo.jpg', $html );
		$this->assertStringContainsString( '<p class="eventin-organizer__website"><a class="eventin-organizer__website-link" href="https://www.events.example/about" rel="noopener noreferrer"><span class="screen-reader-text">Website of Carla Mendes </span>events.example</a></p>', $html );
		$this->assertStringContainsString( '<p class="eventin-person__designation">Events Co</p>', $html );
		$this->assertStringContainsString( '<a href="' . esc_url( get_author_posts_url( $first ) ) . '">Carla Mendes</a>', $html );
		foreach ( array( 'carla.private', '@example.org', '555 0100', 'etn-organizer' ) as $private ) {
			$this->assertStringNotContainsString( $private, $html, "never prints $private" );
		}

		$html = do_shortcode( '[etn_pro_organizers logo="no" url="no"]' );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringNotContainsString( 'events.example', $html );

		$html = do_shortcode( '[etn_pro_organizers]' );
		$this->assertStringContainsString( 'eventin-organizer__logo', $html, 'left out, logo and link show (as in Eventin)' );
		$this->assertStringContainsString( 'eventin-organizer__website', $html );

		// Eventin 4's company logo and URL.
		update_user_meta( $first, 'etn_company_logo_id', (string) $logo );
		wp_update_post(
			array(
				'ID'   => $logo,
				'guid' => 'https://example.org/wp-content/uploads/logo.png',
			)
		);
		update_attached_file( $logo, 'logo.png' );
		update_user_meta( $first, SpeakersRepository::META_SOCIAL, array() );
		update_user_meta( $first, 'etn_speaker_url', 'https://company.example' );
		$html = do_shortcode( '[etn_pro_organizers logo="yes" url="yes"]' );
		$this->assertStringContainsString( 'uploads/logo.png', $html );
		$this->assertStringNotContainsString( 'uploads/photo.jpg', $html );
		$this->assertStringContainsString( 'href="https://company.example"', $html );

		// The account's own website last; unsafe addresses dropped.
		update_user_meta( $first, 'etn_speaker_url', 'javascript:alert(1)' );
		wp_update_user(
			array(
				'ID'       => $first,
				'user_url' => 'https://own.example',
			)
		);
		$html = do_shortcode( '[etn_pro_organizers url="yes"]' );
		$this->assertStringContainsString( 'href="https://own.example"', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );

		global $wpdb;
		$wpdb->update( $wpdb->users, array( 'user_url' => 'javascript:alert(2)' ), array( 'ID' => $first ) );
		clean_user_cache( $first );
		$html = do_shortcode( '[etn_pro_organizers url="yes"]' );
		$this->assertStringNotContainsString( 'eventin-organizer__website', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
	}

	/**
	 * Hostile names, companies and links stored by other means are escaped
	 * or dropped.
	 */
	public function test_hostile_stored_values(): void {
		global $wpdb;
		$id = $this->organizer( array( 'name' => 'Placeholder' ) );
		$wpdb->update( $wpdb->users, array( 'display_name' => '<script>alert(1)</script>"><img src=x onerror=alert(2)>' ), array( 'ID' => $id ) );
		clean_user_cache( $id );
		update_user_meta( $id, SpeakersRepository::META_COMPANY, '<svg onload=alert(3)>' );
		update_user_meta( $id, 'etn_speaker_url', 'https://ok.example/"><script>alert(4)</script>' );
		update_user_meta( $id, 'etn_speaker_company_logo', 'javascript:alert(5)' );
		$html = do_shortcode( '[etn_pro_organizers logo="yes" url="yes"]' );
		$this->assertNoActiveMarkup( $html );
		$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt;', $html );
		$this->assertStringContainsString( '&lt;svg onload=alert(3)&gt;', $html );
	}

	/**
	 * Every attribute fed hostile values gives no trace of them and no PHP warning.
	 */
	public function test_hostile_attributes(): void {
		$group = $this->group( 'G' );
		$this->organizer(
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
			array( '<script>' ),
			array( array( 'x' ) ),
			null,
			false,
			str_repeat( '9,', 3000 ),
		);
		$widget = Catalogue::get( self::TAG );
		$this->assertNotNull( $widget );
		foreach ( array_keys( $widget->attributes() ) as $name ) {
			foreach ( $values as $index => $value ) {
				$html = Renderer::render( self::TAG, array( $name => $value ) );
				$this->assertNoActiveMarkup( $html, "$name #$index" );
				$this->assertDoesNotMatchRegularExpression( '/onerror|onmouseover|javascript:|alert\(/i', $html, "$name #$index" );
			}
			$html = do_shortcode( '[' . self::TAG . " $name='\"><script>alert(1)</script>']" );
			$this->assertDoesNotMatchRegularExpression( '/<script|onerror|javascript:|alert\(/i', $html, $name );
		}
	}

	/**
	 * Three organizers or twenty: the same number of queries.
	 */
	public function test_constant_queries(): void {
		$group   = $this->group( 'Cost' );
		$photo   = $this->attachment();
		$make    = function ( int $n ) use ( $group, $photo ): void {
			for ( $i = 1; $i <= $n; $i++ ) {
				$this->organizer(
					array(
						'name'              => "Org $i",
						'image_id'          => $photo,
						'speaker_group_ids' => array( $group ),
						'social'            => array(
							array(
								'icon' => 'website',
								'url'  => "https://org$i.example",
							),
						),
					)
				);
			}
		};
		$measure = function () use ( $group ): array {
			$html  = '';
			$count = $this->count_queries(
				static function () use ( $group, &$html ) {
					wp_cache_flush();
					$html = do_shortcode( "[etn_pro_organizers cat_id=\"$group\" limit=\"50\" logo=\"yes\" url=\"yes\"]" );
				}
			);
			return array( $count, substr_count( $html, '<article ' ) );
		};
		$make( 3 );
		$small = $measure();
		$make( 17 );
		$large = $measure();
		$this->assertSame( array( 3, 20 ), array( $small[1], $large[1] ) );
		$this->assertSame( $small[0], $large[0], '3 and 20 organizers cost the same queries' );
		$this->assertLessThanOrEqual( 10, $large[0] );
	}

}
