// Types for site.mjs (used by the TypeScript e2e global setup).
/* eslint-disable camelcase -- the report's keys are written by PHP. */
export declare const ROOT: string;
export declare const PLUGIN_SLUG: string;
export declare const PLUGIN_FILE: string;
export declare const WP_VERSION: string;
export declare const ADMIN_USER: string;
export declare const ADMIN_PASSWORD: string;
export declare const PLUGIN_RUNTIME_PATHS: string[];
export declare const AUTO_LOGIN_COOKIE: string;

export interface SetupReport {
	plugin?: 'activated' | 'already-active' | 'activation-failed';
	activate_error?: string;
	activate_output?: string;
	plugin_active?: boolean;
	demo_data?: string;
	demo_seeded_at?: string;
	seed_error?: string;
	http_status?: number;
}

export interface StartSiteOptions {
	siteDir: string;
	port: number;
	login?: boolean;
	seed?: boolean;
	muPlugins?: string[];
	defines?: Record< string, string >;
	defineBools?: Record< string, boolean >;
	php?: string;
	workers?: string | number;
	logFile?: string;
	pluginRoot?: string;
	coreDir?: string | null;
	timeoutMs?: number;
	log?: ( line: string ) => void;
}

export interface RunningSite {
	url: string;
	port: number;
	siteDir: string;
	wordpressDir: string;
	fresh: boolean;
	pid: number;
	bootMs: number;
	report: SetupReport;
	stop( options?: {
		timeoutMs?: number;
	} ): Promise< { code: number | null; signal: string | null } >;
	exited: Promise< { code: number | null; signal: string | null } >;
}

export declare function provisionCore( options?: {
	log?: ( line: string ) => void;
} ): Promise< string | null >;
export declare function prepareSiteDir(
	siteDir: string,
	coreDir: string | null
): {
	wordpressDir: string;
	stateDir: string;
	fresh: boolean;
	installMode: string;
};
export declare function pluginMountArgs( pluginRoot?: string ): string[];
export declare function startSite(
	options: StartSiteOptions
): Promise< RunningSite >;
export declare function describeReport( report: SetupReport ): string[];
export declare function isAlive( pid: number ): boolean;
