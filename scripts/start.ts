import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientBuildIsStale } from './clientBuild';
import { buildServer } from './buildServer';

/** npm start: build the client when it is missing or stale, build the server bundle, then run it (migrate, seed, serve). */
const root = process.cwd();
const clientDir = path.resolve(process.env.CLIENT_DIR ?? 'dist/client');
if (clientBuildIsStale(root, clientDir)) {
  const started = Date.now();
  console.log('Building the client (the first start takes about a minute) ...');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn', build: { outDir: clientDir } });
  console.log(`Client built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
// About half a second; the bundle then starts in a fraction of the sources' time (scripts/buildServer.ts).
await import(pathToFileURL(await buildServer(root)).href);
