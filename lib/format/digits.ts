/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits become Latin ones; the rest is kept. */
export function toLatinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}
