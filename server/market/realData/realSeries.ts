/**
 * The real daily closes shipped in this folder (README.md: sources and licences; extract.R: how they
 * were taken out of Debian's R packages). `series.csv` is the manifest, `closes/<id>.csv` one series
 * each (`date,close`). Used by the calibration suite on real data and `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectPath } from '../../projectRoot';

export const REAL_DATA_DIR = projectPath('server', 'market', 'realData');

export type RealAssetClass = 'index' | 'stock' | 'commodity' | 'bond' | 'fund' | 'fx';
/** `fit`: may inform a choice of the method; `holdout`: never used for a choice, reported apart. */
export type RealSeriesRole = 'fit' | 'holdout';

export interface RealSeriesInfo {
  id: string;
  name: string;
  assetClass: RealAssetClass;
  market: string;
  source: string;
  licence: string;
  derivation: string;
  first: string;
  last: string;
  role: RealSeriesRole;
}

export interface RealSeries extends RealSeriesInfo {
  /** ISO dates, oldest first. */
  dates: string[];
  closes: Float64Array;
}

const ASSET_CLASSES: readonly RealAssetClass[] = ['index', 'stock', 'commodity', 'bond', 'fund', 'fx'];

function rows(text: string): string[][] {
  return text.trim().split(/\r?\n/).slice(1).map((line) => line.split(','));
}

/** The manifest (no field holds a comma: extract.R checks it). */
export function readManifest(dir = REAL_DATA_DIR): RealSeriesInfo[] {
  return rows(readFileSync(join(dir, 'series.csv'), 'utf8')).map((f) => {
    const [id, name, assetClass, market, source, licence, derivation, first, last, , role] = f;
    if (!id || !ASSET_CLASSES.includes(assetClass as RealAssetClass) || (role !== 'fit' && role !== 'holdout')) {
      throw new Error(`series.csv: bad row ${f.join(',')}`);
    }
    return { id, name: name!, assetClass: assetClass as RealAssetClass, market: market!, source: source!, licence: licence!, derivation: derivation!, first: first!, last: last!, role };
  });
}

/** One series' closes; throws on a malformed file (a non-positive close or dates out of order). */
export function readCloses(info: RealSeriesInfo, dir = REAL_DATA_DIR): RealSeries {
  const data = rows(readFileSync(join(dir, 'closes', `${info.id}.csv`), 'utf8'));
  const dates: string[] = [];
  const closes = new Float64Array(data.length);
  data.forEach(([date, close], i) => {
    const value = Number(close);
    if (!date || !(value > 0) || (i > 0 && date <= dates[i - 1]!)) throw new Error(`${info.id}: bad row ${i + 2}`);
    dates.push(date);
    closes[i] = value;
  });
  return { ...info, dates, closes };
}

/** Every shipped series. */
export function loadRealSeries(dir = REAL_DATA_DIR): RealSeries[] {
  return readManifest(dir).map((info) => readCloses(info, dir));
}
