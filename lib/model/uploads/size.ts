/** A file size for people: kilobytes under one megabyte, else megabytes with one decimal. */
export function sizeParts(bytes: number): { unit: 'kb' | 'mb'; value: string } {
  if (bytes < 1024 * 1024) return { unit: 'kb', value: String(Math.max(1, Math.round(bytes / 1024))) };
  const mb = bytes / (1024 * 1024);
  return { unit: 'mb', value: (Math.round(mb * 10) / 10).toFixed(mb >= 100 ? 0 : 1).replace(/\.0$/, '') };
}
