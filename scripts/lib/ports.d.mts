// Types for ports.mjs.
export declare const HOST: string;
export declare function isPortFree(
	port: number,
	host?: string
): Promise< boolean >;
export declare function getFreePort( host?: string ): Promise< number >;
export declare function parsePort( value: unknown, origin: string ): number;
