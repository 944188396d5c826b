/**
 * `npm run import -- <file or folder> ...`: the files to import (folders searched recursively for
 * `*.csv`), the import of each (end-of-day prices or a CFTC COT file, importFile.ts), and the
 * printed report. The command itself is scripts/import.ts.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database';
import { formatIssue, type ImportIssue } from './eodCsv';
import type { FileImportReport } from './eodImporter';
import { importMarketFile } from './importFile';

export interface CollectedFiles {
  /** Absolute paths, each once, folders' files sorted by path. */
  files: string[];
  /** Paths that do not exist and folders without CSV files (a file named explicitly is read whatever its extension). */
  problems: ImportIssue[];
}

async function walk(dir: string, out: string[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) await walk(full, out);
    else if (e.isFile() && /\.csv$/i.test(e.name)) out.push(full);
  }
}

/** Files and folders (recursively, `*.csv` only) → the files to import, in order, without repeats. */
export async function collectCsvFiles(paths: readonly string[], cwd = process.cwd()): Promise<CollectedFiles> {
  const files: string[] = [];
  const problems: ImportIssue[] = [];
  for (const p of paths) {
    const full = path.resolve(cwd, p);
    let info;
    try {
      info = await stat(full);
    } catch {
      problems.push({ file: p, line: null, message: 'no such file or folder' });
      continue;
    }
    if (info.isDirectory()) {
      const found: string[] = [];
      await walk(full, found);
      if (found.length === 0) problems.push({ file: p, line: null, message: 'the folder holds no .csv files' });
      files.push(...found);
    } else {
      files.push(full);
    }
  }
  return { files: [...new Set(files)], problems };
}

export interface ImportRunReport {
  files: FileImportReport[];
  /** Problems with the arguments (missing paths, empty folders). */
  problems: ImportIssue[];
  /** Tickers that more than one file of this run supplied: the later file replaced the earlier. */
  replacedInRun: { ticker: string; files: string[] }[];
  /** Imported tickers the simulated market also has: the imported data replaces its instrument (name: the simulated one's). */
  replacedSimulated: { ticker: string; name: string }[];
}

export interface RunImportOptions {
  now?: Date;
  cwd?: string;
  /** Called after each file (progress output). */
  onFile?: (report: FileImportReport) => void;
  /** The simulated market's tickers and names, to say which ones the import replaces. */
  simulated?: ReadonlyMap<string, string>;
}

/** Shown in messages: relative to the working folder when inside it. */
export function displayPath(file: string, cwd: string): string {
  const rel = path.relative(cwd, file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : file;
}

/** Imports every file (each on its own: one file's errors never stop the others). */
export async function runImport(db: Db, paths: readonly string[], options: RunImportOptions = {}): Promise<ImportRunReport> {
  const cwd = options.cwd ?? process.cwd();
  const { files, problems } = await collectCsvFiles(paths, cwd);
  const reports: FileImportReport[] = [];
  const sources = new Map<string, string[]>();
  for (const file of files) {
    const report = await importMarketFile(db, file, { displayName: displayPath(file, cwd), ...(options.now ? { now: options.now } : {}) });
    reports.push(report);
    // COT reports add up by date; only price files replace a ticker's whole history.
    if (report.kind !== 'cot') for (const t of report.tickers) sources.set(t.ticker, [...(sources.get(t.ticker) ?? []), report.file]);
    options.onFile?.(report);
  }
  const replacedInRun = [...sources].filter(([, f]) => f.length > 1).map(([ticker, f]) => ({ ticker, files: f }));
  const simulated = options.simulated ?? new Map<string, string>();
  const replacedSimulated = [...sources.keys()].filter((t) => simulated.has(t)).sort().map((ticker) => ({ ticker, name: simulated.get(ticker) ?? ticker }));
  return { files: reports, problems, replacedInRun, replacedSimulated };
}

/** Whether the run should exit non-zero: a file failed or an argument named nothing. */
export function runFailed(report: ImportRunReport): boolean {
  return report.problems.length > 0 || report.files.some((f) => !f.imported);
}

const MAX_ERRORS_SHOWN = 20;

function tickerSummary(report: FileImportReport): string {
  const t = report.tickers;
  if (report.kind === 'cot') {
    const other = report.otherMarketRows ? `, ${report.otherMarketRows} rows of other markets skipped` : '';
    return `CFTC reports of ${t.length} market${t.length === 1 ? '' : 's'} (${t.map((x) => x.ticker).join(', ')})${other}`;
  }
  if (t.length === 1 && t[0]) return `${t[0].ticker} ${t[0].firstDate} … ${t[0].lastDate}`;
  return `${t.length} tickers (${t.slice(0, 5).map((x) => x.ticker).join(', ')}${t.length > 5 ? ', …' : ''})`;
}

/** One line per file, its errors below it, and a summary. */
export function formatFileReport(report: FileImportReport): string {
  const lines: string[] = [];
  const nulls = report.nullRows > 0 ? `, ${report.nullRows} null row${report.nullRows === 1 ? '' : 's'} skipped` : '';
  if (report.imported) {
    lines.push(`  ok      ${report.file}: ${tickerSummary(report)}, ${report.rowsImported} row${report.rowsImported === 1 ? '' : 's'} imported${nulls}`);
  } else {
    const n = report.errors.length;
    lines.push(`  FAILED  ${report.file}: ${n} error${n === 1 ? '' : 's'}, nothing imported${nulls}`);
    for (const e of report.errors.slice(0, MAX_ERRORS_SHOWN)) lines.push(`          ${formatIssue(e)}`);
    if (n > MAX_ERRORS_SHOWN) lines.push(`          … and ${n - MAX_ERRORS_SHOWN} more`);
  }
  if (report.ignoredColumns.length > 0) lines.push(`          ignored columns: ${report.ignoredColumns.join(', ')}`);
  return lines.join('\n');
}

export function formatRunSummary(report: ImportRunReport): string {
  const lines: string[] = [];
  for (const p of report.problems) lines.push(`  FAILED  ${formatIssue(p)}`);
  for (const r of report.replacedInRun) lines.push(`  note    ${r.ticker} came from ${r.files.join(' and ')}; the last one replaced the others`);
  for (const r of report.replacedSimulated) {
    lines.push(`  note    ${r.ticker} replaces the simulated instrument of that ticker ("${r.name}"); it is shown under the metadata beside its file (${r.ticker}.meta.json) or, without one, as ${r.ticker} with unknown sector and country`);
  }
  const ok = report.files.filter((f) => f.imported);
  const failed = report.files.length - ok.length;
  const tickers = new Set(ok.filter((f) => f.kind !== 'cot').flatMap((f) => f.tickers.map((t) => t.ticker)));
  const rows = ok.reduce((s, f) => s + f.rowsImported, 0);
  const nulls = report.files.reduce((s, f) => s + f.nullRows, 0);
  lines.push('');
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  lines.push(`Imported ${ok.length} of ${plural(report.files.length, 'file')}: ${plural(tickers.size, 'ticker')}, ${plural(rows, 'row')}${nulls > 0 ? `, ${plural(nulls, 'null row')} skipped` : ''}.`);
  if (report.problems.length > 0) lines.push(`${plural(report.problems.length, 'argument')} named no file to import.`);
  if (failed > 0) lines.push(`${failed} file${failed === 1 ? '' : 's'} failed and imported nothing; fix ${failed === 1 ? 'it' : 'them'} and run the import again.`);
  if (ok.length > 0) lines.push('Restart the server to serve the imported data.');
  return lines.join('\n');
}
