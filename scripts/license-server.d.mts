// Types for license-server.mjs (used by the TypeScript e2e global setup).
export declare const ITEM_NAME: string;
export declare const ITEM_ID: string;

export interface LicenseServerOptions {
	/** Port; 0 (default) takes a free one. */
	port?: number;
	/** Address (default 127.0.0.1). */
	host?: string;
	/** State file; activations stay in memory without it. */
	state?: string | null;
}

export interface RunningLicenseServer {
	url: string;
	close: () => Promise< void >;
}

export declare function listen(
	options?: LicenseServerOptions
): Promise< RunningLicenseServer >;
