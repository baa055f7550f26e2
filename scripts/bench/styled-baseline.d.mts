/** The stylesheets (paths under .next) that every prerendered page of the portal built in `root` links. */
export function everyPageStylesheets(root: string): string[];
/** Writes into the minimal app in `dir` what bench/minimal-styled takes from the portal built in `root`. */
export function copyPortalLook(root: string, dir: string): void;
