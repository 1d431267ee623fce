<?php
/**
 * The event permalinks (/events/<slug>/) resolve after activation and upgrades:
 * the rewrite rules are rebuilt once then, never on an ordinary request.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Support;

use EventinPro\Events\Events;
use EventinPro\Events\EventsService;
use EventinPro\Support\Installer;
use EventinPro\Tests\TestCase;

/**
 * Rewrite rules.
 */
final class RewriteFlushTest extends TestCase {

	private const EVENT_RULE = 'events/(.+?)(?:/([0-9]+))?/?$'; // Hierarchical: occurrences live under their series.

	/**
	 * Pretty permalinks, as on a site that uses them when the plugin loads
	 * (WordPress adds a post type's permalink structure only then).
	 */
	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
		Events::register_post_type();
	}

	protected function tearDown(): void {
		$GLOBALS['wp_rewrite']->set_permalink_structure( '' );
		$GLOBALS['wp_rewrite']->remove_permastruct( Events::POST_TYPE );
		parent::tearDown();
	}

	/**
	 * A published event's id.
	 */
	private function event(): int {
		$item = ( new EventsService() )->create(
			array(
				'title'       => 'Harbour Lights Festival',
				'post_status' => 'publish',
				'start_date'  => '2030-06-01',
			)
		);
		$this->assertIsArray( $item );
		return (int) $item['id'];
	}

	/**
	 * The rules a site had before the plugin came: built without the event post type.
	 */
	private function rules_without_events(): void {
		flush_rewrite_rules( false );
		$rules = array_filter(
			(array) get_option( 'rewrite_rules' ),
			static function ( string $regex ): bool {
				return 0 !== strpos( $regex, 'events/' );
			},
			ARRAY_FILTER_USE_KEY
		);
		update_option( 'rewrite_rules', $rules );
	}

	/**
	 * What the next request's init does, after the post types are registered.
	 */
	private function next_request(): void {
		Installer::maybe_upgrade();
		Installer::maybe_flush_rewrite_rules();
	}

	public function test_after_activation_the_event_permalink_resolves(): void {
		$id = $this->event();
		$this->rules_without_events();
		$this->assertNotSame( $id, url_to_postid( get_permalink( $id ) ), 'precondition: the stale rules send it elsewhere' );

		Installer::activate();
		$this->next_request();

		$this->assertArrayHasKey( self::EVENT_RULE, (array) get_option( 'rewrite_rules' ) );
		$this->assertStringEndsWith( '/events/harbour-lights-festival/', get_permalink( $id ) );
		$this->assertSame( $id, url_to_postid( get_permalink( $id ) ) );
	}

	public function test_after_an_upgrade_the_event_permalink_resolves(): void {
		$id = $this->event();
		$this->rules_without_events();
		update_option( Installer::VERSION_OPTION, '0.0.1' );

		$this->next_request();

		$this->assertSame( $id, url_to_postid( get_permalink( $id ) ) );
		$this->assertSame( 'no', get_option( Installer::FLUSH_OPTION ) );
	}

	public function test_an_ordinary_request_does_not_rebuild_the_rules(): void {
		Installer::activate();
		$this->next_request(); // The one rebuild after activation.

		$writes = 0;
		$count  = static function () use ( &$writes ) {
			++$writes;
		};
		add_action( 'update_option_rewrite_rules', $count );
		add_action( 'add_option_rewrite_rules', $count );
		$built = did_action( 'generate_rewrite_rules' );
		$this->next_request();
		$this->next_request();
		remove_action( 'update_option_rewrite_rules', $count );
		remove_action( 'add_option_rewrite_rules', $count );

		$this->assertSame( 0, $writes );
		$this->assertSame( $built, did_action( 'generate_rewrite_rules' ) );
	}

	public function test_deactivation_leaves_the_rules_to_be_rebuilt_without_our_post_types(): void {
		flush_rewrite_rules( false );
		Installer::deactivate();
		$this->assertFalse( get_option( 'rewrite_rules' ) );
	}
}
