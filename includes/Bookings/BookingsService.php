<?php
/**
 * Bookings: manual bookings that never oversell, the allowed status changes
 * with their attendees following, refunds, and the sold counts they move.
 *
 * @package EventinPro
 */

namespace EventinPro\Bookings;

use EventinPro\Attendees\ListService;
use EventinPro\Attendees\AttendeesService;
use EventinPro\Attendees\DeletesMany;
use EventinPro\Attendees\Transaction;
use EventinPro\Events\EventsService;
use EventinPro\Rest\FieldError;
use EventinPro\Settings\SettingsRepository;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Service.
 *
 * Every change of an event's bookings runs in a transaction holding that
 * event's row lock (EventsService::lock()): the check of what is
 * left and the writes that use it are one step, so parallel bookings for the
 * last places of an event get exactly those places.
 *
 * Hooks (for payment gateways and integrations):
 * - `eventin_booking_created` (int $id, array $booking) after a booking is stored;
 * - `eventin_booking_status_changed` (int $id, string $from, string $to, array $booking)
 *   after any status change;
 * - `eventin_booking_refund` filter (true|WP_Error $result, array $booking): runs
 *   before a refund is recorded, under the event's lock; a gateway returns a
 *   WP_Error when its own refund failed, and nothing changes;
 * - `eventin_booking_refunded` (int $id, array $booking) after a refund.
 */
final class BookingsService implements ListService {

	use DeletesMany;

	/**
	 * The allowed status changes: from => list of to.
	 */
	public const TRANSITIONS = array(
		'pending'   => array( 'completed', 'cancelled' ),
		'completed' => array( 'refunded' ),
	);

	/**
	 * What an attendee's own payment status (etn_status) becomes with its booking's.
	 */
	private const ATTENDEE_STATUS = array(
		'pending'   => 'pending',
		'completed' => 'success',
		'failed'    => 'failed',
		'cancelled' => 'failed',
		'refunded'  => 'refunded',
	);

	/**
	 * Longest name or phone number accepted.
	 */
	private const MAX_TEXT = 100;

	/**
	 * Bookings whose extra fields make the export's columns: one export page's
	 * worth (CsvExport::MAX_PER_PAGE), so an export of one page misses none.
	 */
	private const EXPORT_SAMPLE = 2000;

	/**
	 * Most extra-field columns of an export (as many as the attendees export).
	 */
	private const EXPORT_EXTRA_FIELDS = 30;

	/**
	 * Storage.
	 *
	 * @var BookingsRepository
	 */
	private $bookings;

	/**
	 * Attendees.
	 *
	 * @var AttendeesService
	 */
	private $attendees;

	/**
	 * Constructor.
	 *
	 * @param BookingsRepository|null $bookings  Storage.
	 * @param AttendeesService|null   $attendees Attendees.
	 */
	public function __construct( ?BookingsRepository $bookings = null, ?AttendeesService $attendees = null ) {
		$this->bookings  = $bookings ?? new BookingsRepository();
		$this->attendees = $attendees ?? new AttendeesService();
	}

	/**
	 * One booking, or null.
	 *
	 * @param int $id Booking id.
	 * @return array<string,mixed>|null
	 */
	public function get( int $id ): ?array {
		return $this->bookings->get( $id );
	}

	/**
	 * Several bookings at once.
	 *
	 * @param int[] $ids Booking ids.
	 * @return array<int,array<string,mixed>> Id => booking; unknown ids left out.
	 */
	public function get_many( array $ids ): array {
		return $this->bookings->get_many( $ids );
	}

	/**
	 * One page of bookings (see BookingsRepository::find()).
	 *
	 * @param array<string,mixed> $filters  event_id, status, start_date, end_date, search.
	 * @param int                 $page     Page, from 1.
	 * @param int                 $per_page Items per page.
	 * @return array{0:array<int,array<string,mixed>>,1:int} Items and total.
	 */
	public function find( array $filters, int $page = 1, int $per_page = 10 ): array {
		return $this->bookings->find( $filters, $page, $per_page );
	}

	/**
	 * Completed bookings per day (see BookingsRepository::sales_per_day()).
	 *
	 * @param string[] $starts_utc   Day starts in UTC, oldest first, plus the end.
	 * @param string[] $starts_local The same instants in site time.
	 * @return array<int,array{bookings:int,tickets:int,revenue:float}> Day index => figures.
	 */
	public function sales_per_day( array $starts_utc, array $starts_local ): array {
		return $this->bookings->sales_per_day( $starts_utc, $starts_local );
	}

	/**
	 * Creates a booking and its attendees (a manual booking by an administrator,
	 * or the demo data), refusing to sell more than a ticket type or the event has left.
	 *
	 * @param array<string,mixed> $input event_id, first_name, last_name, email, phone,
	 *                                   tickets [{slug, quantity}], attendees [{name, email, phone, extra_fields}]
	 *                                   (optional, one per ticket in order; the customer otherwise;
	 *                                   extra_fields: key => answer, a list for several),
	 *                                   status ('completed' default, 'pending', or 'failed' for a payment that
	 *                                   failed), payment_method, extra_fields.
	 * @return array<string,mixed>|WP_Error The booking, or why not (400 naming the field, 409 when sold out).
	 */
	public function create( array $input ) {
		$event = $this->event( (int) ( $input['event_id'] ?? 0 ) );
		if ( ! $event ) {
			return FieldError::make( 'event_id', __( 'No event has this id.', 'eventin-pro' ) );
		}
		$order = $this->validate( $input, $event );
		if ( is_wp_error( $order ) ) {
			return $order;
		}
		$id = Transaction::run(
			function () use ( $order, $event ) {
				( new EventsService() )->lock( $event['id'] );
				// A failed payment holds no place.
				$full = 'failed' === $order['status'] ? null : $this->sold_out( $event, $order['tickets'] );
				if ( $full ) {
					return $full;
				}
				$id = $this->bookings->insert( $order );
				if ( is_wp_error( $id ) ) {
					return $id;
				}
				foreach ( $order['attendees'] as $attendee ) {
					$attendee['booking_id']     = $id;
					$attendee['payment_status'] = self::ATTENDEE_STATUS[ $order['status'] ];
					$made                       = $this->attendees->create( $event['id'], $attendee );
					if ( is_wp_error( $made ) ) {
						return $made;
					}
				}
				$this->update_sold( $event['id'] );
				return $id;
			}
		);
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		$booking = (array) $this->bookings->get( $id );
		/**
		 * Fires after a booking and its attendees are stored.
		 *
		 * @param int   $id      Booking id.
		 * @param array $booking Booking (clean fields).
		 */
		do_action( 'eventin_booking_created', $id, $booking );
		if ( 'completed' === $booking['status'] ) {
			$this->send_confirmation( $booking );
		}
		return $booking;
	}

	/**
	 * Moves a booking to another status when TRANSITIONS allows it; its
	 * attendees follow, sold counts follow, places are freed on cancel and refund.
	 *
	 * @param int    $id Booking id.
	 * @param string $to New status.
	 * @return array<string,mixed>|WP_Error The booking, or why not (404, 409 for a refused change).
	 */
	public function transition( int $id, string $to ) {
		$booking = $this->bookings->get( $id );
		if ( ! $booking ) {
			return new WP_Error( 'eventin_booking_not_found', __( 'No booking has this id.', 'eventin-pro' ), array( 'status' => 404 ) );
		}
		$from = Transaction::run(
			function () use ( $booking, $to ) {
				( new EventsService() )->lock( $booking['event_id'] );
				$from    = $this->bookings->current_status( $booking['id'] );
				$refused = self::refusal( $from, $to );
				if ( $refused ) {
					return $refused;
				}
				if ( 'refunded' === $to ) {
					/**
					 * Lets a payment gateway refund the payment before the refund is
					 * recorded (under the event's lock, so a booking is refunded once).
					 *
					 * @param true|WP_Error $result  True, or why the refund failed.
					 * @param array         $booking Booking (clean fields).
					 */
					$paid_back = apply_filters( 'eventin_booking_refund', true, $booking );
					if ( is_wp_error( $paid_back ) ) {
						return $paid_back;
					}
				}
				$this->bookings->set_status( $booking['id'], $to );
				foreach ( $this->attendees->ids_of_booking( $booking['id'] ) as $attendee ) {
					$this->attendees->update( $attendee, array( 'payment_status' => self::ATTENDEE_STATUS[ $to ] ) );
				}
				$this->update_sold( $booking['event_id'] );
				return $from;
			}
		);
		if ( is_wp_error( $from ) ) {
			return $from;
		}
		clean_post_cache( $id );
		$booking = (array) $this->bookings->get( $id );
		/**
		 * Fires after a booking's status changed.
		 *
		 * @param int    $id      Booking id.
		 * @param string $from    Previous status.
		 * @param string $to      New status.
		 * @param array  $booking Booking (clean fields).
		 */
		do_action( 'eventin_booking_status_changed', $id, $from, $to, $booking );
		if ( 'refunded' === $to ) {
			/**
			 * Fires after a booking was refunded: its places are free again.
			 *
			 * @param int   $id      Booking id.
			 * @param array $booking Booking (clean fields).
			 */
			do_action( 'eventin_booking_refunded', $id, $booking );
			BookingMails::refund_notice( $booking, $this->event_title( $booking['event_id'] ) );
		} elseif ( 'completed' === $to ) {
			$this->send_confirmation( $booking );
		}
		return $booking;
	}

	/**
	 * Refunds a completed booking (see transition()).
	 *
	 * @param int $id Booking id.
	 * @return array<string,mixed>|WP_Error
	 */
	public function refund( int $id ) {
		return $this->transition( $id, 'refunded' );
	}

	/**
	 * Sends the confirmation with the invoice again (completed bookings only).
	 *
	 * @param int $id Booking id.
	 * @return true|WP_Error
	 */
	public function resend_invoice( int $id ) {
		$booking = $this->bookings->get( $id );
		if ( ! $booking ) {
			return new WP_Error( 'eventin_booking_not_found', __( 'No booking has this id.', 'eventin-pro' ), array( 'status' => 404 ) );
		}
		if ( 'completed' !== $booking['status'] ) {
			return new WP_Error( 'eventin_booking_not_completed', __( 'Only a completed booking has an invoice to send.', 'eventin-pro' ), array( 'status' => 409 ) );
		}
		if ( ! $this->send_confirmation( $booking ) ) {
			return new WP_Error( 'eventin_mail_failed', __( 'The invoice could not be sent. Check the site\'s mail settings.', 'eventin-pro' ), array( 'status' => 500 ) );
		}
		return true;
	}

	/**
	 * Deletes a booking with its attendees (their check-ins go with them) and
	 * frees its places, under the event's lock.
	 *
	 * @param int $id Booking id.
	 * @return bool Whether it was deleted.
	 */
	public function delete( int $id ): bool {
		$booking = $this->bookings->get( $id );
		if ( ! $booking ) {
			return false;
		}
		$deleted = Transaction::run(
			function () use ( $booking ) {
				( new EventsService() )->lock( $booking['event_id'] );
				foreach ( $this->attendees->ids_of_booking( $booking['id'] ) as $attendee ) {
					$this->attendees->delete( $attendee );
				}
				if ( ! wp_delete_post( $booking['id'], true ) ) {
					return new WP_Error( 'eventin_booking_not_deleted', __( 'The booking could not be deleted.', 'eventin-pro' ) );
				}
				$this->update_sold( $booking['event_id'] );
				return true;
			}
		);
		if ( true !== $deleted ) {
			return false;
		}
		/**
		 * Fires after a booking and its attendees were deleted.
		 *
		 * @param int   $id      Booking id.
		 * @param array $booking The booking as it was.
		 */
		do_action( 'eventin_booking_deleted', $id, $booking );
		return true;
	}

	/**
	 * One page of booking ids and the total (find() without loading them).
	 *
	 * @param array<string,mixed> $filters  Filters.
	 * @param int                 $page     Page, from 1.
	 * @param int                 $per_page Items per page.
	 * @return array{0:int[],1:int}
	 */
	public function find_ids( array $filters, int $page, int $per_page ): array {
		return $this->bookings->find_ids( $filters, $page, $per_page );
	}

	/**
	 * The extra fields an export of these bookings has a column for (see
	 * BookingsRepository::extra_field_keys(): the fields of the filter's newest
	 * EXPORT_SAMPLE bookings, at most EXPORT_EXTRA_FIELDS). Every page of one
	 * export asks with the same filters, so every page has the same columns.
	 *
	 * @param array<string,mixed> $filters Filters (see find()).
	 * @return string[] Field keys, in the newest booking's form order first.
	 */
	public function export_extra_fields( array $filters ): array {
		return $this->bookings->extra_field_keys( $filters, self::EXPORT_SAMPLE, self::EXPORT_EXTRA_FIELDS );
	}

	/**
	 * Recounts an event's per-variation sold tickets under its lock (after an
	 * attendee was deleted: `eventin_attendee_deleted`).
	 *
	 * @param int $event_id Event id.
	 */
	public function recount( int $event_id ): void {
		if ( $event_id > 0 ) {
			Transaction::run(
				function () use ( $event_id ) {
					( new EventsService() )->lock( $event_id );
					$this->update_sold( $event_id );
					return true;
				}
			);
		}
	}

	/**
	 * Why a status change is refused, or null when TRANSITIONS allows it.
	 *
	 * @param string $from Current status.
	 * @param string $to   Wanted status.
	 */
	public static function refusal( string $from, string $to ): ?WP_Error {
		if ( ! in_array( $to, BookingsRepository::STATUSES, true ) ) {
			return FieldError::make( 'status', __( 'Unknown booking status.', 'eventin-pro' ) );
		}
		if ( in_array( $to, self::TRANSITIONS[ $from ] ?? array(), true ) ) {
			return null;
		}
		if ( $from === $to ) {
			/* translators: %s: booking status. */
			$message = sprintf( __( 'The booking is already %s.', 'eventin-pro' ), $from );
		} elseif ( 'refunded' === $to ) {
			$message = __( 'Only a completed booking can be refunded.', 'eventin-pro' );
		} elseif ( isset( self::TRANSITIONS[ $from ] ) ) {
			/* translators: 1: current booking status, 2: the statuses it may change to. */
			$message = sprintf( __( 'A %1$s booking can only become %2$s.', 'eventin-pro' ), $from, implode( ' / ', self::TRANSITIONS[ $from ] ) );
		} else {
			/* translators: %s: booking status. */
			$message = sprintf( __( 'A %s booking cannot change any more.', 'eventin-pro' ), '' !== $from ? $from : __( 'unknown', 'eventin-pro' ) );
		}
		return new WP_Error( 'eventin_booking_transition', $message, array( 'status' => 409 ) );
	}

	/**
	 * The input as fields to store, or the first field that breaks a rule.
	 *
	 * @param array<string,mixed> $input Input.
	 * @param array<string,mixed> $event The event (EventsService::get()).
	 * @return array<string,mixed>|WP_Error
	 */
	private function validate( array $input, array $event ) {
		$texts = array(
			'first_name' => true,
			'last_name'  => false,
			'phone'      => false,
		);
		$order = array();
		foreach ( $texts as $field => $required ) {
			$order[ $field ] = self::text( $input[ $field ] ?? '', $field, $required );
			if ( is_wp_error( $order[ $field ] ) ) {
				return $order[ $field ];
			}
		}
		$order['email'] = self::email( $input['email'] ?? '', 'email' );
		if ( is_wp_error( $order['email'] ) ) {
			return $order['email'];
		}
		$status = (string) ( $input['status'] ?? 'completed' );
		if ( ! in_array( $status, array( 'completed', 'pending', 'failed' ), true ) ) {
			return FieldError::make( 'status', __( 'A new booking is completed, pending or failed.', 'eventin-pro' ) );
		}
		$variations = array_column( $event['ticket_variations'], null, 'slug' );
		$tickets    = array();
		$total      = 0.0;
		foreach ( is_array( $input['tickets'] ?? null ) ? $input['tickets'] : array() as $ticket ) {
			$slug      = is_array( $ticket ) ? (string) ( $ticket['slug'] ?? '' ) : '';
			$quantity  = is_array( $ticket ) ? ( $ticket['quantity'] ?? null ) : null;
			$variation = $variations[ $slug ] ?? null;
			if ( ! $variation ) {
				return FieldError::make( 'tickets', __( 'The event has no ticket type with this slug.', 'eventin-pro' ) );
			}
			if ( ! is_int( $quantity ) || $quantity < 1 ) {
				return FieldError::make( 'tickets', __( 'Each quantity must be a whole number of at least 1.', 'eventin-pro' ) );
			}
			if ( $quantity < $variation['min_per_order'] || $quantity > $variation['max_per_order'] ) {
				/* translators: 1: ticket type, 2: fewest tickets per order, 3: most tickets per order. */
				return FieldError::make( 'tickets', sprintf( __( '%1$s: from %2$d to %3$d tickets per booking.', 'eventin-pro' ), $variation['name'], $variation['min_per_order'], $variation['max_per_order'] ) );
			}
			$tickets[] = array(
				'slug'     => $slug,
				'name'     => $variation['name'],
				'quantity' => $quantity,
				'price'    => $variation['price'],
			);
			$total    += $quantity * $variation['price'];
		}
		if ( ! $tickets ) {
			return FieldError::make( 'tickets', __( 'Choose at least one ticket.', 'eventin-pro' ) );
		}
		if ( count( array_unique( array_column( $tickets, 'slug' ) ) ) !== count( $tickets ) ) {
			return FieldError::make( 'tickets', __( 'Name each ticket type once.', 'eventin-pro' ) );
		}
		$attendees = $this->attendee_fields( $input, $order, $tickets );
		if ( is_wp_error( $attendees ) ) {
			return $attendees;
		}
		return $order + array(
			'event_id'       => $event['id'],
			'status'         => $status,
			'payment_method' => sanitize_key( (string) ( $input['payment_method'] ?? 'manual' ) ),
			'tickets'        => $tickets,
			'total_price'    => round( $total, 2 ),
			'currency'       => (string) ( new SettingsRepository() )->get( 'currency' ),
			'user_id'        => 0, // The customer's account: a manual booking's customer has none (the administrator is not the customer).
			'extra_fields'   => self::answers( $input['extra_fields'] ?? null ),
			'attendees'      => $attendees,
		);
	}

	/**
	 * One attendee per ticket, in ticket order: the given ones, else the customer.
	 *
	 * @param array<string,mixed>            $input   Input.
	 * @param array<string,string>           $order   Validated customer fields.
	 * @param array<int,array<string,mixed>> $tickets Validated tickets.
	 * @return array<int,array<string,mixed>>|WP_Error
	 */
	private function attendee_fields( array $input, array $order, array $tickets ) {
		$given     = is_array( $input['attendees'] ?? null ) ? array_values( $input['attendees'] ) : array();
		$attendees = array();
		foreach ( $tickets as $ticket ) {
			for ( $i = 0; $i < $ticket['quantity']; $i++ ) {
				$person = $given[ count( $attendees ) ] ?? null;
				$name   = is_array( $person ) ? self::text( $person['name'] ?? '', 'attendees.name', true ) : trim( $order['first_name'] . ' ' . $order['last_name'] );
				$email  = is_array( $person ) ? self::email( $person['email'] ?? '', 'attendees.email' ) : $order['email'];
				$phone  = is_array( $person ) ? self::text( $person['phone'] ?? '', 'attendees.phone', false ) : $order['phone'];
				foreach ( array( $name, $email, $phone ) as $value ) {
					if ( is_wp_error( $value ) ) {
						return $value;
					}
				}
				$attendees[] = array(
					'name'         => $name,
					'email'        => $email,
					'phone'        => $phone,
					'ticket_name'  => $ticket['name'],
					'ticket_slug'  => $ticket['slug'],
					'ticket_price' => $ticket['price'],
					'extra_fields' => self::answers( is_array( $person ) ? ( $person['extra_fields'] ?? null ) : null ),
				);
			}
		}
		if ( count( $given ) > count( $attendees ) ) {
			return FieldError::make( 'attendees', __( 'There are more attendees than tickets.', 'eventin-pro' ) );
		}
		return $attendees;
	}

	/**
	 * Extra field answers as stored: key => text, or a list of texts (a
	 * checkbox's); other values are left out. (An attendee's keys become meta
	 * keys through AttendeesRepository, which sanitizes them.)
	 *
	 * @param mixed $given Answers given.
	 * @return array<string,string|string[]>
	 */
	private static function answers( $given ): array {
		$answers = array();
		foreach ( is_array( $given ) ? $given : array() as $key => $value ) {
			if ( is_scalar( $value ) ) {
				$answers[ $key ] = sanitize_text_field( (string) $value );
			} elseif ( is_array( $value ) ) {
				$answers[ $key ] = array_values( array_map( 'sanitize_text_field', array_map( 'strval', array_filter( $value, 'is_scalar' ) ) ) );
			}
		}
		return $answers;
	}

	/**
	 * Why the event cannot take these tickets now (409), or null. Call under the event's lock.
	 *
	 * @param array<string,mixed>            $event   The event (EventsService::get()).
	 * @param array<int,array<string,mixed>> $tickets Validated tickets.
	 */
	private function sold_out( array $event, array $tickets ): ?WP_Error {
		$sold       = $this->attendees->sold_by_ticket( $event['id'] );
		$variations = array_column( $event['ticket_variations'], null, 'slug' );
		foreach ( $tickets as $ticket ) {
			$capacity = (int) $variations[ $ticket['slug'] ]['capacity'];
			$left     = max( 0, $capacity - ( $sold[ $ticket['slug'] ] ?? 0 ) );
			if ( $capacity >= 0 && $ticket['quantity'] > $left ) {
				return new WP_Error(
					'eventin_sold_out',
					/* translators: 1: ticket type, 2: tickets left. */
					sprintf( _n( '%1$s: only %2$d ticket is left.', '%1$s: only %2$d tickets are left.', $left, 'eventin-pro' ), $ticket['name'], $left ),
					array(
						'status' => 409,
						'field'  => 'tickets',
						'left'   => $left,
					)
				);
			}
		}
		$capacity = (int) $event['total_ticket'];
		$wanted   = (int) array_sum( array_column( $tickets, 'quantity' ) );
		$left     = max( 0, $capacity - (int) array_sum( $sold ) );
		if ( $capacity >= 0 && $wanted > $left ) {
			return new WP_Error(
				'eventin_sold_out',
				/* translators: %d: places left at the event. */
				sprintf( _n( 'The event has only %d place left.', 'The event has only %d places left.', $left, 'eventin-pro' ), $left ),
				array(
					'status' => 409,
					'field'  => 'tickets',
					'left'   => $left,
				)
			);
		}
		return null;
	}

	/**
	 * Recounts the event's sold tickets per variation and has the Events feature
	 * store them (Eventin 4's etn_sold_tickets). Call under the event's lock.
	 *
	 * @param int $event_id Event id.
	 */
	private function update_sold( int $event_id ): void {
		// The Events feature must merge into the variations as stored now, not as this request first read them.
		wp_cache_delete( $event_id, 'post_meta' );
		/**
		 * Fires with an event's sold tickets per variation after its bookings changed.
		 *
		 * @param int               $event_id Event id.
		 * @param array<string,int> $sold     Variation slug => sold tickets.
		 */
		do_action( 'eventin_tickets_sold', $event_id, $this->attendees->sold_by_ticket( $event_id ) );
	}

	/**
	 * A booking's attendees (clean fields), in ticket order.
	 *
	 * @param int $booking_id Booking id.
	 * @return array<int,array<string,mixed>>
	 */
	public function attendees_of( int $booking_id ): array {
		$attendees = $this->attendees->get_many( $this->attendees->ids_of_booking( $booking_id ) );
		ksort( $attendees ); // Made in ticket order: ascending ids.
		return array_values( $attendees );
	}

	/**
	 * Pending bookings made before a time with one of some payment methods
	 * (the unpaid ones a scheduled job cancels), oldest first.
	 *
	 * @param string   $before_gmt Made before this GMT time (Y-m-d H:i:s).
	 * @param string[] $methods    Payment method keys.
	 * @param int      $limit      Most ids.
	 * @return int[]
	 */
	public function pending_before( string $before_gmt, array $methods, int $limit ): array {
		if ( ! $methods ) {
			return array();
		}
		$query = new \WP_Query(
			array(
				'post_type'              => Bookings::POST_TYPE,
				'post_status'            => 'any',
				'fields'                 => 'ids',
				'posts_per_page'         => $limit,
				'orderby'                => 'ID',
				'order'                  => 'ASC',
				'no_found_rows'          => true,
				'update_post_term_cache' => false,
				'date_query'             => array(
					array(
						'column' => 'post_date_gmt',
						'before' => $before_gmt,
					),
				),
				// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- an hourly job, at most $limit rows.
				'meta_query'             => array(
					array(
						'key'   => BookingsRepository::META_STATUS,
						'value' => 'pending',
					),
					array(
						'key'     => BookingsRepository::FIELDS['payment_method'],
						'value'   => array_values( $methods ),
						'compare' => 'IN',
					),
				),
			)
		);
		return wp_parse_id_list( $query->posts ?? array() );
	}

	/**
	 * Sends the confirmation of a booking with its attendees' tickets (the
	 * same mail as "Resend Invoice"; a pending booking's says what is due).
	 *
	 * @param array<string,mixed> $booking Booking.
	 */
	public function send_confirmation( array $booking ): bool {
		$event = $this->event( $booking['event_id'] );
		$names = $event ? array_column( $event['ticket_variations'], 'name', 'slug' ) : array();
		foreach ( $booking['tickets'] as $n => $ticket ) {
			$booking['tickets'][ $n ]['name'] = $names[ $ticket['slug'] ] ?? $ticket['slug'];
		}
		return BookingMails::confirmation( $booking, $event ? (string) $event['title'] : '', $this->attendees_of( (int) $booking['id'] ) );
	}

	/**
	 * An event (clean fields) or null.
	 *
	 * @param int $id Event id.
	 * @return array<string,mixed>|null
	 */
	private function event( int $id ): ?array {
		$event = $id > 0 ? ( new EventsService() )->get( $id ) : null;
		return $event && isset( $event['ticket_variations'] ) ? $event : null;
	}

	/**
	 * An event's title ('' when it is gone).
	 *
	 * @param int $id Event id.
	 */
	private function event_title( int $id ): string {
		$event = $this->event( $id );
		return $event ? (string) $event['title'] : '';
	}

	/**
	 * A name or phone number: plain text of at most MAX_TEXT characters.
	 *
	 * @param mixed  $value    Input.
	 * @param string $field    Field name, for the error.
	 * @param bool   $required Whether it may be empty.
	 * @return string|WP_Error
	 */
	private static function text( $value, string $field, bool $required ) {
		if ( ! is_string( $value ) ) {
			return FieldError::make( $field, __( 'Must be text.', 'eventin-pro' ) );
		}
		$value = trim( $value );
		if ( wp_strip_all_tags( $value ) !== $value ) {
			return FieldError::make( $field, __( 'HTML is not allowed here.', 'eventin-pro' ) );
		}
		if ( $required && '' === $value ) {
			return FieldError::make( $field, __( 'This field is required.', 'eventin-pro' ) );
		}
		if ( mb_strlen( $value ) > self::MAX_TEXT ) {
			/* translators: %d: most characters allowed. */
			return FieldError::make( $field, sprintf( __( 'At most %d characters.', 'eventin-pro' ), self::MAX_TEXT ) );
		}
		return sanitize_text_field( $value );
	}

	/**
	 * A valid e-mail address.
	 *
	 * @param mixed  $value Input.
	 * @param string $field Field name, for the error.
	 * @return string|WP_Error
	 */
	private static function email( $value, string $field ) {
		$value = is_string( $value ) ? trim( $value ) : '';
		if ( ! is_email( $value ) || strlen( $value ) > self::MAX_TEXT ) {
			return FieldError::make( $field, __( 'Enter a valid e-mail address.', 'eventin-pro' ) );
		}
		return $value;
	}
}
