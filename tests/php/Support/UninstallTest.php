<?php
/**
 * Uninstall removes everything of ours when the site asked for it, and nothing
 * that is not ours; without the setting, content stays.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Support;

use EventinPro\Settings\SettingsRepository;
use EventinPro\Support\DemoData;
use EventinPro\Support\Installer;
use EventinPro\Support\Uninstaller;
use EventinPro\Tests\TestCase;

/**
 * Uninstall completeness.
 */
final class UninstallTest extends TestCase {

	private const POST_TYPES = array( 'etn', 'etn-schedule', 'etn-attendee', 'etn-template' );
	private const TAXONOMIES = array( 'etn_category', 'etn_tags', 'etn_speaker_category' );

	/**
	 * Ids of data that is not ours: a post with meta, a user with meta (one
	 * key with a generic name speakers use too), a core category.
	 *
	 * @var array<string,int>
	 */
	private $theirs;

	protected function setUp(): void {
		parent::setUp();
		delete_option( DemoData::OPTION );
		DemoData::seed(); // Every feature's demo data.
		$this->assertGreaterThan( 0, $this->our_posts()['etn-attendee'] ?? 0, 'precondition: attendees seeded' );

		$post = wp_insert_post(
			array(
				'post_title'  => 'A normal post',
				'post_status' => 'publish',
			)
		);
		add_post_meta( $post, 'etn_event_id', 'not an attendee, just a post meta' );
		$user = $this->make_user( 'author' );
		update_user_meta( $user, 'image', 'https://example.org/me.png' );
		update_user_meta( $user, 'favourite_colour', 'green' );
		$this->theirs = array(
			'post'     => $post,
			'user'     => $user,
			'category' => (int) wp_insert_term( 'Not ours', 'category' )['term_id'],
		);
	}

	protected function tearDown(): void {
		Installer::install();
		parent::tearDown();
	}

	/**
	 * Our posts per post type, any status.
	 *
	 * @return array<string,int>
	 */
	private function our_posts(): array {
		global $wpdb;
		$rows = $wpdb->get_results( "SELECT post_type, COUNT(*) AS n FROM {$wpdb->posts} WHERE post_type IN ('etn','etn-schedule','etn-attendee','etn-template') GROUP BY post_type" );
		return array_map( 'intval', array_column( $rows, 'n', 'post_type' ) );
	}

	/**
	 * Terms of our taxonomies.
	 */
	private function our_terms(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->term_taxonomy} WHERE taxonomy IN ('etn_category','etn_tags','etn_speaker_category')" );
	}

	/**
	 * Rows of ours (or orphaned by us) left in the other tables, by kind.
	 *
	 * @return array<string,int>
	 */
	private function leftovers(): array {
		global $wpdb;
		return array_map(
			'intval',
			array(
				'orphan post meta'     => $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta} m LEFT JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE p.ID IS NULL" ),
				'orphan relationships' => $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->term_relationships} r LEFT JOIN {$wpdb->term_taxonomy} t ON t.term_taxonomy_id = r.term_taxonomy_id WHERE t.term_taxonomy_id IS NULL" ),
				'orphan term meta'     => $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->termmeta} m LEFT JOIN {$wpdb->terms} t ON t.term_id = m.term_id WHERE t.term_id IS NULL" ),
				'speaker user meta'    => $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE meta_key LIKE 'etn\\_%' OR meta_key = 'etn_company_name'" ),
				'options'              => $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE 'eventin\\_%' OR option_name LIKE 'etn\\_%'" ),
				'roles and caps'       => substr_count( (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $wpdb->prefix . 'user_roles' ) ), 'etn' ),
				'scheduled checks'     => substr_count( (string) $wpdb->get_var( "SELECT option_value FROM {$wpdb->options} WHERE option_name = 'cron'" ), 'eventin' ),
			)
		);
	}

	/**
	 * The data that is not ours is all there.
	 */
	private function assert_theirs_untouched(): void {
		$this->assertSame( 'A normal post', get_post( $this->theirs['post'] )->post_title );
		$this->assertSame( 'not an attendee, just a post meta', get_post_meta( $this->theirs['post'], 'etn_event_id', true ) );
		$this->assertNotFalse( get_userdata( $this->theirs['user'] ) );
		$this->assertSame( 'https://example.org/me.png', get_user_meta( $this->theirs['user'], 'image', true ) );
		$this->assertSame( 'green', get_user_meta( $this->theirs['user'], 'favourite_colour', true ) );
		$this->assertInstanceOf( \WP_Term::class, get_term( $this->theirs['category'], 'category' ) );
	}

	public function test_with_delete_data_on_nothing_of_ours_remains(): void {
		( new SettingsRepository() )->update( array( 'delete_data_on_uninstall' => 'on' ) );
		$users = count_users()['total_users'];
		wp_cache_flush();

		Uninstaller::uninstall();
		wp_cache_flush();

		$this->assertSame( array(), $this->our_posts() );
		$this->assertSame( 0, $this->our_terms() );
		$this->assertSame( array_fill_keys( array_keys( $this->leftovers() ), 0 ), $this->leftovers() );
		$this->assert_theirs_untouched();
		$this->assertSame( $users, count_users()['total_users'], 'speakers are people: their accounts stay, without our profile' );
	}

	public function test_without_the_setting_content_stays(): void {
		$posts = $this->our_posts();
		$terms = $this->our_terms();

		Uninstaller::uninstall();
		wp_cache_flush();

		$this->assertSame( $posts, $this->our_posts() );
		$this->assertSame( $terms, $this->our_terms() );
		$this->assertGreaterThan( 0, $this->leftovers()['speaker user meta'], 'speaker profiles stay' );
		$this->assertSame( 0, $this->leftovers()['roles and caps'] );
		$this->assertSame( 0, $this->leftovers()['scheduled checks'] );
		$this->assert_theirs_untouched();
	}
}
