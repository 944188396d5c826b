import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const CLIENT_SOURCES = ['index.html', 'vite.config.ts', 'engine', 'screens', 'plugins', 'locales', 'models', 'product', 'contracts'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** Whether dist/client is missing or older than any client source. */
export function clientBuildIsStale(root: string, clientDir: string): boolean {
  const index = path.join(clientDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return CLIENT_SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}
