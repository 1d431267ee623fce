/** The site's license as the server shows it (the key is masked). */
export interface License {
	name: string;
	email: string;
	/** Every character but the last four is '*'. */
	license_key: string;
	/** 'valid', 'invalid', 'expired', 'site_inactive', 'disabled', ... */
	license: string;
	/** 'lifetime' or "YYYY-MM-DD HH:MM:SS". */
	expires: string;
	activated_at: string;
	checked_at: string;
}

/** Body of every license route: data is false when no license is active. */
export interface LicenseResponse {
	data: License | false | null;
}

export interface LicenseActivation {
	name: string;
	email: string;
	license_key: string;
}

/**
 * Inactive when there is no data or the server calls the key invalid.
 *
 * @param response GET /license body.
 */
export function isLicenseActive(
	response: LicenseResponse | undefined
): response is { data: License } {
	return !! response?.data && response.data.license !== 'invalid';
}
