<?php
/**
 * Reads and writes the plugin settings in Eventin 4's option `etn_event_options`,
 * under Eventin's own keys, so an existing site's settings show up. The REST
 * API and the dashboard use clean names; the mapping stays in this class.
 *
 * @package EventinPro
 */

namespace EventinPro\Settings;

use EventinPro\Shortcodes\Embed\EmbedDomains;

defined( 'ABSPATH' ) || exit;

/**
 * Settings storage with defaults.
 */
final class SettingsRepository {

	public const OPTION = 'etn_event_options';

	/**
	 * Clean name => stored key, for the settings stored as one string each.
	 */
	private const KEYS = array(
		'disable_category_and_tags'   => 'disable_category_and_tags',
		'attendee_verification_style' => 'attendee_verification_style',
		'scanner_failure_message'     => 'scanner_common_msg',
		'email_sender_name'           => 'email_from_name',
		'currency'                    => 'etn_settings_country_currency',
		'currency_position'           => 'currency_position',
		'pending_booking_hours'       => 'pending_booking_hours',
		'booking_admin_notification'  => 'booking_admin_notification',
		'delete_data_on_uninstall'    => 'delete_data_on_uninstall',
	);

	/**
	 * Settings stored as whole numbers: name => [ least, most ].
	 */
	private const NUMBERS = array(
		'pending_booking_hours' => array( SettingsSchema::PENDING_HOURS_MIN, SettingsSchema::PENDING_HOURS_MAX ),
	);

	/**
	 * Eventin 4 keeps a sender address per mail (`email.<mail>.from`); one
	 * sender address here stands for all of them.
	 */
	private const MAILS = array( 'purchase_email', 'certificate_email', 'rsv_email', 'reminder_email' );

	/**
	 * Eventin 3's single sender address, read when Eventin 4's is not set.
	 */
	private const LEGACY_SENDER = 'admin_mail_address';

	/**
	 * Settings whose value must be one of a list; anything else stored reads as the default.
	 */
	private const CHOICES = array(
		'disable_category_and_tags'   => SettingsSchema::ON_OFF,
		'attendee_verification_style' => SettingsSchema::ON_OFF,
		'currency_position'           => SettingsSchema::CURRENCY_POSITIONS,
		'booking_admin_notification'  => SettingsSchema::ON_OFF,
		'delete_data_on_uninstall'    => SettingsSchema::ON_OFF,
	);

	/**
	 * Defaults for every known setting.
	 *
	 * @return array<string,mixed>
	 */
	public static function defaults(): array {
		return array(
			'disable_category_and_tags'   => 'off',
			'modules'                     => array(
				'rsvp' => 'on',
			),
			'attendee_verification_style' => 'on',
			'scanner_failure_message'     => __( 'Something went wrong! Please try again.', 'eventin-pro' ),
			// Eventin sends its mails in the site's name.
			'email_sender_name'           => wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ),
			'email_sender_address'        => (string) get_option( 'admin_email' ),
			'currency'                    => 'USD',
			'currency_position'           => 'left',
			'pending_booking_hours'       => 24,
			'booking_admin_notification'  => 'on',
			'delete_data_on_uninstall'    => 'off',
			// Sites allowed to frame the embedded widgets (exact origins).
			EmbedDomains::SETTING         => array(),
		);
	}

	/**
	 * The settings, known keys only, defaults filled in.
	 *
	 * @return array<string,mixed>
	 */
	public function all(): array {
		$stored   = $this->stored();
		$defaults = self::defaults();
		$settings = array();
		foreach ( self::KEYS as $name => $key ) {
			$value = $stored[ $key ] ?? null;
			if ( isset( self::NUMBERS[ $name ] ) ) {
				list( $least, $most ) = self::NUMBERS[ $name ];
				$number               = is_int( $value ) || is_string( $value ) ? filter_var( $value, FILTER_VALIDATE_INT ) : false;
				$settings[ $name ]    = false !== $number && $number >= $least && $number <= $most ? $number : $defaults[ $name ];
				continue;
			}
			$usable            = isset( self::CHOICES[ $name ] )
				? in_array( $value, self::CHOICES[ $name ], true )
				: is_string( $value ) && '' !== $value;
			$settings[ $name ] = $usable ? $value : $defaults[ $name ];
		}
		$modules                           = isset( $stored['modules'] ) && is_array( $stored['modules'] ) ? $stored['modules'] : array();
		$settings['modules']               = array(
			'rsvp' => in_array( $modules['rsvp'] ?? null, SettingsSchema::ON_OFF, true ) ? $modules['rsvp'] : $defaults['modules']['rsvp'],
		);
		$settings['email_sender_address']  = $this->sender_address( $stored ) ?? $defaults['email_sender_address'];
		$settings[ EmbedDomains::SETTING ] = EmbedDomains::clean_list( $stored[ EmbedDomains::SETTING ] ?? array() );

		// Same order as the schema.
		return array_merge( $defaults, $settings );
	}

	/**
	 * Merges validated changes (clean names) into the stored settings. Unknown
	 * stored keys (written by other versions of the plugin) are kept.
	 *
	 * @param array<string,mixed> $changes Validated changes.
	 * @return array<string,mixed> The settings after the update.
	 */
	public function update( array $changes ): array {
		$stored = $this->stored();
		foreach ( $changes as $name => $value ) {
			if ( isset( self::KEYS[ $name ] ) ) {
				$stored[ self::KEYS[ $name ] ] = $value;
			} elseif ( EmbedDomains::SETTING === $name ) {
				$stored[ $name ] = EmbedDomains::clean_list( $value );
			} elseif ( 'modules' === $name ) {
				$stored['modules'] = array_merge( self::sub_array( $stored, 'modules' ), (array) $value );
			} elseif ( 'email_sender_address' === $name ) {
				$stored['email'] = self::sub_array( $stored, 'email' );
				foreach ( self::MAILS as $mail ) {
					$stored['email'][ $mail ]         = self::sub_array( $stored['email'], $mail );
					$stored['email'][ $mail ]['from'] = $value;
				}
			}
		}
		update_option( self::OPTION, $stored );
		return $this->all();
	}

	/**
	 * One setting (clean name).
	 *
	 * @param string $name Name.
	 * @return mixed
	 */
	public function get( string $name ) {
		$all = $this->all();
		return $all[ $name ] ?? null;
	}

	/**
	 * The stored option as an array, whatever was stored.
	 *
	 * @return array<string,mixed>
	 */
	private function stored(): array {
		$stored = get_option( self::OPTION, array() );
		return is_array( $stored ) ? $stored : array();
	}

	/**
	 * The sender address an existing site set: Eventin 4's (its first mail's),
	 * else Eventin 3's.
	 *
	 * @param array<string,mixed> $stored Stored option.
	 */
	private function sender_address( array $stored ): ?string {
		$email      = self::sub_array( $stored, 'email' );
		$candidates = array( self::sub_array( $email, self::MAILS[0] )['from'] ?? null, $stored[ self::LEGACY_SENDER ] ?? null );
		foreach ( $candidates as $address ) {
			if ( is_string( $address ) && is_email( $address ) ) {
				return $address;
			}
		}
		return null;
	}

	/**
	 * $parent[ $key ] when it is an array, else an empty one.
	 *
	 * @param array<string,mixed> $parent Array.
	 * @param string              $key    Key.
	 * @return array<string,mixed>
	 */
	private static function sub_array( array $parent, string $key ): array {
		return isset( $parent[ $key ] ) && is_array( $parent[ $key ] ) ? $parent[ $key ] : array();
	}
}
