<?php
/**
 * Every field Eventin 4's own routes answered for its site comes back from
 * ours, under our name.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Compat;

use EventinPro\Events\Events;
use EventinPro\Support\Installer;
use EventinPro\Tests\Support\Eventin4Fixture;
use EventinPro\Tests\TestCase;

/**
 * For each answer in tests/fixtures/eventin-4.1.18/eventin-responses/, GETs
 * our matching route on the same site (the fixture, after activation, at the
 * moment Eventin answered, with pretty permalinks as on the captured site) and
 * compares field by field. Each table below maps an Eventin field to ours:
 * `[ our field (dots for nested), value normaliser, nested table ]`. A
 * normaliser only bridges a format that legitimately differs (see each
 * norm_*()); every other Eventin field is in the exclusion list next to it,
 * with the reason. An Eventin field in neither list fails the test.
 *
 * orders.json is compared in its own test, skipped while the bookings route
 * (#12) is not there.
 */
final class ResponseParityTest extends TestCase {

	/**
	 * Event fields.
	 */
	private const EVENT_FIELDS = array(
		'id'                    => array( 'id' ),
		'title'                 => array( 'title' ),
		'categories'            => array( 'categories' ),
		'category_names'        => array( 'categories', 'ids_of_keys' ),
		'tags'                  => array( 'tags' ),
		'visibility_status'     => array( 'post_status' ),
		'status'                => array( 'status', 'status_key' ),
		'link'                  => array( 'link', 'site_path' ),
		'schedules'             => array( 'schedules' ),
		'speaker'               => array( 'resolved_speakers' ),
		'speaker_type'          => array( 'speaker_type', 'single_when_empty' ),
		'speaker_group'         => array( 'speaker_groups' ),
		'organizer'             => array( 'resolved_organizers' ),
		'organizer_type'        => array( 'organizer_type', 'single_when_empty' ),
		'organizer_group'       => array( 'organizer_groups' ),
		'timezone'              => array( 'timezone' ),
		'start_date'            => array( 'start_date' ),
		'end_date'              => array( 'end_date' ),
		'start_time'            => array( 'start_time', 'time' ),
		'end_time'              => array( 'end_time', 'time' ),
		'registration_deadline' => array( 'registration_deadline', 'deadline' ),
		'total_ticket'          => array( 'total_ticket' ),
		'sold_tickets'          => array( 'sold_tickets' ),
		'total_sold_tickets'    => array( 'sold_tickets' ),
		'ticket_variations'     => array( 'ticket_variations', '', 'VARIATION' ),
		'sold_ticket_count'     => array( 'ticket_variations', 'sold_by_slug' ),
		'ticket_template'       => array( 'ticket_template', 'template_id' ),
		'certificate_template'  => array( 'certificate_template', 'template_id' ),
		'recurring_enabled'     => array( 'recurring_enabled', 'no_when_empty' ),
		'event_recurrence'      => array( 'recurrence', 'recurrence' ),
		'meeting_link'          => array( 'location.online_link', 'null_when_empty' ),
		'parent'                => array( 'parent' ),
		'event_type'            => array( 'location.type', 'hybrid_is_offline' ),
		'location'              => array( 'location', '', 'LOCATION' ),
		'extra_fields'          => array( 'extra_fields', '', 'EXTRA_FIELD' ),
	);

	/**
	 * Event fields this plugin does not answer, and why.
	 */
	private const EVENT_EXCLUDED = array(
		'description'                        => 'storage.json holds no post_content: the loaded site has none to answer.',
		'event_slug'                         => 'no slug field: the slug is in `link`, and every save keeps it (FixtureRoundTripTest).',
		'author'                             => 'not in the dashboard\'s event (spec, section 3); post_author is kept and checked server-side.',
		'password'                           => 'password-protected events: not a feature of this plugin.',
		'link_base'                          => 'the post type\'s base URL; ours is /events/, and Eventin\'s /etn/ links answer 301 (README).',
		'has_children'                       => 'ours lists a series\' occurrences at ?parent=<id> (events_children.json).',
		'recurring_events'                   => 'ours lists a series\' occurrences at ?parent=<id> (events_children.json).',
		'excerpt'                            => 'event page (#13).',
		'excerpt_enable'                     => 'event page (#13).',
		'schedule_type'                      => 'event page (#13): how the page shows speakers and schedules.',
		'event_socials'                      => 'event page (#13).',
		'faq'                                => 'event page (#13).',
		'event_logo'                         => 'event page (#13).',
		'etn_event_logo_url'                 => 'event page (#13).',
		'event_logo_id'                      => 'event page (#13).',
		'event_banner'                       => 'event page (#13); the dashboard\'s image is the featured image.',
		'event_banner_id'                    => 'event page (#13); the dashboard\'s image is the featured image.',
		'banner_bg_image_url'                => 'event page (#13).',
		'attende_page_link'                  => 'event page (#13): Eventin\'s public attendee list.',
		'external_link'                      => 'booking form (#13): registration on another site.',
		'ticket_availability'                => 'booking form (#13): Eventin\'s switch for showing remaining tickets.',
		'revenue'                            => 'attendees and bookings (#12).',
		'event_layout'                       => 'templates (#15): Eventin\'s built-in page layouts.',
		'enable_legacy_certificate_template' => 'templates (#15).',
		'rsvp_settings'                      => 'RSVP (#16).',
		'module'                             => 'Eventin\'s module switches (seat map, RSVP) belong to the settings route, not to events.',
		'calendar_bg'                        => 'Eventin\'s calendar widget colours: not a feature of this plugin.',
		'calendar_text_color'                => 'Eventin\'s calendar widget colours: not a feature of this plugin.',
		'enable_seatmap'                     => 'seat maps: not a feature of this plugin.',
		'seat_plan'                          => 'seat maps: not a feature of this plugin.',
		'etn_enable_global_stock'            => 'a shared stock across variations: not a feature of this plugin.',
		'etn_global_stock'                   => 'a shared stock across variations: not a feature of this plugin.',
		'etn_global_waiting_list'            => 'waiting lists: not a feature of this plugin.',
		'enable_attendee_waiting_list'       => 'waiting lists: not a feature of this plugin.',
		'zoom_event'                         => 'Zoom integration: not a feature of this plugin (an online event has a link).',
		'zoom_id'                            => 'Zoom integration: not a feature of this plugin.',
		'google_meet'                        => 'Google Meet integration: not a feature of this plugin.',
		'google_meet_link'                   => 'Google Meet integration: not a feature of this plugin.',
		'google_meet_description'            => 'Google Meet integration: not a feature of this plugin.',
		'fluent_crm'                         => 'CRM integration (FluentCRM): not a feature of this plugin.',
		'fluent_crm_webhook'                 => 'CRM integration (FluentCRM): not a feature of this plugin.',
		'zoho_crm'                           => 'CRM integration (Zoho): not a feature of this plugin.',
		'zoho_crm_webhook'                   => 'CRM integration (Zoho): not a feature of this plugin.',
		'mail_mint'                          => 'marketing integration (Mail Mint): not a feature of this plugin.',
		'mail_mint_webhook'                  => 'marketing integration (Mail Mint): not a feature of this plugin.',
		'mail_mint_send_to'                  => 'marketing integration (Mail Mint): not a feature of this plugin.',
		'mailpoet'                           => 'marketing integration (MailPoet): not a feature of this plugin.',
		'mailpoet_list_ids'                  => 'marketing integration (MailPoet): not a feature of this plugin.',
		'mailpoet_send_to'                   => 'marketing integration (MailPoet): not a feature of this plugin.',
		'funnel_kit'                         => 'marketing integration (FunnelKit): not a feature of this plugin.',
		'funnel_kit_webhook'                 => 'marketing integration (FunnelKit): not a feature of this plugin.',
		'funnel_kit_send_to'                 => 'marketing integration (FunnelKit): not a feature of this plugin.',
		'optiontics_addons'                  => 'Optiontics page builder: not a feature of this plugin.',
		'edit_with_elementor'                => 'Elementor: not a feature of this plugin.',
		'elementor_supported'                => 'Elementor: not a feature of this plugin.',
		'wpml_translations'                  => 'WPML: not a feature of this plugin.',
		'_virtual'                           => 'WooCommerce product fields (Eventin sells through WooCommerce): not a feature of this plugin.',
		'_tax_status'                        => 'WooCommerce product fields: not a feature of this plugin.',
		'is_clone'                           => 'Eventin\'s mark on a copy; a copy here is a plain draft "<title> (Copy)".',
		'imported_from'                      => 'Eventin\'s importer: not a feature of this plugin.',
		'last_update_date'                   => 'Eventin\'s own edit stamp (etn_last_update_date), kept in storage and not shown.',
		'location_type'                      => 'Eventin 3\'s location key, empty in Eventin 4; the type is `location.type` (from event_type).',
	);

	/**
	 * Ticket variation fields.
	 */
	private const VARIATION_FIELDS = array(
		'etn_ticket_name'        => array( 'name' ),
		'etn_ticket_price'       => array( 'price' ),
		'etn_avaiilable_tickets' => array( 'capacity', 'capacity' ),
		'etn_unlimited_tickets'  => array( 'capacity', 'unlimited' ),
		'etn_min_ticket'         => array( 'min_per_order' ),
		'etn_max_ticket'         => array( 'max_per_order' ),
		'etn_ticket_slug'        => array( 'slug' ),
		'etn_sold_tickets'       => array( 'sold' ),
	);

	/**
	 * Ticket variation fields this plugin does not answer, and why.
	 */
	private const VARIATION_EXCLUDED = array(
		'optiontics_block_ids' => 'Optiontics page builder: not a feature of this plugin.',
		'pending'              => 'tickets held by unpaid bookings: attendees and bookings (#12).',
		'waiting_list_count'   => 'waiting lists: not a feature of this plugin.',
		'etn_enable_ticket'    => 'booking form (#13): Eventin\'s switch that takes a variation off sale; kept on every save.',
		'start_date'           => 'booking form (#13): the variation\'s sale window; kept on every save (README, Ticket variations).',
		'end_date'             => 'booking form (#13): the variation\'s sale window; kept on every save.',
		'start_time'           => 'booking form (#13): the variation\'s sale window; kept on every save.',
		'end_time'             => 'booking form (#13): the variation\'s sale window; kept on every save.',
		'date_range'           => 'booking form (#13): Eventin\'s text for the sale window ("Invalid Date" here).',
	);

	/**
	 * Extra attendee field fields (Eventin answers its `attendee_extra_fields`
	 * rows as stored; older rows name the type and placeholder otherwise).
	 */
	private const EXTRA_FIELD_FIELDS = array(
		'label'            => array( 'label' ),
		'type'             => array( 'type' ),
		'field_type'       => array( 'type' ),
		'place_holder'     => array( 'placeholder' ),
		'placeholder_text' => array( 'placeholder' ),
		'required'         => array( 'required', 'boolean' ),
		'radio'            => array( 'options' ),
		'checkbox'         => array( 'options' ),
		'select'           => array( 'options' ),
	);

	/**
	 * Extra attendee field fields this plugin does not answer, and why.
	 */
	private const EXTRA_FIELD_EXCLUDED = array(
		'field_options' => 'Eventin 3\'s options ([{value}]); read as `options` when the type\'s own list is missing.',
	);

	/**
	 * Location fields.
	 */
	private const LOCATION_FIELDS = array(
		'address'    => array( 'address' ),
		'latitude'   => array( 'latitude' ),
		'longitude'  => array( 'longitude' ),
		'place_id'   => array( 'place_id' ),
		'custom_url' => array( 'online_link' ),
	);

	/**
	 * Location fields this plugin does not answer, and why.
	 */
	private const LOCATION_EXCLUDED = array(
		'integration' => 'which service hosts an online event (custom_url, Zoom, Meet); here an online event has a link.',
	);

	/**
	 * Schedule fields.
	 */
	private const SCHEDULE_FIELDS = array(
		'id'            => array( 'id' ),
		'program_title' => array( 'program_title' ),
		'date'          => array( 'date' ),
		'schedule_slot' => array( 'slots', '', 'SLOT' ),
	);

	/**
	 * Schedule fields this plugin does not answer, and why.
	 */
	private const SCHEDULE_EXCLUDED = array(
		'day_name'                => 'the weekday of `date`: the dashboard formats dates itself.',
		'hide_date_on_event_page' => 'event page (#13).',
		'event_name'              => 'the event showing the schedule: here the event names its schedules (event `schedules`).',
	);

	/**
	 * Schedule slot fields.
	 */
	private const SLOT_FIELDS = array(
		'etn_schedule_topic'     => array( 'topic' ),
		'etn_shedule_start_time' => array( 'start_time', 'time' ),
		'etn_shedule_end_time'   => array( 'end_time', 'time' ),
		'etn_shedule_room'       => array( 'room' ),
		'etn_shedule_objective'  => array( 'objective' ),
		'speakers'               => array( 'speakers' ),
	);

	/**
	 * Slot fields this plugin does not answer, and why.
	 */
	private const SLOT_EXCLUDED = array(
		'is_active' => 'Eventin\'s per-slot switch: kept on every save (ScheduleSlotStorageTest), not shown.',
		'id'        => 'the slot\'s position, which is its place in `slots`.',
	);

	/**
	 * Speaker fields.
	 */
	private const SPEAKER_FIELDS = array(
		'id'                  => array( 'id' ),
		'name'                => array( 'name' ),
		'author_name'         => array( 'name' ),
		'email'               => array( 'email' ),
		'phone'               => array( 'phone' ),
		'designation'         => array( 'designation' ),
		'summary'             => array( 'bio' ),
		'organizer_bio'       => array( 'bio' ),
		'company_name'        => array( 'company' ),
		'image'               => array( 'image' ),
		'image_id'            => array( 'image_id', 'integer' ),
		'social'              => array( 'social', '', 'SOCIAL' ),
		'category'            => array( 'category' ),
		'speaker_group'       => array( 'speaker_group_ids' ),
		'speaker_group_names' => array( 'speaker_group' ),
		'author_url'          => array( 'author_url', 'site_path' ),
	);

	/**
	 * Speaker fields this plugin does not answer, and why.
	 */
	private const SPEAKER_EXCLUDED = array(
		'company_logo'    => 'a company logo: not kept by this plugin\'s speaker form (stored meta stays untouched).',
		'company_logo_id' => 'a company logo: not kept by this plugin\'s speaker form (stored meta stays untouched).',
		'company_url'     => 'a company link: not kept by this plugin\'s speaker form (stored meta stays untouched).',
		'date'            => 'Eventin\'s own creation stamp in user meta, kept and not shown.',
		'hide_user'       => 'Eventin\'s switch for its front-end speaker lists: not a feature of this plugin.',
	);

	/**
	 * Social link fields.
	 */
	private const SOCIAL_FIELDS = array(
		'icon'           => array( 'icon', 'network' ),
		'etn_social_url' => array( 'url' ),
	);

	/**
	 * Social link fields this plugin does not answer, and why.
	 */
	private const SOCIAL_EXCLUDED = array(
		'etn_social_title' => 'the network\'s label, which follows from `icon`.',
	);

	/**
	 * Category, tag and speaker group fields.
	 */
	private const TERM_FIELDS = array(
		'id'     => array( 'id' ),
		'name'   => array( 'name' ),
		'slug'   => array( 'slug' ),
		'count'  => array( 'count' ),
		'parent' => array( 'parent', 'flat_parent' ),
		'color'  => array( 'color' ),
	);

	/**
	 * Term fields this plugin does not answer, and why.
	 */
	private const TERM_EXCLUDED = array(
		'description' => 'storage.json holds no term descriptions: the loaded site has none to answer.',
		'link'        => 'the term\'s archive page: the dashboard links to no term archive.',
		'parent_name' => 'the parent\'s name: the dashboard reads it from the list (`parent` is the id).',
		'user_ids'    => 'Eventin answers [] even for groups with members; here /speakers?speaker_group=<id> lists them.',
	);

	/**
	 * Attendee fields.
	 */
	private const ATTENDEE_FIELDS = array(
		'id'                          => array( 'id' ),
		'event_name'                  => array( 'event_title' ),
		'etn_event_id'                => array( 'event_id', 'integer' ),
		'eventin_order_id'            => array( 'booking_id', 'integer' ),
		'etn_name'                    => array( 'name' ),
		'etn_email'                   => array( 'email' ),
		'etn_phone'                   => array( 'phone' ),
		'etn_unique_ticket_id'        => array( 'ticket_id' ),
		'ticket_name'                 => array( 'ticket_name' ),
		'ticket_slug'                 => array( 'ticket_slug' ),
		'etn_ticket_price'            => array( 'ticket_price', 'number' ),
		'etn_status'                  => array( 'payment_status' ),
		'etn_attendeee_ticket_status' => array( 'ticket_status' ),
		'scanner_update_time'         => array( 'checked_in' ),
		'attendee_seat'               => array( 'seat' ),
		'extra_fields'                => array( 'extra_fields' ),
	);

	/**
	 * Attendee fields this plugin does not answer, and why.
	 */
	private const ATTENDEE_EXCLUDED = array(
		'etn_info_edit_token'   => 'the secret of the attendee\'s edit link: it never leaves the server.',
		'event_date'            => 'Eventin answers \'\' here; the dates are the event\'s (event_id).',
		'attendee_post_status'  => 'the post\'s status (publish); the attendee\'s state is payment_status and ticket_status.',
		'post_status'           => 'As attendee_post_status.',
		'event_extra_field'     => 'the event\'s extra field definitions: booking form (#13).',
		'extra_fields_files'    => 'files uploaded in extra fields: booking form (#13).',
		'etn_option_selections' => 'ticket add-on options: not a feature of this plugin.',
		'option_selections'     => 'ticket add-on options: not a feature of this plugin.',
		'currency'              => 'the site\'s currency, from the settings route.',
		'currency_symbol'       => 'the site\'s currency, from the settings route.',
	);

	/**
	 * Booking (order) fields.
	 */
	private const ORDER_FIELDS = array(
		'id'             => array( 'id' ),
		'customer_fname' => array( 'first_name' ),
		'customer_lname' => array( 'last_name' ),
		'customer_email' => array( 'email' ),
		'customer_phone' => array( 'phone' ),
		'customer'       => array( '', '', 'CUSTOMER' ),
		'date_time'      => array( 'date', 'booking_time' ),
		'event_id'       => array( 'event_id', 'integer' ),
		'event_name'     => array( 'event_title' ),
		'payment_method' => array( 'payment_method' ),
		'status'         => array( 'status' ),
		'total_price'    => array( 'total_price' ),
		'total_ticket'   => array( 'tickets', 'quantity_sum' ),
		'ticket_items'   => array( 'tickets', '', 'TICKET_ITEM' ),
		'currency'       => array( 'currency' ),
		'extra_fields'   => array( 'extra_fields' ),
	);

	/**
	 * Booking fields this plugin does not answer, and why.
	 */
	private const ORDER_EXCLUDED = array(
		'customer_country'      => 'the customer\'s address: not asked by this plugin\'s bookings.',
		'customer_state'        => 'the customer\'s address: not asked by this plugin\'s bookings.',
		'customer_city'         => 'the customer\'s address: not asked by this plugin\'s bookings.',
		'customer_zip'          => 'the customer\'s address: not asked by this plugin\'s bookings.',
		'event_date'            => 'Eventin answers \'\' here; the dates are the event\'s (event_id).',
		'attendees'             => 'ours lists a booking\'s attendees at /attendees?booking_id=<id> (compared with attendees.json).',
		'original_total_price'  => 'Eventin\'s partial refunds: here a refund refunds the whole booking (status refunded).',
		'original_total_ticket' => 'Eventin\'s partial refunds: here a refund refunds the whole booking.',
		'refunded_amount'       => 'Eventin\'s partial refunds: here a refund refunds the whole booking.',
		'discount_total'        => 'discounts: not a feature of this plugin.',
		'tax_total'             => 'taxes: not a feature of this plugin.',
		'tax_display_mode'      => 'taxes: not a feature of this plugin.',
		'options_total'         => 'ticket add-on options: not a feature of this plugin.',
		'option_selections'     => 'ticket add-on options: not a feature of this plugin.',
		'seat_ids'              => 'seat maps: not a feature of this plugin.',
		'attendee_seats'        => 'seat maps: not a feature of this plugin.',
		'wc_order_id'           => 'WooCommerce orders: not a feature of this plugin.',
		'extra_fields_files'    => 'files uploaded in extra fields: booking form (#13).',
		'currency_symbol'       => 'the symbol of `currency`: the dashboard formats amounts.',
	);

	/**
	 * The customer of a booking (ours: fields of the booking itself).
	 */
	private const CUSTOMER_FIELDS = array(
		'id'         => array( 'user_id', 'integer' ),
		'first_name' => array( 'first_name' ),
		'last_name'  => array( 'last_name' ),
		'email'      => array( 'email' ),
	);

	/**
	 * Customer fields this plugin does not answer, and why.
	 */
	private const CUSTOMER_EXCLUDED = array();

	/**
	 * A booking's tickets.
	 */
	private const TICKET_ITEM_FIELDS = array(
		'etn_ticket_name'  => array( 'name' ),
		'etn_ticket_price' => array( 'price' ),
		'etn_ticket_slug'  => array( 'slug' ),
		'etn_ticket_qty'   => array( 'quantity' ),
	);

	/**
	 * Ticket fields this plugin does not answer, and why.
	 */
	private const TICKET_ITEM_EXCLUDED = array();

	/**
	 * What a term list holds, by Eventin's file, for messages.
	 */
	private const TERM_NOUNS = array(
		'categories'     => 'category',
		'tags'           => 'tag',
		'speaker_groups' => 'speaker group',
	);

	/**
	 * Fields of a list answer (ours: body and the X-WP-Total / X-WP-TotalPages headers).
	 */
	private const LIST_FIELDS = array(
		'total_items' => array( 'total_items' ),
		'total'       => array( 'total_items', 'integer' ),
		'total_pages' => array( 'total_pages' ),
	);

	/**
	 * List fields this plugin does not answer, and why.
	 */
	private const LIST_EXCLUDED = array(
		'paged'                  => 'the page asked for: ours is the request\'s own `paged`.',
		'page'                   => 'the page asked for: ours is the request\'s own `paged`.',
		'per_page'               => 'the page size asked for: ours is the request\'s own `per_page`.',
		'total_expired_events'   => 'Eventin answers 0 whatever the list holds (its own answer lists an expired event); the dashboard counts nothing per status.',
		'total_ongoing_events'   => 'As total_expired_events.',
		'total_upcomming_events' => 'As total_expired_events.',
	);

	/**
	 * Eventin's list answers and our matching queries: file => [ route, order ].
	 * Order `same`: ids compared in order; otherwise the reason it differs and
	 * only the set is compared.
	 */
	private const LISTS = array(
		'events'                 => array( '/eventin/v2/events?per_page=100', 'same' ),
		'events_status_upcoming' => array( '/eventin/v2/events?per_page=100&status=upcoming', 'same' ),
		'events_status_ongoing'  => array( '/eventin/v2/events?per_page=100&status=ongoing', 'same' ),
		'events_status_past'     => array( '/eventin/v2/events?per_page=100&status=past', 'same' ),
		'events_status_draft'    => array( '/eventin/v2/events?per_page=100&status=draft', 'same' ),
		'events_children'        => array( '/eventin/v2/events?per_page=100&parent=16', 'same' ),
		'events_range_dec'       => array( '/eventin/v2/events?per_page=100&start_date=2026-12-01&end_date=2026-12-31', 'same' ),
		'events_cat_C1'          => array( '/eventin/v2/events?per_page=100&category=3', 'same' ),
		'schedules'              => array( '/eventin/v2/schedules?per_page=100', 'Eventin lists newest first; ours by schedule date, as the schedule list shows days.' ),
		'speakers'               => array( '/eventin/v2/speakers?per_page=100', 'Eventin lists by user id; ours by name, as the speaker list shows.' ),
		'speakers_G1'            => array( '/eventin/v2/speakers?per_page=100&speaker_group=7', 'Eventin lists by user id; ours by name.' ),
		'speakers_org'           => array( '/eventin/v2/speakers?per_page=100&category=organizer', 'Eventin lists by user id; ours by name.' ),
		'categories'             => array( '/eventin/v2/event/categories?per_page=100', 'same' ),
		'tags'                   => array( '/eventin/v2/event/tags?per_page=100', 'same' ),
		'speaker_groups'         => array( '/eventin/v2/speaker/categories?per_page=100', 'same' ),
		'attendees'              => array( '/eventin/v2/attendees?per_page=100', 'same' ),
	);

	/**
	 * Events that Eventin itself answers in either order: the two demo drafts
	 * were made in the same second on the captured site (events.json lists 8,
	 * 9; events_status_draft.json 9, 8). Both orders newest first, then by id
	 * (ours) agree with every other pair of Eventin's answers. (The fixture
	 * loads every post with one date, so ours orders by id here.)
	 */
	private const ORDER_TIES = array( array( 8, 9 ) );

	/**
	 * Differences found: "object field" => what each is. "Gap": ours should
	 * answer as Eventin, in the code named (not fixed yet). "Eventin": Eventin's
	 * answer is wrong or inconsistent, and ours stays. "Fixture": the captured
	 * storage lacks what Eventin answered. The test fails when one no longer
	 * differs, so a fix shrinks this list.
	 */
	private const KNOWN_DIFFERENCES = array(
		'event 14 organizer'      => 'Gap: Eventin answers [4, 3]: it re-sorts the listed speakers and organizers by role (its EventController::filter_organizer_and_speaker()), so a listed speaker holding the organizer role (Ben, 3) shows as an organizer too. etn_event_organizer stores [4]; ours answers the stored list (EventsRepository::item(), resolved_organizers).',
		'event 8 ticket_template' => 'Gap: Eventin answers its built-in ticket style "style-1" (kept in storage by every save); ours answers 0, its templates being posts (EventMeta::whole_number()). Templates (#15) decide how built-in styles show.',
		'event 9 ticket_template' => 'Gap: as event 8.',
		'events_cat_C1 ids'       => 'Eventin: its page holds only 14 but its total counts 3 (14 and the sub-category\'s 15 and 21, as WordPress\'s category query includes children); ours lists and counts the three (EventsRepository::find(), TermsRepository::resolve_filters()).',
		'speaker group 2 count'   => 'Eventin: it never counts a group\'s speakers (0); ours counts them (activation recounts, README).',
		'speaker group 7 count'   => 'Eventin: as speaker group 2.',
		'speaker group 8 count'   => 'Eventin: as speaker group 2.',
		'order 24 date_time'      => 'Fixture: the loader stores every post at now_utc (04:36:56); Eventin answers its date_time meta (04:35, when it made the booking). Ours answers post_date (BookingsRepository).',
		'order 30 date_time'      => 'Fixture: as order 24.',
		'category 3 color'        => 'Fixture: storage.json holds no term meta, so Eventin\'s #ff0000 is not on the loaded site (ours reads term meta `color`).',
	);

	/**
	 * The Eventin answer being compared, for messages.
	 *
	 * @var string
	 */
	private $source = '';

	/**
	 * What differs: "object field" => message.
	 *
	 * @var array<string,string>
	 */
	private $problems = array();

	/**
	 * The fixture, activated, as its administrator, at Eventin's moment, with
	 * pretty permalinks.
	 */
	protected function setUp(): void {
		parent::setUp();
		Eventin4Fixture::load();
		Installer::install();
		$this->as_user( 1 );
		$now = (int) strtotime( Eventin4Fixture::data()['now_utc'] );
		add_filter(
			'eventin_now',
			static function () use ( $now ): int {
				return $now;
			}
		);
		$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
		Events::register_post_type();
		flush_rewrite_rules( false );
	}

	/**
	 * Plain permalinks again.
	 */
	protected function tearDown(): void {
		remove_all_filters( 'eventin_now' );
		$GLOBALS['wp_rewrite']->set_permalink_structure( '' );
		$GLOBALS['wp_rewrite']->remove_permastruct( Events::POST_TYPE );
		parent::tearDown();
	}

	public function test_every_field_eventin_answers_comes_back_from_ours(): void {
		foreach ( array( 8, 9, 14, 15, 16, 17, 21, 22, 23 ) as $id ) {
			$this->source = "event_$id.json";
			$this->compare( "event $id", Eventin4Fixture::response( "event_$id" ), $this->get( "/eventin/v2/events/$id" ), 'EVENT' );
		}
		foreach ( array( 12, 13 ) as $id ) {
			$this->source = "schedule_$id.json";
			$this->compare( "schedule $id", Eventin4Fixture::response( "schedule_$id" ), $this->get( "/eventin/v2/schedules/$id" ), 'SCHEDULE' );
		}
		foreach ( array( 2, 3, 4 ) as $id ) {
			$this->source = "speaker_$id.json";
			$this->compare( "speaker $id", Eventin4Fixture::response( "speaker_$id" ), $this->get( "/eventin/v2/speakers/$id" ), 'SPEAKER' );
		}
		foreach ( self::LISTS as $file => $list ) {
			$this->compare_list( $file, $list[0], $list[1] );
		}

		$this->assert_only_known_differences( false );
	}

	public function test_bookings_answer_as_eventin(): void {
		if ( ! isset( rest_get_server()->get_routes()['/eventin/v2/orders'] ) ) {
			$this->markTestSkipped( 'No bookings route yet (#12): orders.json is compared once it exists.' );
		}
		$this->compare_list( 'orders', '/eventin/v2/orders?per_page=100', 'Eventin lists the oldest first; ours the newest first, as the bookings page shows.' );
		$this->assert_only_known_differences( true );
	}

	/**
	 * Fails on a difference not in KNOWN_DIFFERENCES, and on a known one
	 * (of bookings, or of the rest) that no longer differs.
	 *
	 * @param bool $bookings Whether the known differences of bookings are meant.
	 */
	private function assert_only_known_differences( bool $bookings ): void {
		$known      = array_filter(
			self::KNOWN_DIFFERENCES,
			static function ( string $key ) use ( $bookings ): bool {
				return ( 0 === strpos( $key, 'order ' ) ) === $bookings;
			},
			ARRAY_FILTER_USE_KEY
		);
		$unexpected = array_diff_key( $this->problems, $known );
		$this->assertSame( array(), $unexpected, "Our answers differ from Eventin's:\n" . implode( "\n", $unexpected ) );
		$this->assertSame( array(), array_keys( array_diff_key( $known, $this->problems ) ), 'These answer as Eventin now: remove them from KNOWN_DIFFERENCES.' );
	}

	/**
	 * Compares one of Eventin's lists with ours: the list's own fields, the
	 * ids (in order when the order rule is the same) and each item.
	 *
	 * @param string $file  Eventin's answer, without .json.
	 * @param string $route Our route and query.
	 * @param string $order 'same', or why the order differs.
	 */
	private function compare_list( string $file, string $route, string $order ): void {
		$this->source = "$file.json";
		$eventin      = Eventin4Fixture::response( $file );
		$response     = $this->request( 'GET', $route );
		$this->assertStatus( 200, $response, $file );
		$body    = $this->json( $response );
		$headers = $response->get_headers();
		$items   = isset( $body['items'] ) ? $body['items'] : $body;
		$ours    = array(
			'total_items' => isset( $body['total_items'] ) ? $body['total_items'] : (int) $headers['X-WP-Total'],
			'total_pages' => (int) $headers['X-WP-TotalPages'],
		);
		$this->compare( $file, array_diff_key( $eventin, array( 'items' => true ) ), $ours, 'LIST' );

		$eventin_ids = array_map( 'intval', array_column( $eventin['items'], 'id' ) );
		$our_ids     = array_map( 'intval', array_column( $items, 'id' ) );
		if ( 'same' === $order ) {
			$this->differs( "$file ids", self::untied( $eventin_ids ), self::untied( $our_ids ), 'ids in order' );
		} else {
			sort( $eventin_ids );
			sort( $our_ids );
			$this->differs( "$file ids", $eventin_ids, $our_ids, 'ids (order: ' . $order . ')' );
		}

		$table = self::list_table( $file );
		$by_id = array_column( $items, null, 'id' );
		foreach ( $eventin['items'] as $item ) {
			if ( isset( $by_id[ $item['id'] ] ) ) {
				$this->compare( self::object_name( 'TERM' === $table ? self::TERM_NOUNS[ $file ] : $table, (int) $item['id'] ), $item, $by_id[ $item['id'] ], $table );
			}
		}
	}

	/**
	 * Compares Eventin's item with ours through a table (EVENT, SCHEDULE, ...):
	 * each mapped field's value, and no field in neither list.
	 *
	 * @param string              $where   Object, for messages ("event 14").
	 * @param array<string,mixed> $eventin Eventin's item.
	 * @param array<string,mixed> $ours    Our item.
	 * @param string              $table   Table name.
	 */
	private function compare( string $where, array $eventin, array $ours, string $table ): void {
		$fields   = constant( "self::{$table}_FIELDS" );
		$excluded = constant( "self::{$table}_EXCLUDED" );
		foreach ( $eventin as $field => $value ) {
			if ( isset( $excluded[ $field ] ) ) {
				continue;
			}
			if ( ! isset( $fields[ $field ] ) ) {
				$this->problems[ "$where $field" ] = "$where $field: Eventin answers it (" . self::show( $value ) . ") and it is neither mapped to one of ours nor excluded with a reason in {$table}_FIELDS / {$table}_EXCLUDED.";
				continue;
			}
			list( $path, $normaliser, $nested ) = $fields[ $field ] + array( '', '', '' );
			$mine                               = self::value_at( $ours, $path );
			if ( '' !== $normaliser ) {
				list( $value, $mine ) = $this->{"norm_$normaliser"}( $value, $mine, $eventin );
			}
			if ( '' !== $nested && is_array( $value ) && is_array( $mine ) ) {
				$this->compare_nested( "$where $field", $value, $mine, $nested );
				continue;
			}
			$this->differs( "$where $field", $value, $mine, $path );
		}
	}

	/**
	 * Compares a nested object, or a list of them position by position.
	 *
	 * @param string       $where   Object and field, for messages.
	 * @param array<mixed> $eventin Eventin's value.
	 * @param array<mixed> $ours    Ours.
	 * @param string       $table   Table name.
	 */
	private function compare_nested( string $where, array $eventin, array $ours, string $table ): void {
		if ( array_values( $eventin ) !== $eventin || ! $eventin ) {
			$this->compare( $where, $eventin, $ours, $table );
			return;
		}
		$this->differs( "$where count", count( $eventin ), count( $ours ), 'number of items' );
		foreach ( $eventin as $i => $item ) {
			$this->compare( $where . "[$i]", (array) $item, (array) ( $ours[ $i ] ?? array() ), $table );
		}
	}

	/**
	 * Notes a difference.
	 *
	 * @param string $key     "object field".
	 * @param mixed  $eventin Eventin's value (normalised).
	 * @param mixed  $ours    Ours (normalised).
	 * @param string $path    Our field, for the message.
	 */
	private function differs( string $key, $eventin, $ours, string $path ): void {
		if ( $eventin !== $ours ) {
			$this->problems[ $key ] = "$key: Eventin " . self::show( $eventin ) . ", ours ($path) " . self::show( $ours ) . " [{$this->source}]";
		}
	}

	/**
	 * GETs one of our routes (200) as a client decodes it.
	 *
	 * @param string $route Route and query.
	 * @return array<string,mixed>
	 */
	private function get( string $route ): array {
		$response = $this->request( 'GET', $route );
		$this->assertStatus( 200, $response, $route );
		return $this->json( $response );
	}

	/**
	 * A value at a dotted path ('' for the item itself), null when missing.
	 *
	 * @param array<string,mixed> $item Item.
	 * @param string              $path Path.
	 * @return mixed
	 */
	private static function value_at( array $item, string $path ) {
		if ( '' === $path ) {
			return $item;
		}
		foreach ( explode( '.', $path ) as $key ) {
			if ( ! is_array( $item ) || ! array_key_exists( $key, $item ) ) {
				return null;
			}
			$item = $item[ $key ];
		}
		return $item;
	}

	/**
	 * Ids with each tie group (ORDER_TIES) in one order.
	 *
	 * @param int[] $ids Ids.
	 * @return int[]
	 */
	private static function untied( array $ids ): array {
		foreach ( self::ORDER_TIES as $tie ) {
			$at = array_keys( array_intersect( $ids, $tie ) );
			$in = array_values( array_intersect( $ids, $tie ) );
			rsort( $in );
			foreach ( $at as $n => $position ) {
				$ids[ $position ] = $in[ $n ];
			}
		}
		return $ids;
	}

	/**
	 * The table of a list's items.
	 *
	 * @param string $file Eventin's answer.
	 */
	private static function list_table( string $file ): string {
		foreach ( array(
			'events'    => 'EVENT',
			'schedules' => 'SCHEDULE',
			'speakers'  => 'SPEAKER',
			'attendees' => 'ATTENDEE',
			'orders'    => 'ORDER',
		) as $prefix => $table ) {
			if ( 0 === strpos( $file, $prefix ) ) {
				return $table;
			}
		}
		return 'TERM';
	}

	/**
	 * A list item's object name, as compare() names single answers.
	 *
	 * @param string $table Table.
	 * @param int    $id    Id.
	 */
	private static function object_name( string $table, int $id ): string {
		return strtolower( $table ) . " $id";
	}

	/**
	 * A value for a message.
	 *
	 * @param mixed $value Value.
	 */
	private static function show( $value ): string {
		return (string) wp_json_encode( $value, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	}

	/**
	 * Eventin's `{key, value}` status (or "draft"): ours is the key.
	 *
	 * @param mixed $eventin Eventin's value.
	 * @param mixed $ours    Ours.
	 * @return array{0:mixed,1:mixed}
	 */
	private function norm_status_key( $eventin, $ours ): array {
		return array( is_array( $eventin ) ? $eventin['key'] : $eventin, $ours );
	}

	/**
	 * Times: Eventin answers what it stored (`09:00 AM`, `6:00 pm`, `14:00`);
	 * our API speaks H:i (the editor's time inputs), whatever the stored form.
	 *
	 * @param mixed $eventin Eventin's value.
	 * @param mixed $ours    Ours.
	 * @return array{0:mixed,1:mixed}
	 */
	private function norm_time( $eventin, $ours ): array {
		if ( is_string( $eventin ) && preg_match( '/^(\d{1,2}):(\d{2})\s*([ap]m)?$/i', trim( $eventin ), $m ) ) {
			$hour = (int) $m[1] % ( empty( $m[3] ) ? 24 : 12 ) + ( 0 === strcasecmp( $m[3] ?? '', 'pm' ) ? 12 : 0 );
			return array( sprintf( '%02d:%s', $hour, $m[2] ), $ours );
		}
		return array( $eventin, $ours );
	}

	/**
	 * A stored switch (`true`, `1`, `'on'`, `'yes'`) as a boolean.
	 *
	 * @param mixed $eventin Eventin's value.
	 * @param mixed $ours    Ours.
	 * @return array{0:mixed,1:mixed}
	 */
	private function norm_boolean( $eventin, $ours ): array {
		return array( in_array( $eventin, array( true, 1, '1', 'on', 'yes', 'true' ), true ), $ours );
	}

	/**
	 * Eventin's registration deadline is a date; ours is a local time, Y-m-d
	 * H:i, and reads a stored date as the end of that day.
	 *
	 * @param mixed $eventin Eventin's value.
	 * @param mixed $ours    Ours.
	 * @return array{0:mixed,1:mixed}
	 */
	private function norm_deadline( $eventin, $ours ): array {
		return array( is_string( $eventin ) && preg_match( '/^\d{4}-\d{2}-\d{2}$/', $eventin ) ? "$eventin 23:59" : $eventin, $ours );
	}

	/**
	 * Templates: Eventin answers the stored post id as a string, '' for none;
	 * ours is an integer, 0 for none. (A built-in style name such as
	 * `style-1` stays as it is, and differs.)
	 *
	 * @param mixed $eventin Eventin's value.
	 * @param mixed $ours    Ours.
	 * @return array{0:mixed,1:mixed}
	 */
	private function norm_template_id( $eventin, $ours ): array {
		if ( '' === $eventin ) {
			return array( 0, $ours );
		}
		return array( is_numeric( $eventin ) ? (int) $eventin : $eventin, $ours );
	}

	/**
	 * Eventin answers '' where nothing is stored; ours answers the default 'no'.
	 *
	 * @param mixed $eventin Eventin's value.
	 * @param mixed $ours    Ours.
	 * @return array{0:mixed,1:mixed}
	 */
	private function norm_no_when_empty( $eventin, $ours ): array {
		return array( '' === $eventin ? 'no' : $eventin, $ours );
	}

	/**
	 * Eventin answers '' where nothing is stored, and then shows the people
	 * listed; ours answers that rule's name, 'single'.
	 *
	 * @param mixed $eventin Eventin's value.
	 * @param mixed $ours    Ours.
	 * @return array{0:mixed,1:mixed}
	 */
	private function norm_single_when_empty( $eventin, $ours ): array {
		return array( '' === $eventin ? 'single' : $eventin, $ours );
	}

	/**
	 * Eventin answers '' for no link; ours leaves `online_link` out.
	 *
	 * @param mixed $eventin Eventin's value.
	 * @param mixed $ours    Ours.
	 * @return array{0:mixed,1:mixed}
	 */
	private function norm_null_when_empty( $eventin, $ours ): array {
		return array( '' === $eventin ? null : $eventin, $ours );
	}

	/**
	 * Eventin's event_type; ours reads a hybrid event as offline with its link.
	 *
	 * @param mixed $eventin Eventin's value.
	 * @param mixed $ours    Ours.
	 * @return array{0:mixed,1:mixed}
	 */
	private function norm_hybrid_is_offline( $eventin, $ours ): array {
		return array( 'hybrid' === $eventin ? 'offline' : $eventin, $ours );
	}

	/**
	 * Eventin's `{id: name}` map (or [] when empty): its keys are our ids.
	 *
	 * @param mixed $eventin Eventin's value.
	 * @param mixed $ours    Ours.
	 * @return array{0:mixed,1:mixed}
	 */
	private function norm_ids_of_keys( $eventin, $ours ): array {
		$ids = array_map( 'intval', array_keys( (array) $eventin ) );
		sort( $ids );
		return array( $ids, $ours );
	}

	/**
	 * Eventin's `{slug: sold}`, for variations that sold any; ours is each
	 * variation's `sold`.
	 *
	 * @param mixed $eventin Eventin's value.
	 * @param mixed $ours    Ours (the variations).
	 * @return array{0:mixed,1:mixed}
	 */
	private function norm_sold_by_slug( $eventin, $ours ): array {
		$sold = array();
		foreach ( (array) $ours as $variation ) {
			if ( $variation['sold'] > 0 ) {
				$sold[ $variation['slug'] ] = $variation['sold'];
			}
		}
		return array( (array) $eventin, $sold );
	}

	/**
	 * Eventin's stored rule; ours is `{frequency, interval, until}` with the
	 * event's end date as `until` (Eventin's daily form only; other forms read
	 * as none, README).
	 *
	 * @param mixed               $eventin Eventin's value.
	 * @param mixed               $ours    Ours.
	 * @param array<string,mixed> $item    Eventin's event.
	 * @return array{0:mixed,1:mixed}
	 */
	private function norm_recurrence( $eventin, $ours, array $item ): array {
		if ( ! is_array( $eventin ) || 'day' !== ( $eventin['recurrence_freq'] ?? '' ) ) {
			return array( null, $ours );
		}
		$interval = (int) ( $eventin['recurrence_daily_interval'] ?? 1 );
		return array(
			array(
				'frequency' => 'daily',
				'interval'  => max( 1, $interval ),
				'until'     => $item['end_date'],
			),
			$ours,
		);
	}

	/**
	 * Eventin's capacity of an unlimited variation is 0 beside
	 * `etn_unlimited_tickets`; ours is -1.
	 *
	 * @param mixed               $eventin Eventin's value.
	 * @param mixed               $ours    Ours.
	 * @param array<string,mixed> $item    Eventin's variation.
	 * @return array{0:mixed,1:mixed}
	 */
	private function norm_capacity( $eventin, $ours, array $item ): array {
		return array( ! empty( $item['etn_unlimited_tickets'] ) ? -1 : $eventin, $ours );
	}

	/**
	 * `etn_unlimited_tickets`: ours says it with capacity -1.
	 *
	 * @param mixed $eventin Eventin's value.
	 * @param mixed $ours    Ours (capacity).
	 * @return array{0:mixed,1:mixed}
	 */
	private function norm_unlimited( $eventin, $ours ): array {
		return array( (bool) $eventin, -1 === $ours );
	}

	/**
	 * A number stored as a string ("40"); ours is a number.
	 *
	 * @param mixed $eventin Eventin's value.
	 * @param mixed $ours    Ours.
	 * @return array{0:mixed,1:mixed}
	 */
	private function norm_number( $eventin, $ours ): array {
		return array( is_numeric( $eventin ) ? 0 + $eventin : $eventin, $ours );
	}

	/**
	 * Eventin's booking time, "Y-m-d h:i A" in the site's time (UTC on the
	 * captured site); ours is ISO 8601 in UTC: compared to the minute.
	 *
	 * @param mixed $eventin Eventin's value.
	 * @param mixed $ours    Ours.
	 * @return array{0:mixed,1:mixed}
	 */
	private function norm_booking_time( $eventin, $ours ): array {
		$time = \DateTime::createFromFormat( 'Y-m-d h:i A', (string) $eventin, new \DateTimeZone( 'UTC' ) );
		return array( $time ? $time->format( 'Y-m-d H:i' ) : $eventin, is_string( $ours ) ? substr( str_replace( 'T', ' ', $ours ), 0, 16 ) : $ours );
	}

	/**
	 * Eventin's number of tickets; ours is each ticket type's quantity.
	 *
	 * @param mixed $eventin Eventin's value.
	 * @param mixed $ours    Ours (the tickets).
	 * @return array{0:mixed,1:mixed}
	 */
	private function norm_quantity_sum( $eventin, $ours ): array {
		return array( $eventin, is_array( $ours ) ? array_sum( array_column( $ours, 'quantity' ) ) : $ours );
	}

	/**
	 * Tags are flat: Eventin answers parent 0, ours has no parent field.
	 *
	 * @param mixed $eventin Eventin's value.
	 * @param mixed $ours    Ours.
	 * @return array{0:mixed,1:mixed}
	 */
	private function norm_flat_parent( $eventin, $ours ): array {
		return array( $eventin, $ours ?? 0 );
	}

	/**
	 * A string or number id; ours is an integer.
	 *
	 * @param mixed $eventin Eventin's value.
	 * @param mixed $ours    Ours.
	 * @return array{0:mixed,1:mixed}
	 */
	private function norm_integer( $eventin, $ours ): array {
		return array( (int) $eventin, $ours );
	}

	/**
	 * Eventin's icon class (`etn-icon fa-facebook-f`); ours is the network.
	 *
	 * @param mixed $eventin Eventin's value.
	 * @param mixed $ours    Ours.
	 * @return array{0:mixed,1:mixed}
	 */
	private function norm_network( $eventin, $ours ): array {
		$network = preg_replace( '/^etn-icon fa-|-(f|in)$/', '', (string) $eventin );
		$renamed = array(
			'x-twitter' => 'x',
			'globe'     => 'website',
		);
		return array( $renamed[ $network ] ?? $network, $ours );
	}

	/**
	 * A link on the site, as its path: the hosts differ (the captured site
	 * and the test site), and Eventin's /etn/ base is /events/ here, where
	 * Eventin's links answer 301 (README).
	 *
	 * @param mixed $eventin Eventin's value.
	 * @param mixed $ours    Ours.
	 * @return array{0:mixed,1:mixed}
	 */
	private function norm_site_path( $eventin, $ours ): array {
		$path = static function ( $url ): string {
			return (string) preg_replace( '#^https?://[^/]+#', '', (string) $url );
		};
		return array( (string) preg_replace( '#^/etn/#', '/events/', $path( $eventin ) ), $path( $ours ) );
	}
}
