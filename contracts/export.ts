/**
 * The file conversions (docs/api.md, "File conversion"): POST /api/csv2xls and /api/csv2pdf turn
 * a table the client holds into an .xlsx or .pdf download. Both take the same body.
 */

/** One value of an exported table: text, a number, or empty. */
export type ExportCell = string | number | null;

/** How the values of a column are stored (xlsx) and aligned (pdf): `auto` turns numeric text into numbers, `text` keeps every value text. */
export type ExportColumnType = 'auto' | 'text';

/** One column's layout (null in `columns` for the defaults). */
export interface ExportColumnSpec {
  /** Width in characters (1–100); default: fitted to the heading and the first 1,000 rows. */
  width?: number;
  /** An Excel number format for the column's numbers, e.g. `0.00`, `#,##0`, `0.0%`. */
  numFmt?: string;
  /** Default `auto`. */
  type?: ExportColumnType;
}

/** The layout: honoured by /csv2xls; /csv2pdf uses only `columns[].type` (for the alignment). */
export interface ExportSpecs {
  /** The worksheet's name (1–31 characters), default `Export`. */
  sheetName?: string;
  /** One entry (or null for the defaults) per column, in the order of `headings`. */
  columns?: (ExportColumnSpec | null)[];
}

/** The body of POST /api/csv2xls and /api/csv2pdf: one heading per column, rows of one cell per heading. */
export interface ExportBody {
  headings: string[];
  data: ExportCell[][];
  specs?: ExportSpecs;
  /** The download's name (cleaned; the call sets the extension); default `export-YYYYMMDD-HHmmss`. */
  fileName?: string;
}
