/**
 * Writes rows as CSV (RFC 4180 quoting). Cells that a spreadsheet would run as a formula
 * (starting with = + - @ or a tab) get a leading apostrophe.
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly unknown[])[], separator = ';'): string {
  const cell = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    if (/^[=+\-@\t]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
    return /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [headers, ...rows].map((r) => r.map(cell).join(separator)).join('\r\n') + '\r\n';
}
