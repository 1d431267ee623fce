/**
 * Internal dependencies
 */
import {
	canOpen,
	fallbackFor,
	headerActionFor,
	isSiteAdmin,
	landingFor,
	outsideUrl,
	sectionOf,
} from '../sections';

const user = ( permissions: string[], superAdmin = false ) => ( {
	is_super_admin: superAdmin,
	permissions,
} );

describe( 'headerActionFor', () => {
	it.each( [
		[ '/events/create', '/events' ],
		[ '/events/create/12/basic', '/events' ],
		[ '/events/create/12/tickets', '/events' ],
		[ '/speakers/create', '/speakers' ],
		[ '/speakers/edit/3/basic', '/speakers' ],
		[ '/group/create', '/group' ],
		[ '/categories/create', '/categories' ],
		[ '/tags/create', '/tags' ],
		[ '/schedules/edit/7/basic', '/schedules' ],
		[ '/attendees/event/5', '/attendees' ],
		[ '/attendees/edit/5', '/attendees' ],
		[ '/purchase-report/5', '/purchase-report' ],
		[ '/rsvp-report/create', '/rsvp-report' ],
		[ '/shortcodes/events_standard', '/shortcodes' ],
		// The first page of its section: back to the landing page.
		[ '/attendees', '/' ],
		[ '/purchase-report', '/' ],
	] )( 'shows Go Back on %s, leading to %s', ( path, target ) => {
		expect( headerActionFor( path, undefined ) ).toEqual( {
			kind: 'back',
			path: target,
		} );
	} );

	it.each( [
		'/rsvp-report/5',
		'/events',
		'/schedules/empty',
		'/group',
		'/shortcodes',
	] )( 'shows no Go Back on %s', ( path ) => {
		expect( headerActionFor( path, undefined ).kind ).not.toBe( 'back' );
	} );

	it.each( [
		[ '/events', 'Add New Event', '/events/create' ],
		[ '/categories', 'Add New Category', '/categories/create' ],
		[ '/tags', 'Add New Tag', '/tags/create' ],
		[ '/speakers', 'Add New Speaker', '/speakers/create' ],
		[ '/group', 'Add New Group', '/group/create' ],
		[ '/schedules', 'Add New Schedule', '/schedules/create' ],
	] )( 'shows the add button on %s', ( path, label, target ) => {
		expect( headerActionFor( path, undefined ) ).toEqual( {
			kind: 'add',
			label,
			path: target,
		} );
	} );

	it( 'labels the rsvp-report button RSVP Reminder', () => {
		expect(
			headerActionFor(
				'/rsvp-report',
				undefined,
				user( [ 'etn_manage_event', 'etn_manage_rsvp' ] )
			)
		).toEqual( {
			kind: 'add',
			label: 'RSVP Reminder',
			path: '/rsvp-report/create',
		} );
	} );

	it( 'shows a button that needs a permission only to those who hold it', () => {
		// RSVP Reminder leads to the invitation form: etn_manage_rsvp.
		expect(
			headerActionFor(
				'/rsvp-report',
				undefined,
				user( [ 'etn_manage_event' ] )
			)
		).toEqual( { kind: 'none' } );
		expect( headerActionFor( '/rsvp-report', undefined ).kind ).toBe(
			'none'
		);
		expect(
			headerActionFor( '/rsvp-report', undefined, user( [], true ) ).kind
		).toBe( 'add' );
		// Other sections' buttons need nothing beyond the section.
		expect(
			headerActionFor(
				'/events',
				undefined,
				user( [ 'etn_manage_event' ] )
			).kind
		).toBe( 'add' );
	} );

	it( 'hides the button on categories and tags when they are disabled', () => {
		const off = { disable_category_and_tags: 'on' as const };
		expect( headerActionFor( '/categories', off ) ).toEqual( {
			kind: 'none',
		} );
		expect( headerActionFor( '/tags', off ) ).toEqual( { kind: 'none' } );
		expect( headerActionFor( '/events', off ).kind ).toBe( 'add' );
	} );

	it( 'keeps the button on categories when the setting is off', () => {
		expect(
			headerActionFor( '/categories', {
				disable_category_and_tags: 'off',
			} ).kind
		).toBe( 'add' );
	} );
} );

describe( 'canOpen', () => {
	it( 'maps the first path segment to its permission', () => {
		const organizer = user( [ 'etn_manage_organizer' ] );
		expect( canOpen( organizer, '/speakers' ) ).toBe( true );
		expect( canOpen( organizer, '/group/create' ) ).toBe( true );
		expect( canOpen( organizer, '/categories' ) ).toBe( false );
		expect( canOpen( organizer, '/events/create/3/basic' ) ).toBe( false );
		expect(
			canOpen( user( [ 'etn_manage_order' ] ), '/purchase-report/4' )
		).toBe( true );
		expect(
			canOpen( user( [ 'etn_manage_attendee' ] ), '/attendees/event/4' )
		).toBe( true );
		expect(
			canOpen( user( [ 'etn_manage_event' ] ), '/rsvp-report' )
		).toBe( true );
	} );

	it( 'lets a super admin open everything', () => {
		expect( canOpen( user( [], true ), '/schedules' ) ).toBe( true );
	} );

	it( 'denies while permissions are unknown', () => {
		expect( canOpen( undefined, '/events' ) ).toBe( false );
	} );

	it( 'leaves unknown paths to the router', () => {
		expect( canOpen( user( [] ), '/no-such-page' ) ).toBe( true );
	} );

	it( 'opens Manage Access and License to administrators only', () => {
		const everyKey = user( [
			'etn_manage_event',
			'etn_manage_organizer',
			'etn_manage_schedule',
			'etn_manage_settings',
		] );
		expect( canOpen( everyKey, '/access-control' ) ).toBe( false );
		expect( canOpen( everyKey, '/license' ) ).toBe( false );
		const optionsManager = {
			...user( [] ),
			can_manage_options: true,
		};
		expect( canOpen( optionsManager, '/access-control' ) ).toBe( true );
		expect( canOpen( optionsManager, '/license' ) ).toBe( true );
		expect( canOpen( user( [], true ), '/license' ) ).toBe( true );
		expect( isSiteAdmin( undefined ) ).toBe( false );
	} );

	it( 'has no header button on the administrator screens', () => {
		expect( headerActionFor( '/access-control', undefined ) ).toEqual( {
			kind: 'none',
		} );
		expect( headerActionFor( '/license', undefined ) ).toEqual( {
			kind: 'none',
		} );
	} );
} );

describe( 'fallbackFor', () => {
	const site = 'https://example.test/';
	it( 'prefers /events, then /speakers, then /schedules, then the site', () => {
		expect(
			fallbackFor(
				user( [
					'etn_manage_schedule',
					'etn_manage_event',
					'etn_manage_organizer',
				] ),
				site
			)
		).toEqual( { path: '/events' } );
		expect(
			fallbackFor(
				user( [ 'etn_manage_schedule', 'etn_manage_organizer' ] ),
				site
			)
		).toEqual( { path: '/speakers' } );
		expect(
			fallbackFor( user( [ 'etn_manage_schedule' ] ), site )
		).toEqual( {
			path: '/schedules',
		} );
		expect( fallbackFor( user( [ 'etn_manage_qr_scan' ] ), site ) ).toEqual(
			{ url: site }
		);
		expect( fallbackFor( user( [] ), site ) ).toEqual( { url: site } );
	} );

	it( 'then keeps other users in the first section they may open', () => {
		expect(
			fallbackFor( user( [ 'etn_manage_settings' ] ), site )
		).toEqual( { path: '/settings' } );
		expect(
			fallbackFor(
				user( [ 'etn_manage_order', 'etn_manage_attendee' ] ),
				site
			)
		).toEqual( { path: '/attendees' } );
		expect( fallbackFor( user( [ 'etn_manage_order' ] ), site ) ).toEqual( {
			path: '/purchase-report',
		} );
		expect(
			fallbackFor( user( [ 'etn_manage_template' ] ), site )
		).toEqual( { path: '/template-builder' } );
		// Settings opens for them too (its embed list), but they land on their own section.
		expect(
			fallbackFor( user( [ 'etn_manage_shortcode' ] ), site )
		).toEqual( { path: '/shortcodes' } );
		expect(
			canOpen( user( [ 'etn_manage_shortcode' ] ), '/settings' )
		).toBe( true );
		expect( canOpen( user( [ 'etn_manage_event' ] ), '/settings' ) ).toBe(
			false
		);
	} );
} );

describe( 'landingFor', () => {
	const site = 'https://example.test/';
	it( 'opens the overview for users who manage events', () => {
		expect( landingFor( user( [ 'etn_manage_event' ] ), site ) ).toEqual( {
			path: '/dashboard',
		} );
		expect(
			landingFor(
				user( [ 'etn_manage_organizer', 'etn_manage_event' ] ),
				site
			)
		).toEqual( { path: '/dashboard' } );
	} );

	it( 'sends the others where a denied page would', () => {
		expect(
			landingFor(
				user( [ 'etn_manage_schedule', 'etn_manage_organizer' ] ),
				site
			)
		).toEqual( { path: '/speakers' } );
		expect( landingFor( user( [ 'etn_manage_order' ] ), site ) ).toEqual( {
			path: '/purchase-report',
		} );
		expect( landingFor( user( [] ), site ) ).toEqual( { url: site } );
	} );
} );

describe( 'sectionOf', () => {
	it( 'returns the first segment', () => {
		expect( sectionOf( '/categories/create' ) ).toBe( 'categories' );
		expect( sectionOf( '/' ) ).toBe( '' );
	} );
} );

describe( 'outsideUrl', () => {
	const urls = {
		siteUrl: 'https://example.org/',
		scannerUrl: 'https://example.org/ticket-scanner/',
	};
	it( 'is the ticket scanner for users who may scan', () => {
		expect( outsideUrl( user( [ 'etn_manage_qr_scan' ] ), urls ) ).toBe(
			urls.scannerUrl
		);
	} );
	it( 'is the site for anyone else', () => {
		expect( outsideUrl( user( [ 'etn_manage_settings' ] ), urls ) ).toBe(
			urls.siteUrl
		);
		expect( outsideUrl( undefined, urls ) ).toBe( urls.siteUrl );
	} );
} );
