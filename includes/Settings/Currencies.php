<?php
/**
 * The currency codes a site may price tickets in.
 *
 * @package EventinPro
 */

namespace EventinPro\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * ISO 4217 currencies in circulation: the same list browsers give for
 * Intl.supportedValuesOf( 'currency' ), which the settings screen offers.
 */
final class Currencies {

	private const CODES = ''
		. 'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL '
		. 'BSD BTN BWP BYN BZD CAD CDF CHF CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD '
		. 'EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR '
		. 'ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR '
		. 'LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO '
		. 'NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG '
		. 'SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD '
		. 'TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XCG XDR XOF XPF XSU YER ZAR ZMW '
		. 'ZWG ZWL ';

	/**
	 * Whether $code is a known currency code (upper case, as stored).
	 *
	 * @param mixed $code Value.
	 */
	public static function is_known( $code ): bool {
		return is_string( $code ) && 1 === preg_match( '/^[A-Z]{3}$/', $code ) && false !== strpos( self::CODES, $code . ' ' );
	}
}
