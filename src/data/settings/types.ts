export type OnOff = 'on' | 'off';

/** Where the currency symbol goes: '$99', '99$', '$ 99', '99 $'. */
export type CurrencyPosition = 'left' | 'right' | 'left_space' | 'right_space';

/** GET /eventin/v2/settings (every field always present). */
export interface Settings {
	disable_category_and_tags: OnOff;
	modules: {
		rsvp: OnOff;
	};
	/** 'on' checks a scanned ticket in at once; 'off' asks to confirm or reject it first. */
	attendee_verification_style: OnOff;
	/** What the ticket scanner shows when the network fails or there is no camera. */
	scanner_failure_message: string;
	email_sender_name: string;
	email_sender_address: string;
	/** ISO 4217 code. */
	currency: string;
	currency_position: CurrencyPosition;
	/** Hours an unpaid booking from the event page holds its places (1 to 720). */
	pending_booking_hours: number;
	/** Mail the site's administration address about each booking from the event page. */
	booking_admin_notification: OnOff;
	/** Only users who manage the site's options may change it. */
	delete_data_on_uninstall: OnOff;
	/**
	 * Sites allowed to show the embedded widgets (Get Script): exact origins
	 * such as https://www.example.com. Changed by holders of
	 * etn_manage_shortcode.
	 */
	embed_domains: string[];
}

/** A PUT body: only the settings that change. */
export type SettingsChanges = Partial< Omit< Settings, 'modules' > > & {
	modules?: Partial< Settings[ 'modules' ] >;
};
