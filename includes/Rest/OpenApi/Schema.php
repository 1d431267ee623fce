<?php
/**
 * WordPress's REST schemas (JSON Schema draft 4 with WordPress's own keys)
 * as OpenAPI 3.1 schemas (JSON Schema 2020-12).
 *
 * @package EventinPro
 */

namespace EventinPro\Rest\OpenApi;

defined( 'ABSPATH' ) || exit;

/**
 * Schema conversion.
 */
final class Schema {

	/**
	 * Keywords both dialects share, copied as they are.
	 */
	private const PLAIN = array( 'title', 'description', 'type', 'format', 'enum', 'default', 'pattern', 'minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'maxItems', 'uniqueItems', 'minProperties', 'maxProperties', 'multipleOf' );

	/**
	 * A WordPress schema (an arg, a property, an item schema) in OpenAPI 3.1:
	 * WordPress's keys (context, arg_options, callbacks) left out, `readonly`
	 * as `readOnly`, a property's `required: true` as its object's `required`
	 * list (requests only: in an item schema it means "required to create"),
	 * draft 4's boolean exclusiveMinimum/Maximum as numbers.
	 *
	 * In a response, an object that lists its properties and says nothing
	 * about others is closed (additionalProperties false): an answer holds
	 * exactly the fields the document describes.
	 *
	 * @param array<string,mixed> $schema   WordPress schema.
	 * @param bool                $response Whether it describes a response.
	 * @return array<string,mixed>
	 */
	public static function convert( array $schema, bool $response ): array {
		$out = array();
		foreach ( self::PLAIN as $key ) {
			if ( array_key_exists( $key, $schema ) && ! is_object( $schema[ $key ] ) ) {
				$out[ $key ] = $schema[ $key ];
			}
		}
		if ( isset( $out['type'] ) && is_array( $out['type'] ) ) {
			$out['type'] = array_values( $out['type'] );
		}
		if ( ! empty( $schema['readonly'] ) || ! empty( $schema['readOnly'] ) ) {
			$out['readOnly'] = true;
		}
		foreach ( array( 'Minimum', 'Maximum' ) as $bound ) {
			$limit = strtolower( $bound );
			if ( isset( $schema[ 'exclusive' . $bound ] ) && true === $schema[ 'exclusive' . $bound ] && isset( $out[ $limit ] ) ) {
				$out[ 'exclusive' . $bound ] = $out[ $limit ];
				unset( $out[ $limit ] );
			}
		}
		if ( isset( $schema['items'] ) && is_array( $schema['items'] ) ) {
			$out['items'] = self::convert( $schema['items'], $response );
		} elseif ( in_array( 'array', (array) ( $out['type'] ?? array() ), true ) ) {
			$out['items'] = new \stdClass(); // Items of any type: the schema says nothing of them.
		}
		if ( isset( $schema['properties'] ) && is_array( $schema['properties'] ) ) {
			$out['properties'] = array();
			$required          = array();
			foreach ( $schema['properties'] as $name => $property ) {
				$out['properties'][ $name ] = self::convert( (array) $property, $response );
				if ( ! $response && isset( $property['required'] ) && true === $property['required'] ) {
					$required[] = (string) $name;
				}
			}
			if ( ! $response && isset( $schema['required'] ) && is_array( $schema['required'] ) ) {
				$required = array_merge( $required, array_map( 'strval', $schema['required'] ) );
			}
			if ( $required ) {
				$out['required'] = array_values( array_unique( $required ) );
			}
			if ( ! $out['properties'] ) {
				$out['properties'] = new \stdClass();
			}
		}
		if ( isset( $schema['patternProperties'] ) && is_array( $schema['patternProperties'] ) ) {
			$out['patternProperties'] = array();
			foreach ( $schema['patternProperties'] as $pattern => $property ) {
				$out['patternProperties'][ $pattern ] = self::convert( (array) $property, $response );
			}
		}
		if ( array_key_exists( 'additionalProperties', $schema ) ) {
			$extra                       = $schema['additionalProperties'];
			$out['additionalProperties'] = is_array( $extra ) ? self::convert( $extra, $response ) : (bool) $extra;
		} elseif ( $response && isset( $schema['properties'] ) && ! isset( $schema['patternProperties'] ) ) {
			$out['additionalProperties'] = false;
		}
		foreach ( array( 'anyOf', 'oneOf' ) as $key ) {
			if ( isset( $schema[ $key ] ) && is_array( $schema[ $key ] ) ) {
				$out[ $key ] = array();
				foreach ( $schema[ $key ] as $option ) {
					$out[ $key ][] = self::convert( (array) $option, $response );
				}
			}
		}
		return $out;
	}
}
