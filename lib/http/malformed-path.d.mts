export const UNDECODABLE: string;
export const MALFORMED_PATH: string;
export const malformedPathRewrites: { source: string; destination: string }[];
