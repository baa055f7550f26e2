/** A calendar day `offset` days from today in the browser's time, as a date field holds it (yyyy-MM-dd). */
export function dayFrom(offset: number, from = new Date()): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
