// Types for plugin-zip.mjs (used by the TypeScript e2e specs).
export declare const ROOT: string;
export declare const PLUGIN_SLUG: string;
export declare const ZIP_FILE: string;
export declare const ZIP_ROOT: string;

export interface ZipEntry {
	entryName: string;
	isDirectory: boolean;
	getData(): Buffer;
}

export interface Zip {
	getEntries(): ZipEntry[];
	extractAllTo( target: string, overwrite?: boolean ): void;
}

export declare function admZip(): new ( file?: string ) => Zip;
export declare function distignorePatterns(): string[];
export declare function isIgnored(
	relPath: string,
	patterns: string[]
): boolean;
export declare function shippableFiles(): string[];
export declare function zipEntries( file?: string ): string[];
