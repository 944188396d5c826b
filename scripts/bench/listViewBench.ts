import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromiumLaunch';

export interface ListViewBenchRow {
  measure: string;
  'median ms': string;
  'p90 ms': string;
  'target ms': number;
}

function stat(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** Builds the bench page for production, opens it in Chromium and times the ListView. */
export async function listViewBench(): Promise<ListViewBenchRow[]> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'rs-bench-'));
  await build({
    root: process.cwd(), logLevel: 'error',
    build: { outDir, emptyOutDir: true, rolldownOptions: { input: path.resolve('scripts/bench/listview.html') } },
  });
  const server = await preview({ root: process.cwd(), logLevel: 'error', build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
  const address = server.resolvedUrls?.local[0] ?? '';
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.goto(`${address}scripts/bench/listview.html`);
    await page.waitForFunction(() => 'runBench' in window);
    const runs = await page.evaluate(() => (window as unknown as { runBench: () => Promise<{ firstRowsMs: number; resortMs: number }[]> }).runBench());
    const warm = runs.slice(2);
    return [
      { measure: 'ListView 2,000 x 30: first rows on screen', 'median ms': stat(warm.map((r) => r.firstRowsMs), 0.5).toFixed(1), 'p90 ms': stat(warm.map((r) => r.firstRowsMs), 0.9).toFixed(1), 'target ms': 150 },
      { measure: 'ListView 2,000 x 30: re-sort', 'median ms': stat(warm.map((r) => r.resortMs), 0.5).toFixed(1), 'p90 ms': stat(warm.map((r) => r.resortMs), 0.9).toFixed(1), 'target ms': 50 },
    ];
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    rmSync(outDir, { recursive: true, force: true });
  }
}
