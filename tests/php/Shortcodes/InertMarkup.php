<?php
/**
 * The widgets' tests' check that HTML holds nothing a browser would run.
 *
 * @package EventinPro
 */

namespace EventinPro\Tests\Shortcodes;

/**
 * Assertion for PHPUnit test cases.
 */
trait InertMarkup {

	/**
	 * Asserts that HTML holds nothing a browser would run: no script, svg,
	 * iframe, object or embed element, no event handler attribute, no
	 * address with a scheme other than http(s) (browsers ignore tabs and
	 * line breaks inside a scheme; a relative address or an anchor is
	 * harmless). Text that merely reads like markup, escaped, is fine.
	 *
	 * @param string $html    HTML.
	 * @param string $message Context.
	 */
	private function assertNoActiveMarkup( string $html, string $message = '' ): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- named like PHPUnit's assertions.
		$this->assertStringNotContainsStringIgnoringCase( '<script', $html, $message );
		$doc      = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$doc->loadHTML( '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>' . $html . '</body></html>' );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$xpath = new \DOMXPath( $doc );
		$this->assertSame( 0, $xpath->query( '//script | //svg | //iframe | //object | //embed' )->length, $message );
		foreach ( $xpath->query( '//@*' ) as $attribute ) {
			$name  = strtolower( $attribute->nodeName ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM property.
			$value = trim( (string) $attribute->nodeValue ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM property.
			$this->assertStringStartsNotWith( 'on', $name, "$message: event handler attribute $name" );
			if ( in_array( $name, array( 'href', 'src', 'srcset', 'action', 'formaction' ), true ) ) {
				$this->assertDoesNotMatchRegularExpression( '#^[a-z][a-z0-9+.-]*:#i', (string) preg_replace( '#^https?://|[\x00-\x20]+#i', '', $value ), "$message: $name" );
			}
		}
	}
}
