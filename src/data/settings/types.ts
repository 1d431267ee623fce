export type OnOff = 'on' | 'off';

export interface Settings {
	disable_category_and_tags: OnOff;
	attendee_verification_style: OnOff;
	delete_data_on_uninstall: OnOff;
	modules: {
		rsvp: OnOff;
	};
}
