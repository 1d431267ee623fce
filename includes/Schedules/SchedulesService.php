<?php
/**
 * What can be done with schedules: list, create, update, clone, delete. The
 * controller speaks HTTP; the repository speaks storage; this speaks schedules
 * and checks what needs the database (the speakers a slot names).
 *
 * @package EventinPro
 */

namespace EventinPro\Schedules;

use EventinPro\Rest\DeletesItems;
use EventinPro\Rest\DuplicatesItems;
use EventinPro\Rest\EditsItems;
use EventinPro\Rest\ItemService;
use EventinPro\Support\Formats;
use EventinPro\Rest\FieldError;
use EventinPro\Speakers\SpeakersService;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Service.
 */
final class SchedulesService implements ItemService, EditsItems, DeletesItems, DuplicatesItems {

	/**
	 * Storage.
	 *
	 * @var SchedulesRepository
	 */
	private $schedules;

	/**
	 * Constructor.
	 *
	 * @param SchedulesRepository|null $schedules Storage.
	 */
	public function __construct( ?SchedulesRepository $schedules = null ) {
		$this->schedules = $schedules ?? new SchedulesRepository();
	}

	/**
	 * One page of API items and the total.
	 *
	 * @param array{year?:int,search?:string,paged?:int,per_page?:int} $query Query.
	 * @return array{0:array<int,array<string,mixed>>,1:int}
	 */
	public function list( array $query ): array {
		list( $posts, $total ) = $this->schedules->find( $query );
		return array( array_map( array( $this->schedules, 'item' ), $posts ), $total );
	}

	/**
	 * Which of the ids are schedules (any status but trash), in one query: how
	 * other features check the schedules they point at.
	 *
	 * @param int[] $ids Ids.
	 * @return int[]
	 */
	public function existing_ids( array $ids ): array {
		return $this->schedules->existing_ids( $ids );
	}

	/**
	 * One API item, or null.
	 *
	 * @param int $id Schedule id.
	 * @return array<string,mixed>|null
	 */
	public function get( int $id ): ?array {
		$post = $this->schedules->get( $id );
		return $post ? $this->schedules->item( $post ) : null;
	}

	/**
	 * Creates a schedule.
	 *
	 * @param array<string,mixed> $input Clean fields: program_title and date required, slots optional.
	 * @return array<string,mixed>|WP_Error The new item.
	 */
	public function create( array $input ) {
		$schedule = array_merge(
			array(
				'program_title' => '',
				'date'          => '',
				'slots'         => array(),
			),
			$input
		);
		$valid    = $this->check( $schedule );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$id = $this->schedules->insert( $schedule );
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		return $this->get( $id ) ?? new WP_Error( 'eventin_schedule_not_saved', __( 'The schedule could not be saved.', 'eventin-pro' ) );
	}

	/**
	 * Changes the submitted fields of a schedule.
	 *
	 * @param int                 $id    Schedule id.
	 * @param array<string,mixed> $input Clean submitted fields.
	 * @return array<string,mixed>|WP_Error|null The item, or null when there is no such schedule.
	 */
	public function update( int $id, array $input ) {
		$post = $this->schedules->get( $id );
		if ( ! $post ) {
			return null;
		}
		// Speakers the schedule already names stay allowed (Eventin 4's demo
		// schedules name users that do not exist): only added ones are checked.
		$kept = array();
		foreach ( $this->schedules->item( $post )['slots'] as $slot ) {
			$kept = array_merge( $kept, $slot['speakers'] );
		}
		$valid = $this->check( $input, $kept );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$result = $this->schedules->update( $id, $input );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		return $this->get( $id );
	}

	/**
	 * Deletes a schedule.
	 *
	 * @param int $id Schedule id.
	 */
	public function delete( int $id ): bool {
		return null !== $this->schedules->get( $id ) && $this->schedules->delete( $id );
	}

	/**
	 * Deletes several schedules.
	 *
	 * @param int[] $ids Schedule ids.
	 * @return array{0:int[],1:int[]} Deleted ids, and ids that were not schedules.
	 */
	public function delete_many( array $ids ): array {
		$deleted = array();
		$failed  = array();
		foreach ( $ids as $id ) {
			if ( $this->delete( $id ) ) {
				$deleted[] = $id;
			} else {
				$failed[] = $id;
			}
		}
		return array( $deleted, $failed );
	}

	/**
	 * A copy "<title> (Copy)" with the same date and slots, as events are cloned.
	 *
	 * @param int $id Schedule id.
	 * @return array<string,mixed>|WP_Error|null The copy, or null when there is no such schedule.
	 */
	public function duplicate( int $id ) {
		$original = $this->get( $id );
		if ( ! $original ) {
			return null;
		}
		/* translators: %s: program title. */
		$pattern = __( '%s (Copy)', 'eventin-pro' );
		$room    = ScheduleSchema::MAX_TITLE - mb_strlen( sprintf( $pattern, '' ) );
		$title   = sprintf( $pattern, mb_substr( $original['program_title'], 0, max( 1, $room ) ) );
		$copy    = $this->schedules->insert(
			array(
				'program_title' => $title,
				'date'          => $original['date'],
				// Stored slots as read, even from older data the rules would now refuse.
				'slots'         => $original['slots'],
			)
		);
		if ( is_wp_error( $copy ) ) {
			return $copy;
		}
		return $this->get( $copy );
	}

	/**
	 * Checks the given fields: title and date present, slots well formed, and
	 * every speaker a user holding the speaker or organizer role.
	 *
	 * @param array<string,mixed> $fields Clean fields (any subset).
	 * @param int[]               $kept   Speaker ids already stored, not checked again.
	 * @return true|WP_Error
	 */
	private function check( array $fields, array $kept = array() ) {
		if ( array_key_exists( 'program_title', $fields ) && '' === trim( (string) $fields['program_title'] ) ) {
			return self::invalid( 'program_title', __( 'program_title must contain text (HTML is removed).', 'eventin-pro' ) );
		}
		if ( array_key_exists( 'date', $fields ) && null === Formats::date( $fields['date'] ) ) {
			return self::invalid( 'date', __( 'date must be a real date in the form Y-m-d (e.g. 2026-05-31).', 'eventin-pro' ) );
		}
		if ( ! array_key_exists( 'slots', $fields ) ) {
			return true;
		}
		$problem = ScheduleValidators::slots_problem( $fields['slots'] );
		if ( null !== $problem ) {
			return self::invalid( 'slots', $problem );
		}
		return $this->check_speakers( array_values( (array) $fields['slots'] ), $kept );
	}

	/**
	 * Every id a slot names must be a user holding the speaker or organizer role.
	 *
	 * @param array<int,array<string,mixed>> $slots Clean slots.
	 * @param int[]                          $kept  Ids not checked.
	 * @return true|WP_Error A field error naming the first slot and id that fail.
	 */
	private function check_speakers( array $slots, array $kept ) {
		$ids = array();
		foreach ( $slots as $slot ) {
			$ids = array_merge( $ids, array_map( 'intval', (array) ( $slot['speakers'] ?? array() ) ) );
		}
		$ids = array_diff( $ids, $kept );
		$sorted = SpeakersService::sort_users( $ids );
		if ( ! $sorted['others'] && ! $sorted['missing'] ) {
			return true;
		}
		foreach ( $slots as $index => $slot ) {
			foreach ( array_map( 'intval', (array) ( $slot['speakers'] ?? array() ) ) as $id ) {
				if ( in_array( $id, $sorted['speakers'], true ) || in_array( $id, $kept, true ) ) {
					continue;
				}
				$message = in_array( $id, $sorted['others'], true )
					/* translators: 1: slot number, 2: user id. */
					? __( 'Slot %1$d: user %2$d is not a speaker or organizer.', 'eventin-pro' )
					/* translators: 1: slot number, 2: user id. */
					: __( 'Slot %1$d: there is no user with id %2$d.', 'eventin-pro' );
				return self::invalid( 'slots', sprintf( $message, $index + 1, $id ) );
			}
		}
		return true;
	}

	/**
	 * A rejected field.
	 *
	 * @param string $field   Field.
	 * @param string $message Reason.
	 */
	public static function invalid( string $field, string $message ): WP_Error {
		return FieldError::make( $field, $message );
	}
}
