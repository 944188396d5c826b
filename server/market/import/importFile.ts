/**
 * One file of `npm run import`: a CFTC COT file (its header names the contract market code and the
 * non-commercial positions, cotCsv.ts) or an end-of-day price file (eodCsv.ts), told apart by the
 * header row.
 */
import { readFile } from 'node:fs/promises';
import type { Db } from '../../db/database';
import { headerFields, isCotHeader } from './cotCsv';
import { importCotText } from './cotImporter';
import { importEodText, unreadableFile, type FileImportReport, type ImportOptions } from './eodImporter';
import { metaPathFor } from './instrumentMeta';

/** Imports the text of one file as what its header says it is. */
export function importMarketText(db: Db, text: string, file: string, options: ImportOptions = {}): Promise<FileImportReport> {
  return isCotHeader(headerFields(text)) ? importCotText(db, text, file, options) : importEodText(db, text, file, options);
}

/** Reads and imports one file; `displayName` is used in messages and for an end-of-day file's ticker (default: the path). */
export async function importMarketFile(db: Db, filePath: string, options: ImportOptions & { displayName?: string } = {}): Promise<FileImportReport> {
  const file = options.displayName ?? filePath;
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch (err) {
    return unreadableFile(file, err);
  }
  const metaPath = metaPathFor(filePath);
  const metaText = await readFile(metaPath, 'utf8').catch(() => null);
  return importMarketText(db, text, file, metaText === null ? options : { ...options, meta: { file: metaPathFor(file), text: metaText } });
}
