// Types of chromium-flags.mjs for the TypeScript files that import it (the browser tests' configuration).
export declare const CHROMIUM_FLAGS: string[];
