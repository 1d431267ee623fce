<?php
/**
 * The speaker item schema (clean field names). WordPress validates requests
 * against it; SpeakersService adds the rules JSON schema cannot express.
 *
 * @package EventinPro
 */

namespace EventinPro\Speakers;

defined( 'ABSPATH' ) || exit;

/**
 * Schema of /eventin/v2/speakers items.
 */
final class SpeakerSchema {

	/**
	 * Fields a client may write.
	 */
	public const WRITABLE = array(
		'name',
		'email',
		'phone',
		'designation',
		'bio',
		'image_id',
		'social',
		'company',
		'speaker_group_ids',
		'category',
	);

	/**
	 * Social networks a link may name.
	 */
	public const SOCIAL_NETWORKS = array( 'facebook', 'x', 'linkedin', 'instagram', 'youtube', 'website' );

	public const CATEGORIES = array( 'speaker', 'organizer' );

	public const MAX_NAME     = 200;
	public const MAX_EMAIL    = 100;
	public const MAX_PHONE    = 30;
	public const MAX_TEXT     = 200;
	public const MAX_BIO      = 10000;
	public const MAX_SOCIAL   = 20;
	public const MAX_URL      = 500;
	public const MAX_GROUPS   = 100;
	public const MAX_IMAGE_ID = 4294967295;

	/**
	 * Schema properties.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public static function properties(): array {
		$ctx  = array( 'view', 'edit' );
		$text = static function ( string $description, int $max ) use ( $ctx ): array {
			return array(
				'description' => $description,
				'type'        => 'string',
				'maxLength'   => $max,
				'context'     => $ctx,
				'arg_options' => array( 'sanitize_callback' => 'sanitize_text_field' ),
			);
		};
		$read = static function ( string $description, string $type, array $extra = array() ) use ( $ctx ): array {
			return array(
				'description' => $description,
				'type'        => $type,
				'context'     => $ctx,
				'readonly'    => true,
			) + $extra;
		};

		return array(
			'id'                => $read( __( 'User id of the speaker.', 'eventin-pro' ), 'integer' ),
			'name'              => array(
				'required'  => true,
				'minLength' => 1,
			) + $text( __( 'Display name.', 'eventin-pro' ), self::MAX_NAME ),
			'email'             => array(
				'description' => __( 'Email address, unique among all users.', 'eventin-pro' ),
				'type'        => 'string',
				'format'      => 'email',
				'maxLength'   => self::MAX_EMAIL,
				'required'    => true,
				'context'     => $ctx,
			),
			'phone'             => array(
				// Length and characters are checked by SpeakersService, after trimming, and
				// only when the number changes (Eventin 4 stored phones without these rules).
				/* translators: %d: maximum length. */
				'description' => sprintf( __( 'Phone number: at most %d characters, only digits, spaces and + - ( ) .; empty for none.', 'eventin-pro' ), self::MAX_PHONE ),
				'type'        => 'string',
				'context'     => $ctx,
			),
			'designation'       => $text( __( 'Job title.', 'eventin-pro' ), self::MAX_TEXT ),
			'company'           => $text( __( 'Company name.', 'eventin-pro' ), self::MAX_TEXT ),
			'bio'               => array(
				'description' => __( 'Biography; basic HTML allowed.', 'eventin-pro' ),
				'type'        => 'string',
				'maxLength'   => self::MAX_BIO,
				'context'     => $ctx,
				'arg_options' => array( 'sanitize_callback' => 'wp_kses_post' ),
			),
			'image_id'          => array(
				'description' => __( 'Photo: an image in the media library, 0 for none.', 'eventin-pro' ),
				'type'        => 'integer',
				'minimum'     => 0,
				'maximum'     => self::MAX_IMAGE_ID,
				'context'     => $ctx,
			),
			'image'             => $read( __( 'URL of the photo.', 'eventin-pro' ), 'string' ),
			'social'            => array(
				'description' => __( 'Social links.', 'eventin-pro' ),
				'type'        => 'array',
				'maxItems'    => self::MAX_SOCIAL,
				'context'     => $ctx,
				'items'       => array(
					'type'                 => 'object',
					'required'             => array( 'icon', 'url' ),
					'additionalProperties' => false,
					'properties'           => array(
						'icon' => array(
							'type' => 'string',
							'enum' => self::SOCIAL_NETWORKS,
						),
						'url'  => array(
							'type'      => 'string',
							'minLength' => 1,
							'maxLength' => self::MAX_URL,
						),
					),
				),
			),
			'speaker_group_ids' => array(
				'description' => __( 'Ids of the speaker groups the speaker belongs to.', 'eventin-pro' ),
				'type'        => 'array',
				'maxItems'    => self::MAX_GROUPS,
				'items'       => array(
					'type'    => 'integer',
					'minimum' => 1,
				),
				'context'     => $ctx,
			),
			'speaker_group'     => $read( __( 'Names of the speaker groups.', 'eventin-pro' ), 'array', array( 'items' => array( 'type' => 'string' ) ) ),
			'category'          => array(
				'description' => __( 'What the person is: speaker, organizer or both.', 'eventin-pro' ),
				'type'        => 'array',
				'minItems'    => 1,
				'maxItems'    => count( self::CATEGORIES ),
				'uniqueItems' => true,
				'items'       => array(
					'type' => 'string',
					'enum' => self::CATEGORIES,
				),
				'required'    => true,
				'context'     => $ctx,
			),
			'author_url'        => $read( __( 'The person\'s author page.', 'eventin-pro' ), 'string' ),
			'keeps_account'     => $read( __( 'Whether deleting keeps the WordPress account (it holds another role or capabilities, or it is yours): only the speaker roles and profile go.', 'eventin-pro' ), 'boolean' ),
		);
	}

	/**
	 * A clean value of one writable field.
	 *
	 * @param string $field Field.
	 * @param mixed  $value Value (already validated against the schema).
	 * @return mixed
	 */
	public static function clean( string $field, $value ) {
		switch ( $field ) {
			case 'image_id':
				return (int) $value;
			case 'speaker_group_ids':
				return array_values( array_unique( array_map( 'intval', (array) $value ) ) );
			case 'category':
				return array_values( array_intersect( self::CATEGORIES, (array) $value ) );
			case 'social':
				return array_map(
					static function ( $link ): array {
						return array(
							'icon' => (string) $link['icon'],
							'url'  => trim( (string) $link['url'] ),
						);
					},
					array_values( (array) $value )
				);
			default:
				// name, email, phone, designation, company, bio.
				return trim( (string) $value );
		}
	}
}
