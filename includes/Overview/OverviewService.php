<?php
/**
 * The figures of the dashboard's overview, gathered from the features that
 * own them: events (Events), sold tickets and checked-in attendees
 * (Attendees), sales (Bookings), check-ins today (Check-ins). A constant
 * number of queries whatever the size of the site.
 *
 * @package EventinPro
 */

namespace EventinPro\Overview;

use DateTimeImmutable;
use DateTimeZone;
use EventinPro\Attendees\AttendeesService;
use EventinPro\Bookings\BookingsService;
use EventinPro\Checkins\CheckinsService;
use EventinPro\Events\EventsService;
use EventinPro\Events\EventStatus;
use EventinPro\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Service.
 */
final class OverviewService {

	/**
	 * Events listed per card.
	 */
	public const EVENTS_PER_LIST = 5;

	/**
	 * Days of the sales chart (today included).
	 */
	public const SALES_DAYS = 30;

	/**
	 * Events.
	 *
	 * @var EventsService
	 */
	private $events;

	/**
	 * Attendees.
	 *
	 * @var AttendeesService
	 */
	private $attendees;

	/**
	 * Bookings.
	 *
	 * @var BookingsService
	 */
	private $bookings;

	/**
	 * Check-ins.
	 *
	 * @var CheckinsService
	 */
	private $checkins;

	/**
	 * Constructor.
	 *
	 * @param EventsService|null    $events    Events.
	 * @param AttendeesService|null $attendees Attendees.
	 * @param BookingsService|null  $bookings  Bookings.
	 * @param CheckinsService|null  $checkins  Check-ins.
	 */
	public function __construct( ?EventsService $events = null, ?AttendeesService $attendees = null, ?BookingsService $bookings = null, ?CheckinsService $checkins = null ) {
		$this->events    = $events ?? new EventsService();
		$this->attendees = $attendees ?? new AttendeesService();
		$this->bookings  = $bookings ?? new BookingsService();
		$this->checkins  = $checkins ?? new CheckinsService();
	}

	/**
	 * The overview (the REST answer).
	 *
	 * @param bool $with_sales Whether to include the sales (the caller may see bookings).
	 * @return array{upcoming:array<int,array<string,mixed>>,ongoing:array<int,array<string,mixed>>,sales:array<int,array{date:string,tickets:int,revenue:float}>|null,currency:string,checkins_today:int,next_event:array<string,mixed>|null}
	 */
	public function get( bool $with_sales ): array {
		$upcoming = $this->events->soonest( 'upcoming', self::EVENTS_PER_LIST );
		$ongoing  = $this->events->soonest( 'ongoing', self::EVENTS_PER_LIST );
		$days     = self::days( EventStatus::now(), wp_timezone(), self::SALES_DAYS );
		$today    = $days[ self::SALES_DAYS - 1 ];
		return array(
			'upcoming'       => array_map( array( self::class, 'summary' ), $upcoming ),
			'ongoing'        => array_map( array( self::class, 'summary' ), $ongoing ),
			'sales'          => $with_sales ? $this->sales( $days ) : null,
			'currency'       => (string) ( new SettingsRepository() )->get( 'currency' ),
			'checkins_today' => $this->checkins->count_between( $today['start_utc'], $today['end_utc'] ),
			'next_event'     => $this->next_event( self::first_dated( array_merge( $ongoing, $upcoming ) ) ),
		);
	}

	/**
	 * The last $count days in a time zone, oldest first, each with its date and
	 * its span (start inclusive, end exclusive) in UTC and in site time. A day
	 * is midnight to midnight, so 23 or 25 hours when the clocks change.
	 *
	 * @param int          $now   Unix timestamp.
	 * @param DateTimeZone $zone  Site time zone.
	 * @param int          $count Days.
	 * @return array<int,array{date:string,start_utc:string,end_utc:string,start_local:string,end_local:string}>
	 */
	public static function days( int $now, DateTimeZone $zone, int $count ): array {
		$utc      = new DateTimeZone( 'UTC' );
		$midnight = ( new DateTimeImmutable( '@' . $now ) )->setTimezone( $zone )->setTime( 0, 0 );
		$days     = array();
		for ( $back = $count - 1; $back >= 0; $back-- ) {
			$start  = $midnight->modify( "-$back days" )->setTime( 0, 0 );
			$end    = $start->modify( '+1 day' )->setTime( 0, 0 );
			$days[] = array(
				'date'        => $start->format( 'Y-m-d' ),
				'start_utc'   => $start->setTimezone( $utc )->format( 'Y-m-d H:i:s' ),
				'end_utc'     => $end->setTimezone( $utc )->format( 'Y-m-d H:i:s' ),
				'start_local' => $start->format( 'Y-m-d H:i:s' ),
				'end_local'   => $end->format( 'Y-m-d H:i:s' ),
			);
		}
		return $days;
	}

	/**
	 * Tickets sold and revenue per day: every day present, 0 when nothing sold.
	 *
	 * @param array<int,array{date:string,start_utc:string,end_utc:string,start_local:string,end_local:string}> $days From days().
	 * @return array<int,array{date:string,tickets:int,revenue:float}>
	 */
	private function sales( array $days ): array {
		if ( ! $days ) {
			return array();
		}
		$last    = end( $days );
		$figures = $this->bookings->sales_per_day(
			array_merge( array_column( $days, 'start_utc' ), array( $last['end_utc'] ) ),
			array_merge( array_column( $days, 'start_local' ), array( $last['end_local'] ) )
		);
		$sales   = array();
		foreach ( $days as $index => $day ) {
			$sales[] = array(
				'date'    => $day['date'],
				'tickets' => $figures[ $index ]['tickets'] ?? 0,
				'revenue' => $figures[ $index ]['revenue'] ?? 0.0,
			);
		}
		return $sales;
	}

	/**
	 * The first event that has a start date (a published event without one
	 * is listed as upcoming, last, but has no door to open yet).
	 *
	 * @param array<int,array<string,mixed>> $events API items.
	 * @return array<string,mixed>|null
	 */
	private static function first_dated( array $events ): ?array {
		foreach ( $events as $event ) {
			if ( '' !== (string) $event['start_date'] ) {
				return $event;
			}
		}
		return null;
	}

	/**
	 * An event of a card.
	 *
	 * @param array<string,mixed> $event API item of the events list.
	 * @return array{id:int,title:string,start_date:string,start_time:string,timezone:string,sold_tickets:int,total_ticket:int,link:string}
	 */
	private static function summary( array $event ): array {
		return array(
			'id'           => (int) $event['id'],
			'title'        => (string) $event['title'],
			'start_date'   => (string) $event['start_date'],
			'start_time'   => (string) $event['start_time'],
			'timezone'     => (string) $event['timezone'],
			'sold_tickets' => (int) $event['sold_tickets'],
			'total_ticket' => (int) $event['total_ticket'],
			'link'         => (string) $event['link'],
		);
	}

	/**
	 * The check-in progress of the event at the door: tickets sold and how
	 * many of them are checked in (ticket status `used`, which the ledger
	 * keeps and Eventin 4 wrote).
	 *
	 * @param array<string,mixed>|null $event API item, or null when there is none.
	 * @return array{id:int,title:string,start:string,link:string,checked_in:int,total:int}|null
	 */
	private function next_event( ?array $event ): ?array {
		if ( null === $event ) {
			return null;
		}
		$used = $this->attendees->find(
			array(
				'event_id'      => (int) $event['id'],
				'ticket_status' => 'used',
			),
			1,
			1
		)[1];
		return array(
			'id'         => (int) $event['id'],
			'title'      => (string) $event['title'],
			'start'      => (string) $event['start_utc'],
			'link'       => (string) $event['link'],
			'checked_in' => (int) $used,
			'total'      => (int) $event['sold_tickets'],
		);
	}
}
