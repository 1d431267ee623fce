<?php
/**
 * Prices are written one way everywhere: symbol, position, locale separators.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Settings;

use EventinPro\Settings\Money;
use EventinPro\Settings\SettingsRepository;
use EventinPro\Tests\TestCase;

/**
 * Money.
 */
final class MoneyTest extends TestCase {

	/**
	 * The locale's number format before a test changed it.
	 *
	 * @var array<string,string>
	 */
	private $number_format;

	protected function setUp(): void {
		parent::setUp();
		$this->number_format = $GLOBALS['wp_locale']->number_format;
	}

	protected function tearDown(): void {
		$GLOBALS['wp_locale']->number_format = $this->number_format;
		parent::tearDown();
	}

	/**
	 * Stores the site's currency and its position.
	 *
	 * @param string $currency Code.
	 * @param string $position Position.
	 */
	private function site( string $currency, string $position ): void {
		( new SettingsRepository() )->update(
			array(
				'currency'          => $currency,
				'currency_position' => $position,
			)
		);
	}

	/**
	 * Position => expected text of 1234.5 in the site's currency.
	 *
	 * @return array<string,array{0:string,1:string,2:string}>
	 */
	public function positions(): array {
		return array(
			'left'             => array( 'USD', 'left', '$1,234.50' ),
			'right'            => array( 'EUR', 'right', '1,234.50€' ),
			'left with space'  => array( 'GBP', 'left_space', '£ 1,234.50' ),
			'right with space' => array( 'EUR', 'right_space', '1,234.50 €' ),
			'no symbol: code'  => array( 'SEK', 'right_space', '1,234.50 SEK' ),
		);
	}

	/**
	 * @dataProvider positions
	 *
	 * @param string $currency Code.
	 * @param string $position Position.
	 * @param string $expected Text.
	 */
	public function test_the_site_currency_in_its_position( string $currency, string $position, string $expected ): void {
		$this->site( $currency, $position );
		$this->assertSame( $expected, Money::format( 1234.5 ) );
		$this->assertSame( $currency, Money::currency() );
	}

	public function test_a_booking_keeps_its_own_currency_in_the_site_position(): void {
		$this->site( 'USD', 'right_space' );
		$this->assertSame( '10.00 €', Money::format( 10, 'eur' ) );
		$this->assertSame( '10.00 $', Money::format( 10, '' ) );
	}

	public function test_free_tickets_read_free(): void {
		$this->site( 'USD', 'left' );
		$this->assertSame( 'Free', Money::price( 0 ) );
		$this->assertSame( '$0.50', Money::price( 0.5 ) );
	}

	public function test_the_locale_separators_and_what_the_script_gets(): void {
		$this->site( 'EUR', 'right_space' );
		$GLOBALS['wp_locale']->number_format = array(
			'decimal_point' => ',',
			'thousands_sep' => '.',
		);
		$this->assertSame( '1.234,50 €', Money::format( 1234.5 ) );
		$this->assertSame(
			array(
				'pattern'   => '%s €',
				'decimal'   => ',',
				'thousands' => '.',
			),
			Money::script_format()
		);
	}
}
