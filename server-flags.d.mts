/** Types of server-flags.mjs. */
export declare const NODE_FLAGS: string[];
