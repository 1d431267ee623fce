<?php
/**
 * How the site writes a price: the currency's symbol (or its code) placed as
 * Settings' currency position says, two decimals in the site's locale. The
 * event page, the booking form and its script, the confirmation, the ticket
 * page and the mails all print prices through this one class.
 *
 * @package EventinPro
 */

namespace EventinPro\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Price formatting.
 */
final class Money {

	/**
	 * Symbols of the common currencies; other codes print as the code.
	 */
	private const SYMBOLS = array(
		'USD' => '$',
		'EUR' => '€',
		'GBP' => '£',
		'JPY' => '¥',
		'CNY' => '¥',
		'INR' => '₹',
		'BDT' => '৳',
		'AUD' => 'A$',
		'CAD' => 'C$',
		'CHF' => 'CHF',
		'BRL' => 'R$',
		'KRW' => '₩',
		'RUB' => '₽',
		'TRY' => '₺',
		'NGN' => '₦',
		'PHP' => '₱',
		'ZAR' => 'R',
	);

	/**
	 * The site's currency code (Settings), upper case.
	 */
	public static function currency(): string {
		$code = strtoupper( (string) ( new SettingsRepository() )->get( 'currency' ) );
		return '' !== $code ? $code : 'USD';
	}

	/**
	 * The symbol a currency prints with (its code when it has none here).
	 *
	 * @param string $code Currency code.
	 */
	public static function symbol( string $code ): string {
		$code = strtoupper( $code );
		return self::SYMBOLS[ $code ] ?? $code;
	}

	/**
	 * Where the amount goes around the symbol: a sprintf pattern such as
	 * '$%s' or '%s €' for a currency and Settings' currency position.
	 *
	 * @param string $code Currency code ('' for the site's).
	 */
	public static function pattern( string $code = '' ): string {
		$symbol   = str_replace( '%', '%%', self::symbol( '' !== $code ? $code : self::currency() ) );
		$position = (string) ( new SettingsRepository() )->get( 'currency_position' );
		switch ( $position ) {
			case 'right':
				return '%s' . $symbol;
			case 'right_space':
				return '%s ' . $symbol;
			case 'left_space':
				return $symbol . ' %s';
		}
		return $symbol . '%s';
	}

	/**
	 * An amount as the site writes it, such as '$10.00' or '10,00 €'.
	 *
	 * @param float  $amount Amount.
	 * @param string $code   Currency code ('' for the site's; a booking passes its own).
	 */
	public static function format( float $amount, string $code = '' ): string {
		return sprintf( self::pattern( $code ), number_format_i18n( $amount, 2 ) );
	}

	/**
	 * A ticket price: the amount, or "Free" when it costs nothing.
	 *
	 * @param float  $amount Price.
	 * @param string $code   Currency code ('' for the site's).
	 */
	public static function price( float $amount, string $code = '' ): string {
		return $amount > 0 ? self::format( $amount, $code ) : __( 'Free', 'eventin-pro' );
	}

	/**
	 * What a script needs to write amounts the same way: the pattern and the
	 * locale's separators.
	 *
	 * @param string $code Currency code ('' for the site's).
	 * @return array{pattern:string,decimal:string,thousands:string}
	 */
	public static function script_format( string $code = '' ): array {
		global $wp_locale;
		$decimal   = isset( $wp_locale->number_format['decimal_point'] ) ? (string) $wp_locale->number_format['decimal_point'] : '.';
		$thousands = isset( $wp_locale->number_format['thousands_sep'] ) ? (string) $wp_locale->number_format['thousands_sep'] : ',';
		return array(
			'pattern'   => str_replace( '%%', '%', self::pattern( $code ) ),
			'decimal'   => $decimal,
			'thousands' => $thousands,
		);
	}
}
