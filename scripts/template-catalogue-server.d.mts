// Types for template-catalogue-server.mjs (used by the TypeScript e2e global setup).
export declare const TYPES: string[];

export interface TemplateCatalogueServerOptions {
	/** Port; 0 (default) takes a free one. */
	port?: number;
	/** Address (default 127.0.0.1). */
	host?: string;
}

export interface RunningTemplateCatalogueServer {
	url: string;
	close: () => Promise< void >;
}

export declare function listen(
	options?: TemplateCatalogueServerOptions
): Promise< RunningTemplateCatalogueServer >;
