<?php
/**
 * Reads and writes the plugin settings (option `etn_event_options`).
 *
 * @package EventinPro
 */

namespace EventinPro\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Settings storage with defaults.
 */
final class SettingsRepository {

	public const OPTION = 'etn_event_options';

	/**
	 * Defaults for every known setting.
	 *
	 * @return array<string,mixed>
	 */
	public static function defaults(): array {
		return array(
			'disable_category_and_tags'   => 'off',
			'attendee_verification_style' => 'on',
			'delete_data_on_uninstall'    => 'off',
			'modules'                     => array(
				'rsvp' => 'on',
			),
		);
	}

	/**
	 * The settings, known keys only, defaults filled in.
	 *
	 * @return array<string,mixed>
	 */
	public function all(): array {
		$stored   = get_option( self::OPTION, array() );
		$stored   = is_array( $stored ) ? $stored : array();
		$defaults = self::defaults();
		$settings = array();
		foreach ( $defaults as $key => $default ) {
			if ( is_array( $default ) ) {
				$given            = isset( $stored[ $key ] ) && is_array( $stored[ $key ] ) ? $stored[ $key ] : array();
				$settings[ $key ] = array_merge( $default, array_intersect_key( $given, $default ) );
			} else {
				$settings[ $key ] = isset( $stored[ $key ] ) && is_string( $stored[ $key ] ) ? $stored[ $key ] : $default;
			}
		}
		return $settings;
	}

	/**
	 * Merges validated changes into the stored settings. Unknown stored keys
	 * (written by other versions of the plugin) are kept.
	 *
	 * @param array<string,mixed> $changes Validated changes.
	 * @return array<string,mixed> The settings after the update.
	 */
	public function update( array $changes ): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		foreach ( $changes as $key => $value ) {
			if ( is_array( $value ) ) {
				$current        = isset( $stored[ $key ] ) && is_array( $stored[ $key ] ) ? $stored[ $key ] : array();
				$stored[ $key ] = array_merge( $current, $value );
			} else {
				$stored[ $key ] = $value;
			}
		}
		update_option( self::OPTION, $stored );
		return $this->all();
	}

	/**
	 * One setting.
	 *
	 * @param string $key Key.
	 * @return mixed
	 */
	public function get( string $key ) {
		$all = $this->all();
		return $all[ $key ] ?? null;
	}
}
