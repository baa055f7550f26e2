export const MALFORMED_PATH: string;
export function malformedPathTarget(url: string): string | null;
