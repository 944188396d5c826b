export type ExportExtension = 'xlsx' | 'pdf';

const MAX_NAME_LENGTH = 100;
/** Extensions a client may already have put on the name; the call sets its own. */
const KNOWN_EXTENSION = /\.(xlsx|xls|pdf|csv)$/i;
/** Characters that no file system or browser accepts in a name, and controls. */
const FORBIDDEN = /[\p{Cc}"*/:<>?\\|]+/gu;

const pad = (n: number): string => String(n).padStart(2, '0');

/** `export-YYYYMMDD-HHmmss` in UTC, the spec's default name (document 1 section 7). */
export function defaultBaseName(now: Date): string {
  const date = `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}`;
  return `export-${date}-${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
}

/**
 * The name of the file without extension: the client's name, cleaned, or the default one.
 *
 * @example exportBaseName('../reports/Übersicht: Q3.xlsx', now) === 'Übersicht_ Q3'
 */
export function exportBaseName(requested: string | undefined, now: Date): string {
  let name = (requested ?? '').normalize('NFC');
  name = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  name = name.replace(FORBIDDEN, '_').replace(/\s+/g, ' ').trim().replace(KNOWN_EXTENSION, '');
  name = [...name].slice(0, MAX_NAME_LENGTH).join('').replace(/^[\s.]+|[\s.]+$/g, '');
  return /[\p{L}\p{N}]/u.test(name) ? name : defaultBaseName(now);
}

/** The name in plain ASCII, for `filename=`: accents dropped (Ü → U), anything else `_`. */
export function asciiFallback(name: string): string {
  return name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
}

/**
 * The Content-Disposition header of a download (RFC 6266): `filename` in ASCII, and
 * `filename*` in UTF-8 when the name has other characters.
 */
export function contentDisposition(requested: string | undefined, extension: ExportExtension, now: Date): string {
  const fileName = `${exportBaseName(requested, now)}.${extension}`;
  const ascii = asciiFallback(fileName);
  const header = `attachment; filename="${ascii}"`;
  return ascii === fileName ? header : `${header}; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
