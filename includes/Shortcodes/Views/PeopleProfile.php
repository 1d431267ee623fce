<?php
/**
 * The public part of a speaker's or organizer's profile: what a widget may
 * print about a person, and nothing else.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Views;

use EventinPro\Speakers\SpeakersRepository;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the public profile of a person (an allow-list: e-mail address,
 * phone, roles, login and the rest of the account never get in, so no
 * template can print them by mistake).
 */
final class PeopleProfile {

	/**
	 * Eventin 4's company fields, which the organizer widget shows as the
	 * organizer's website and logo (this plugin's forms do not edit them; a
	 * site that ran Eventin keeps them).
	 */
	private const META_COMPANY_URL     = 'etn_speaker_url';
	private const META_COMPANY_LOGO    = 'etn_speaker_company_logo';
	private const META_COMPANY_LOGO_ID = 'etn_company_logo_id';

	/**
	 * Social networks a link may name, with their label.
	 *
	 * @return array<string,string>
	 */
	public static function networks(): array {
		return array(
			'facebook'  => 'Facebook',
			'x'         => 'X',
			'linkedin'  => 'LinkedIn',
			'instagram' => 'Instagram',
			'youtube'   => 'YouTube',
			'website'   => __( 'Website', 'eventin-pro' ),
		);
	}

	/**
	 * The public profile of a speaker or organizer (from the caches primed by
	 * PeopleQuery::people()).
	 *
	 * @param WP_User            $user       Speaker or organizer.
	 * @param SpeakersRepository $repository Storage.
	 * @return array{id:int,name:string,designation:string,company:string,photo_id:int,photo_url:string,link:string,social:array<int,array{network:string,url:string}>,website:string,logo_id:int,logo_url:string}
	 */
	public static function of( WP_User $user, SpeakersRepository $repository ): array {
		$stored  = $repository->profile( $user );
		$id      = (int) $user->ID;
		$social  = self::social( (array) $stored['social'] );
		$website = '';
		foreach ( $social as $link ) {
			if ( 'website' === $link['network'] ) {
				$website = $link['url'];
				break;
			}
		}
		if ( '' === $website ) {
			$website = self::web_url( get_user_meta( $id, self::META_COMPANY_URL, true ) );
		}
		if ( '' === $website ) {
			$website = self::web_url( $user->user_url );
		}
		return array(
			'id'          => $id,
			'name'        => self::text( $stored['name'] ),
			'designation' => self::text( $stored['designation'] ),
			'company'     => self::text( $stored['company'] ),
			'photo_id'    => max( 0, (int) $stored['image_id'] ),
			'photo_url'   => self::web_url( $stored['image'] ),
			'link'        => self::web_url( $stored['author_url'] ),
			'social'      => $social,
			'website'     => $website,
			'logo_id'     => max( 0, (int) get_user_meta( $id, self::META_COMPANY_LOGO_ID, true ) ),
			'logo_url'    => self::web_url( get_user_meta( $id, self::META_COMPANY_LOGO, true ) ),
		);
	}

	/**
	 * Attachment ids a list of profiles shows (photos and logos), to prime at once.
	 *
	 * @param array<int,array<string,mixed>> $profiles Profiles.
	 * @return int[]
	 */
	public static function attachment_ids( array $profiles ): array {
		$ids = array();
		foreach ( $profiles as $profile ) {
			$ids[] = (int) $profile['photo_id'];
			$ids[] = (int) $profile['logo_id'];
		}
		return array_values( array_unique( array_filter( $ids ) ) );
	}

	/**
	 * Social links with a known network and a web address; the rest dropped.
	 *
	 * @param array<int,mixed> $links Stored links ({icon, url}).
	 * @return array<int,array{network:string,url:string}>
	 */
	private static function social( array $links ): array {
		$networks = self::networks();
		$out      = array();
		foreach ( $links as $link ) {
			if ( ! is_array( $link ) ) {
				continue;
			}
			$network = (string) ( $link['icon'] ?? '' );
			$url     = self::web_url( $link['url'] ?? '' );
			if ( '' !== $url && isset( $networks[ $network ] ) ) {
				$out[] = array(
					'network' => $network,
					'url'     => $url,
				);
			}
		}
		return $out;
	}

	/**
	 * An absolute http(s) address, else ''. javascript:, data: and relative
	 * addresses are dropped, not rewritten.
	 *
	 * @param mixed $value Stored value.
	 */
	public static function web_url( $value ): string {
		if ( ! is_string( $value ) ) {
			return '';
		}
		$value = trim( $value );
		if ( ! preg_match( '#^https?://[^/\s?\#]+#i', $value ) ) {
			return '';
		}
		return esc_url_raw( $value, array( 'http', 'https' ) );
	}

	/**
	 * A stored value as text (escaped where it is printed: a name such as
	 * "R&D <3" stays what it says).
	 *
	 * @param mixed $value Stored value.
	 */
	private static function text( $value ): string {
		return is_scalar( $value ) ? trim( (string) $value ) : '';
	}
}
