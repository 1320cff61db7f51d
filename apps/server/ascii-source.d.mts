// Types of ascii-source.mjs for its test.
export declare function escapeNonAscii(code: string): string;
export declare function makeFileAscii(path: string): number;
