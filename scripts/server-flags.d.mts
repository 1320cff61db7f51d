// Types of server-flags.mjs for the TypeScript files that import it (the browser tests' configuration).
export declare const SERVER_NODE_FLAGS: string[];
export declare const SERVER_ENV: Record<string, string>;
