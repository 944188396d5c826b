/**
 * The server as one ES module, dist/server/main.mjs (esbuild; the packages stay in node_modules):
 * a start then loads a few files instead of transpiling some five hundred (issue 24: a restarted
 * instance serves within seconds). The shipped files are found from the project's folder
 * (server/projectRoot.ts); the snapshot workers still run their TypeScript through tsx.
 * `npm run build:server`; `npm start` builds it and runs it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const SERVER_BUNDLE = path.join('dist', 'server', 'main.mjs');

/** Builds the bundle (to `outfile`, default dist/server/main.mjs; it must lie inside the project) and answers its path. */
export async function buildServer(root = process.cwd(), outfile = path.join(root, SERVER_BUNDLE)): Promise<string> {
  await build({
    entryPoints: [path.join(root, 'server', 'main.ts')],
    outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external',
    sourcemap: true, logLevel: 'warning',
  });
  return outfile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(`Server built: ${await buildServer()}`);
