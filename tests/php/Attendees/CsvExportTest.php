<?php
/**
 * CsvExport: each response writes its own rows, whatever was served before it.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Attendees;

use EventinPro\Attendees\CsvExport;
use EventinPro\Tests\TestCase;

/**
 * CSV streams.
 */
final class CsvExportTest extends TestCase {

	/**
	 * A stream of one row holding $cell.
	 *
	 * @param string $cell Cell.
	 */
	private static function stream( string $cell ): \WP_REST_Response {
		return CsvExport::stream(
			array( 'Name' ),
			array( 1 ),
			static function () use ( $cell ): array {
				return array( array( $cell ) );
			},
			2,
			1,
			$cell . '.csv'
		);
	}

	public function test_a_response_made_after_another_was_served_keeps_the_unserved_ones_rows(): void {
		$first  = self::stream( 'first' );
		$second = self::stream( 'second' );
		$this->assertSame( "first\n", CsvExport::body( $first ) );
		$third = self::stream( 'third' );
		$this->assertSame( "second\n", CsvExport::body( $second ), 'the second response writes its own rows' );
		$this->assertSame( "third\n", CsvExport::body( $third ) );
		$this->assertSame( '', CsvExport::body( $first ), 'a response is written once' );
	}
}
