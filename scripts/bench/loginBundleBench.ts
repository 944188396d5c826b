import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

export interface BundleRow {
  measure: string;
  files: number;
  'raw KB': string;
  'gzip KB': string;
  'target gzip KB': number;
}

/**
 * The JavaScript and CSS that /login loads before it can render: the entry script, its
 * modulepreloads and stylesheets in index.html of a production build, gzipped.
 */
export async function loginBundleBench(): Promise<BundleRow[]> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'rs-bundle-'));
  try {
    await build({ root: process.cwd(), logLevel: 'error', build: { outDir, emptyOutDir: true, sourcemap: false } });
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    const files = [...new Set(refs)];
    const sizes = files.map((f) => {
      const body = readFileSync(path.join(outDir, f));
      return { f, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    });
    const js = sizes.filter((s) => s.f.endsWith('.js'));
    const sum = (list: typeof sizes, key: 'raw' | 'gzip'): string => (list.reduce((a, s) => a + s[key], 0) / 1024).toFixed(1);
    return [
      { measure: '/login JavaScript loaded at start', files: js.length, 'raw KB': sum(js, 'raw'), 'gzip KB': sum(js, 'gzip'), 'target gzip KB': 200 },
      { measure: '/login JavaScript and CSS', files: sizes.length, 'raw KB': sum(sizes, 'raw'), 'gzip KB': sum(sizes, 'gzip'), 'target gzip KB': 200 },
    ];
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
