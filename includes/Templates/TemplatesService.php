<?php
/**
 * What can be done with templates: list, read, create, update, clone and
 * delete. The controller speaks HTTP; the repository speaks storage; this
 * speaks templates: defaults, the naming rule, and the checks that need the
 * database (the preview event).
 *
 * @package EventinPro
 */

namespace EventinPro\Templates;

use EventinPro\Rest\DeletesItems;
use EventinPro\Rest\DuplicatesItems;
use EventinPro\Rest\EditsItems;
use EventinPro\Rest\ItemService;
use EventinPro\Attendees\DeletesMany;
use EventinPro\Events\Events;
use EventinPro\Rest\FieldError;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Service.
 */
final class TemplatesService implements ItemService, EditsItems, DeletesItems, DuplicatesItems {

	use DeletesMany;

	/**
	 * Storage.
	 *
	 * @var TemplatesRepository
	 */
	private $templates;

	/**
	 * Constructor.
	 *
	 * @param TemplatesRepository|null $templates Storage.
	 */
	public function __construct( ?TemplatesRepository $templates = null ) {
		$this->templates = $templates ?? new TemplatesRepository();
	}

	/**
	 * One page of list items (no content, the small thumbnail) and the total.
	 *
	 * @param array{type?:string,status?:string,search?:string,paged?:int,per_page?:int} $query Query.
	 * @return array{0:array<int,array<string,mixed>>,1:int}
	 */
	public function list( array $query ): array {
		return $this->templates->find( $query );
	}

	/**
	 * One API item, or null.
	 *
	 * @param int $id Template id.
	 * @return array<string,mixed>|null
	 */
	public function get( int $id ): ?array {
		$post = $this->templates->get( $id );
		return $post ? $this->templates->item( $post ) : null;
	}

	/**
	 * Creates a template: a draft event template in landscape holding one
	 * empty paragraph, unless told otherwise. The default name becomes
	 * "New Template - {id}".
	 *
	 * @param array<string,mixed> $input Clean fields (any subset).
	 * @return array<string,mixed>|WP_Error The new item.
	 */
	public function create( array $input ) {
		$template = array_merge(
			array(
				'name'                => self::default_name(),
				'type'                => TemplateSchema::DEFAULT_TYPE,
				'status'              => TemplateSchema::DEFAULT_STATUS,
				'orientation'         => TemplateSchema::DEFAULT_ORIENTATION,
				'content'             => TemplateSchema::BLANK_CONTENT,
				'thumbnail'           => '',
				'template_css'        => '',
				'edit_with_elementor' => false,
				'preview_event_id'    => 0,
			),
			$input
		);
		$valid    = $this->check( $template );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$id = $this->templates->insert( $template );
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		if ( self::is_default_name( (string) $template['name'] ) ) {
			$this->templates->update( $id, array( 'name' => self::numbered_name( $id ) ) );
		}
		return $this->get( $id ) ?? new WP_Error( 'eventin_template_not_saved', __( 'The template could not be saved.', 'eventin-pro' ) );
	}

	/**
	 * Changes the submitted fields of a template. A name set back to the
	 * default becomes "New Template - {id}" again.
	 *
	 * @param int                 $id    Template id.
	 * @param array<string,mixed> $input Clean submitted fields.
	 * @return array<string,mixed>|WP_Error|null The item, or null when there is no such template.
	 */
	public function update( int $id, array $input ) {
		if ( ! $this->templates->get( $id ) ) {
			return null;
		}
		$valid = $this->check( $input );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		if ( isset( $input['name'] ) && self::is_default_name( (string) $input['name'] ) ) {
			$input['name'] = self::numbered_name( $id );
		}
		$result = $this->templates->update( $id, $input );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		return $this->get( $id );
	}

	/**
	 * Deletes a template for good.
	 *
	 * @param int $id Template id.
	 */
	public function delete( int $id ): bool {
		return null !== $this->templates->get( $id ) && $this->templates->delete( $id );
	}

	/**
	 * A draft copy "<name> (Copy)" with the same type, orientation, content,
	 * thumbnail, CSS and preview event (and Elementor's data when the original
	 * is edited with Elementor), as events and schedules are cloned.
	 *
	 * @param int $id Template id.
	 * @return array<string,mixed>|WP_Error|null The copy, or null when there is no such template.
	 */
	public function duplicate( int $id ) {
		$original = $this->get( $id );
		if ( ! $original ) {
			return null;
		}
		/* translators: %s: template name. */
		$pattern = __( '%s (Copy)', 'eventin-pro' );
		$room    = TemplateSchema::MAX_NAME - mb_strlen( sprintf( $pattern, '' ) );
		$fields  = array_intersect_key( $original, array_flip( TemplateSchema::WRITABLE ) );
		$copy    = $this->templates->insert(
			array(
				'name'   => sprintf( $pattern, mb_substr( (string) $original['name'], 0, max( 1, $room ) ) ),
				'status' => 'draft',
			) + $fields
		);
		if ( is_wp_error( $copy ) ) {
			return $copy;
		}
		$this->templates->copy_extras( $id, $copy );
		return $this->get( $copy );
	}

	/**
	 * Checks what needs the database: the preview event is an event.
	 *
	 * @param array<string,mixed> $fields Clean fields (any subset).
	 * @return true|WP_Error
	 */
	private function check( array $fields ) {
		$event = (int) ( $fields['preview_event_id'] ?? 0 );
		if ( $event > 0 && Events::POST_TYPE !== get_post_type( $event ) ) {
			return FieldError::make( 'preview_event_id', __( 'preview_event_id must be the id of an event (or 0).', 'eventin-pro' ) );
		}
		return true;
	}

	/**
	 * The default name, in the site's language.
	 */
	public static function default_name(): string {
		return __( 'New Template', 'eventin-pro' );
	}

	/**
	 * Whether a name is still the default (in English or the site's language).
	 *
	 * @param string $name Name.
	 */
	public static function is_default_name( string $name ): bool {
		return TemplateSchema::DEFAULT_NAME === $name || self::default_name() === $name;
	}

	/**
	 * "New Template - {id}".
	 *
	 * @param int $id Template id.
	 */
	private static function numbered_name( int $id ): string {
		return self::default_name() . ' - ' . $id;
	}
}
