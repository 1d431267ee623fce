<?php
/**
 * What other features may ask about attendees: sold tickets per event.
 *
 * @package EventinPro
 */

namespace EventinPro\Attendees;

defined( 'ABSPATH' ) || exit;

/**
 * Service.
 */
final class AttendeesService {

	/**
	 * Storage.
	 *
	 * @var AttendeesRepository
	 */
	private $attendees;

	/**
	 * Constructor.
	 *
	 * @param AttendeesRepository|null $attendees Storage.
	 */
	public function __construct( ?AttendeesRepository $attendees = null ) {
		$this->attendees = $attendees ?? new AttendeesRepository();
	}

	/**
	 * Sold tickets of several events, in one query whatever their number: the
	 * attendees of each event whose status is not "failed".
	 *
	 * @param int[] $event_ids Event ids.
	 * @return array<int,int> Event id => count (0 when none).
	 */
	public function sold_counts( array $event_ids ): array {
		return $this->attendees->count_by_event( $event_ids, true );
	}

	/**
	 * Whether an event has any attendee, whatever the status.
	 *
	 * @param int $event_id Event id.
	 */
	public function has_attendees( int $event_id ): bool {
		return ( $this->attendees->count_by_event( array( $event_id ), false )[ $event_id ] ?? 0 ) > 0;
	}

	/**
	 * Registers an attendee of an event.
	 *
	 * @param int                 $event_id Event id.
	 * @param array<string,mixed> $fields   name, email, status ('success', 'pending', 'failed'), ticket_status ('unused'/'used').
	 * @return int|\WP_Error New id.
	 */
	public function create( int $event_id, array $fields ) {
		return $this->attendees->insert( $event_id, $fields );
	}
}
