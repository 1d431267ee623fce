<?php
/**
 * The built-in ticket page: a small standalone document that prints on one
 * A4 or Letter page. Every value is escaped here, at output.
 *
 * @package EventinPro
 */

namespace EventinPro\Tickets;

use EventinPro\Support\BuildAssets;

defined( 'ABSPATH' ) || exit;

/**
 * Ticket page documents.
 */
final class TicketTemplate {

	/**
	 * Script handle and file name (build/ticket.js).
	 */
	private const ENTRY = 'ticket';

	/**
	 * The ticket document.
	 *
	 * @param array<string,string> $ticket What TicketPage shows (raw values).
	 */
	public static function ticket( array $ticket ): string {
		$rows  = array(
			__( 'Date', 'eventin-pro' )           => $ticket['when'],
			__( 'Place', 'eventin-pro' )          => $ticket['place'],
			__( 'Attendee', 'eventin-pro' )       => $ticket['attendee_name'],
			__( 'Ticket type', 'eventin-pro' )    => $ticket['ticket_name'],
			__( 'Price', 'eventin-pro' )          => $ticket['price'],
			__( 'Payment status', 'eventin-pro' ) => $ticket['payment_status'],
			__( 'Ticket ID', 'eventin-pro' )      => $ticket['ticket_id'],
		);
		$title = '' !== $ticket['event_title'] ? $ticket['event_title'] : __( 'Ticket', 'eventin-pro' );

		ob_start();
		?>
		<main class="etn-ticket">
			<article class="etn-ticket__card" aria-labelledby="etn-ticket-title">
				<p class="etn-ticket__kicker"><?php esc_html_e( 'Ticket', 'eventin-pro' ); ?></p>
				<h1 id="etn-ticket-title" class="etn-ticket__title"><?php echo esc_html( $title ); ?></h1>
				<div class="etn-ticket__body">
					<dl class="etn-ticket__details">
						<?php foreach ( $rows as $label => $value ) : ?>
							<?php
							if ( '' === $value ) {
								continue;
							}
							?>
							<div class="etn-ticket__row">
								<dt><?php echo esc_html( $label ); ?></dt>
								<dd><?php echo esc_html( $value ); ?></dd>
							</div>
						<?php endforeach; ?>
					</dl>
					<figure class="etn-ticket__qr">
						<div class="etn-ticket__qr-code" data-etn-qr="<?php echo esc_attr( $ticket['qr_url'] ); ?>" data-error-generate="<?php esc_attr_e( 'Could not generate QR!', 'eventin-pro' ); ?>" data-error-library="<?php esc_attr_e( 'QR Library not found !', 'eventin-pro' ); ?>" role="img" aria-label="<?php esc_attr_e( 'QR code of the ticket', 'eventin-pro' ); ?>">
							<noscript><?php esc_html_e( 'The QR code needs JavaScript.', 'eventin-pro' ); ?></noscript>
						</div>
						<figcaption><?php echo esc_html( $ticket['ticket_id'] ); ?></figcaption>
					</figure>
				</div>
			</article>
			<p class="etn-ticket__actions">
				<button type="button" class="etn-ticket__button" data-etn-ticket-action="download"><?php esc_html_e( 'Download', 'eventin-pro' ); ?></button>
				<button type="button" class="etn-ticket__button etn-ticket__button--secondary" data-etn-ticket-action="print"><?php esc_html_e( 'Print', 'eventin-pro' ); ?></button>
			</p>
			<p class="etn-ticket__hint"><?php esc_html_e( 'Download opens the print dialog: choose "Save as PDF".', 'eventin-pro' ); ?></p>
		</main>
		<?php
		$body = (string) ob_get_clean();
		/* translators: %s: event title. */
		return self::document( sprintf( __( 'Ticket: %s', 'eventin-pro' ), $title ), $body, true );
	}

	/**
	 * The page for a ticket that does not exist or may not be seen: the same for both.
	 */
	public static function not_found(): string {
		$body = '<main class="etn-ticket"><article class="etn-ticket__card"><h1 class="etn-ticket__title">' . esc_html__( 'Ticket not found', 'eventin-pro' ) . '</h1><p>' . esc_html__( 'This link is not valid. Please use the link from your confirmation e-mail.', 'eventin-pro' ) . '</p></article></main>';
		return self::document( __( 'Ticket not found', 'eventin-pro' ), $body, false );
	}

	/**
	 * A whole HTML document around $body, with the ticket page's style (and
	 * script): the ticket and the private pages' refusals look alike.
	 *
	 * @param string $title       Document title (raw).
	 * @param string $body        Escaped body HTML.
	 * @param bool   $with_script Whether the QR script loads.
	 */
	public static function document( string $title, string $body, bool $with_script ): string {
		// A standalone document (no wp_head): its own two files, nothing else of the site's.
		$asset = self::asset();
		$head  = '';
		if ( $asset && is_readable( EVENTIN_PRO_DIR . 'build/' . self::ENTRY . '.css' ) ) {
			$css   = add_query_arg( 'ver', $asset['version'], EVENTIN_PRO_URL . 'build/' . self::ENTRY . '.css' );
			$head .= '<link rel="stylesheet" href="' . esc_url( $css ) . '">'; // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedStylesheet -- No wp_head on this page.
		}
		if ( $with_script ) {
			$head .= self::script_tag();
		}
		return '<!DOCTYPE html>' . "\n"
			. '<html lang="' . esc_attr( str_replace( '_', '-', determine_locale() ) ) . '">'
			. '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
			. '<meta name="robots" content="noindex, nofollow, noarchive"><meta name="referrer" content="no-referrer">'
			. '<title>' . esc_html( $title ) . '</title>' . $head . '</head>'
			. '<body class="etn-ticket-page">' . $body . '</body></html>';
	}

	/**
	 * The ticket page's script tag (it draws every [data-etn-qr] code of the
	 * page), '' before a build. Ticket and certificate templates load it too.
	 */
	public static function script_tag(): string {
		$asset = self::asset();
		if ( ! $asset ) {
			return '';
		}
		return wp_get_script_tag(
			array(
				'src'   => esc_url( add_query_arg( 'ver', $asset['version'], EVENTIN_PRO_URL . 'build/' . self::ENTRY . '.js' ) ),
				'defer' => true,
			)
		);
	}

	/**
	 * The built script's dependencies and version, or null before a build.
	 *
	 * @return array{dependencies:non-empty-string[],version:string}|null
	 */
	private static function asset(): ?array {
		return BuildAssets::info( self::ENTRY );
	}
}
