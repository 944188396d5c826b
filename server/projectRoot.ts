/**
 * The project's folder (the one holding package.json), found from this module's own place, so that
 * the shipped files (package.json, models/, the migrations, the real-data closes, the snapshot
 * worker) are found the same way from the TypeScript sources (server/...) and from the built server
 * bundle (dist/server/main.mjs, `npm run build:server`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the project, e.g. projectPath('server', 'db', 'migrations'). */
export function projectPath(...segments: string[]): string {
  return path.join(PROJECT_ROOT, ...segments);
}
