/**
 * The one reader of the boot data PHP prints before the bundle
 * (includes/Admin/Assets.php, window.eventinBoot).
 */

export interface BootData {
	version: string;
	/** The site's front URL: the guard's last redirect target. */
	siteUrl: string;
	adminUrl: string;
	/** admin.php?page=eventin */
	pageUrl: string;
	/** admin.php?page=eventin-template-builder: the dashboard with the block editor loaded. */
	builderUrl: string;
	/**
	 * The same page for the event editor (its Description is a block editor
	 * there): '' where it cannot be used, and the editor stays here.
	 */
	eventEditorUrl: string;
	/** Whether the site has Elementor (the builder's 'Edit with Elementor' link). */
	hasElementor: boolean;
	/** The ticket scanner's page (a front-end page; `event_id` picks an event). */
	scannerUrl: string;
	user: { id: number; name: string };
	/** The site's timezone: an IANA name or a fixed offset ('+05:30'). */
	timezone: string;
}

declare global {
	interface Window {
		eventinBoot?: Partial< BootData >;
	}
}

const defaults: BootData = {
	version: '0.0.0',
	siteUrl: '/',
	adminUrl: '/wp-admin/',
	pageUrl: '/wp-admin/admin.php?page=eventin',
	builderUrl: '/wp-admin/admin.php?page=eventin-template-builder',
	eventEditorUrl: '',
	hasElementor: false,
	scannerUrl: '/ticket-scanner/',
	user: { id: 0, name: '' },
	timezone: 'UTC',
};

/**
 * Boot data with defaults for anything missing.
 */
export function getBoot(): BootData {
	return { ...defaults, ...( window.eventinBoot ?? {} ) };
}
