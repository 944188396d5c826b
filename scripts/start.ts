import path from 'node:path';
import { build } from 'vite';
import { clientBuildIsStale } from './clientBuild';

/** npm start: build the client when it is missing or stale, then run the server (migrate, seed, serve). */
const root = process.cwd();
const clientDir = path.resolve(process.env.CLIENT_DIR ?? 'dist/client');
if (clientBuildIsStale(root, clientDir)) {
  const started = Date.now();
  console.log('Building the client (the first start takes about a minute) ...');
  await build({ root, logLevel: 'warn', build: { outDir: clientDir } });
  console.log(`Client built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
await import('../server/main');
