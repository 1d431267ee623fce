<?php
/**
 * What other features may ask of attendees: sold tickets (the one place that
 * rule lives), reads, lists, and the writes bookings and check-ins make.
 *
 * @package EventinPro
 */

namespace EventinPro\Attendees;

defined( 'ABSPATH' ) || exit;

/**
 * Service.
 */
final class AttendeesService implements ListService {

	use DeletesMany;

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
	 * attendees of each event whose booking is completed or pending (without a
	 * booking: whose own status is success or pending). Never failed, refunded
	 * or cancelled ones.
	 *
	 * @param int[] $event_ids Event ids.
	 * @return array<int,int> Event id => count (0 when none).
	 */
	public function sold_counts( array $event_ids ): array {
		return $this->attendees->count_by_event( $event_ids, true );
	}

	/**
	 * Sold tickets of every event by the same rule, for install steps (a pass
	 * over all attendees in storage order; about as long as reading them).
	 *
	 * @return array<int,int> Event id => count; events that sold nothing left out.
	 */
	public function sold_counts_of_all_events(): array {
		return $this->attendees->sold_of_all_events();
	}

	/**
	 * Sold tickets of one event per ticket variation slug, by the same rule.
	 *
	 * @param int $event_id Event id.
	 * @return array<string,int> Slug => count.
	 */
	public function sold_by_ticket( int $event_id ): array {
		return $this->attendees->sold_by_ticket( $event_id );
	}

	/**
	 * Whether an attendee counts as sold (and may enter): see sold_counts().
	 *
	 * @param array<string,mixed> $attendee From get().
	 */
	public function is_counted( array $attendee ): bool {
		return AttendeesRepository::is_counted( $attendee );
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
	 * Registers an attendee of an event, with a new ticket id.
	 *
	 * @param int                 $event_id Event id.
	 * @param array<string,mixed> $fields   Clean fields: name, email, phone, booking_id, ticket_name,
	 *                                      ticket_slug, ticket_price, payment_status ('success', 'pending',
	 *                                      'failed', 'refunded'), ticket_status ('unused'/'used'), seat, extra_fields.
	 * @return int|\WP_Error New id.
	 */
	public function create( int $event_id, array $fields ) {
		if ( isset( $fields['status'] ) && ! isset( $fields['payment_status'] ) ) {
			$fields['payment_status'] = $fields['status']; // The name callers used before bookings existed.
		}
		$id = $this->attendees->insert( array( 'event_id' => $event_id ) + $fields );
		if ( ! is_wp_error( $id ) && empty( $fields['booking_id'] ) ) {
			self::changed( $event_id ); // A booked attendee is counted with its booking (`eventin_tickets_sold`).
		}
		return $id;
	}

	/**
	 * Changes the fields named (merging; nothing is written when nothing changes).
	 *
	 * @param int                 $id      Attendee id.
	 * @param array<string,mixed> $changes Clean fields.
	 * @return bool Whether anything was written.
	 */
	public function update( int $id, array $changes ): bool {
		$counted = array_intersect_key( $changes, array_flip( array( 'event_id', 'booking_id', 'payment_status' ) ) );
		$before  = $counted ? $this->attendees->get( $id ) : null;
		$written = $this->attendees->update( $id, $changes );
		if ( $written && $before ) {
			$after = $this->attendees->get( $id );
			foreach ( array_unique( array( (int) $before['event_id'], (int) ( $after['event_id'] ?? 0 ) ) ) as $event_id ) {
				self::changed( $event_id );
			}
		}
		return $written;
	}

	/**
	 * Sold tickets may have changed outside a booking's change: other features
	 * recount what they keep of them (the events list's table).
	 *
	 * @param int $event_id Event id.
	 */
	public static function changed( int $event_id ): void {
		if ( $event_id > 0 ) {
			/**
			 * Fires after an attendee was added, trashed, restored or deleted, or its event, booking
			 * or payment status changed, outside a booking's change (which fires `eventin_tickets_sold`).
			 *
			 * @param int $event_id Event id.
			 */
			do_action( 'eventin_attendees_changed', $event_id );
		}
	}

	/**
	 * Makes sure the index that sold_counts() reads is there (install steps of
	 * features that count before this feature's install ran).
	 */
	public function ensure_counting_index(): void {
		AttendeesRepository::ensure_meta_value_index();
	}

	/**
	 * One attendee (clean fields, plus booking_status), or null.
	 *
	 * @param int $id Attendee id.
	 * @return array<string,mixed>|null
	 */
	public function get( int $id ): ?array {
		return $this->attendees->get( $id );
	}

	/**
	 * Several attendees at once.
	 *
	 * @param int[] $ids Attendee ids.
	 * @return array<int,array<string,mixed>> Id => attendee; unknown ids left out.
	 */
	public function get_many( array $ids ): array {
		return $this->attendees->get_many( $ids );
	}

	/**
	 * One page of attendees (see AttendeesRepository::find()).
	 *
	 * @param array<string,mixed> $filters  event_id, booking_id, payment_status, ticket_status, search.
	 * @param int                 $page     Page, from 1.
	 * @param int                 $per_page Items per page.
	 * @return array{0:array<int,array<string,mixed>>,1:int} Items and total.
	 */
	public function find( array $filters, int $page = 1, int $per_page = 10 ): array {
		return $this->attendees->find( $filters, $page, $per_page );
	}

	/**
	 * Deletes an attendee for good; other features drop what they keep of it
	 * (`eventin_attendee_deleted`: the ledger its check-in, bookings the sold count).
	 *
	 * @param int $id Attendee id.
	 * @return bool Whether it was deleted.
	 */
	public function delete( int $id ): bool {
		$attendee = $this->attendees->get( $id );
		if ( ! $attendee || ! wp_delete_post( $id, true ) ) {
			return false;
		}
		/**
		 * Fires after an attendee was deleted.
		 *
		 * @param int   $id       Attendee id.
		 * @param array $attendee The attendee as it was (clean fields).
		 */
		do_action( 'eventin_attendee_deleted', $id, $attendee );
		return true;
	}

	/**
	 * One page of attendee ids and the total (see find()).
	 *
	 * @param array<string,mixed> $filters  Filters.
	 * @param int                 $page     Page, from 1.
	 * @param int                 $per_page Items per page.
	 * @return array{0:int[],1:int}
	 */
	public function find_ids( array $filters, int $page, int $per_page ): array {
		return $this->attendees->find_ids( $filters, $page, $per_page );
	}

	/**
	 * Keys of the extra fields attendees have.
	 *
	 * @param int $limit Most keys.
	 * @return string[]
	 */
	public function extra_field_keys( int $limit = 30 ): array {
		return $this->attendees->extra_field_keys( $limit );
	}

	/**
	 * Attendees per booking (one query).
	 *
	 * @param int[] $booking_ids Booking ids.
	 * @return array<int,int>
	 */
	public function count_by_booking( array $booking_ids ): array {
		return $this->attendees->count_by_booking( $booking_ids );
	}

	/**
	 * The attendees of a booking.
	 *
	 * @param int $booking_id Booking id.
	 * @return int[] Attendee ids.
	 */
	public function ids_of_booking( int $booking_id ): array {
		return $this->attendees->ids_of_booking( $booking_id );
	}

	/**
	 * The attendee holding a ticket id (new or Eventin 4's), or 0.
	 *
	 * @param string $ticket_id Ticket id.
	 */
	public function find_by_ticket_id( string $ticket_id ): int {
		return $this->attendees->find_by_ticket_id( $ticket_id );
	}

	/**
	 * The next recipients of a mail to an event's attendees: published,
	 * counted by the sold rule (never failed, refunded or cancelled), with an
	 * e-mail address; in id order after $after_id.
	 *
	 * @param int $event_id Event id.
	 * @param int $after_id Last id of the previous page (0 first).
	 * @param int $limit    Most rows.
	 * @return array<int,string> Attendee id => e-mail address as stored.
	 */
	public function recipients( int $event_id, int $after_id, int $limit ): array {
		return $this->attendees->recipients( $event_id, $after_id, $limit );
	}

	/**
	 * The secret of an attendee's own links, made when missing; '' when the id is no attendee.
	 *
	 * @param int $id Attendee id.
	 */
	public function edit_token( int $id ): string {
		return $this->attendees->edit_token( $id );
	}
}
