import path from 'node:path';
import { build } from 'vite';
import { clientBuildIsStale } from './clientBuild';

/** npm start: build the client when it is missing or stale, then run the server (migrate, seed, serve). */
const root = process.cwd();
const clientDir = path.resolve(process.env.CLIENT_DIR ?? 'dist/client');
if (clientBuildIsStale(root, clientDir)) {
  console.log('Building the client ...');
  await build({ root, logLevel: 'warn', build: { outDir: clientDir } });
}
await import('../server/main');
