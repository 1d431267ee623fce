<?php
/**
 * Plugin Name: Eventin Pro development mail catcher
 * Description: Development and end-to-end sites only (mounted by scripts/lib/site.mjs when a site asks for it; never part of the plugin). Every wp_mail() is written as an .eml file instead of being sent, so the mails the plugin sends can be read: `.cache/site/state/mail/` for `npm start`.
 *
 * The folder is /eventin-dev/state/mail inside the site, the site's state
 * folder on the host. Each file is named <UTC time>-<counter>-<slug of the
 * subject>.eml and holds the headers wp_mail() would send (From after the
 * wp_mail_from filters, To, Cc, Bcc, Reply-To, Subject, Date, Content-Type)
 * and the body as given. wp_mail() answers true; wp_mail_succeeded fires.
 *
 * @package EventinPro
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, array $atts ) {
		if ( null !== $short_circuit ) {
			return $short_circuit;
		}
		$dir = '/eventin-dev/state/mail';
		if ( ! is_dir( $dir ) && ! wp_mkdir_p( $dir ) ) {
			return null; // Nowhere to write: let WordPress try to send it.
		}

		$headers = $atts['headers'];
		if ( ! is_array( $headers ) ) {
			$headers = array_filter( array_map( 'trim', explode( "\n", str_replace( "\r\n", "\n", (string) $headers ) ) ) );
		}
		$from_email   = 'wordpress@' . (string) wp_parse_url( network_home_url(), PHP_URL_HOST );
		$from_name    = 'WordPress';
		$content_type = 'text/plain';
		$charset      = get_bloginfo( 'charset' );
		$kept         = array();
		foreach ( $headers as $header ) {
			if ( false === strpos( $header, ':' ) ) {
				continue;
			}
			list( $name, $value ) = array_map( 'trim', explode( ':', $header, 2 ) );
			switch ( strtolower( $name ) ) {
				case 'from':
					if ( preg_match( '/^(.*)<(.+)>$/', $value, $m ) ) {
						$from_name  = trim( $m[1], " \"'" );
						$from_email = trim( $m[2] );
					} else {
						$from_email = $value;
					}
					break;
				case 'content-type':
					$parts        = explode( ';', $value );
					$content_type = trim( $parts[0] );
					if ( isset( $parts[1] ) && preg_match( '/charset=["\']?([^"\';]+)/i', $parts[1], $m ) ) {
						$charset = $m[1];
					}
					break;
				default:
					$kept[] = "$name: $value";
			}
		}
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter, applied as wp_mail() does.
		$from_email = apply_filters( 'wp_mail_from', $from_email );
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter, applied as wp_mail() does.
		$from_name = apply_filters( 'wp_mail_from_name', $from_name );
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter, applied as wp_mail() does.
		$content_type = apply_filters( 'wp_mail_content_type', $content_type );

		$to      = is_array( $atts['to'] ) ? implode( ', ', $atts['to'] ) : (string) $atts['to'];
		$subject = (string) $atts['subject'];
		$lines   = array_merge(
			array(
				sprintf( 'From: %s <%s>', $from_name, $from_email ),
				'To: ' . $to,
				'Subject: ' . $subject,
				'Date: ' . gmdate( 'D, d M Y H:i:s' ) . ' +0000',
				'MIME-Version: 1.0',
				sprintf( 'Content-Type: %s; charset=%s', $content_type, $charset ),
			),
			$kept
		);
		if ( ! empty( $atts['attachments'] ) ) {
			$lines[] = 'X-Eventin-Attachments: ' . implode( ', ', array_map( 'basename', (array) $atts['attachments'] ) );
		}

		static $count = 0;
		++$count;
		$file = sprintf( '%s/%s-%03d-%s.eml', $dir, gmdate( 'Ymd\THis' ), $count, sanitize_title( $subject ) ? sanitize_title( $subject ) : 'mail' );
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a development tool writing to its own folder.
		if ( false === file_put_contents( $file, implode( "\r\n", $lines ) . "\r\n\r\n" . (string) $atts['message'] ) ) {
			return null;
		}
		do_action( 'wp_mail_succeeded', $atts ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's action, fired as wp_mail() does.
		return true;
	},
	10,
	2
);
