import { spawnSync } from 'node:child_process';

/**
 * npm test: type check, lint, unit and API tests (PGlite, plus PostgreSQL when DATABASE_URL is
 * set), the client build, and the browser suite. Stops at the first failing step. The client is
 * built as `npm start` builds it (log level warn), and a build that prints anything fails: the
 * first start must show no warning.
 */
const steps: [string, string[], { silent?: boolean }?][] = [
  ['type check', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', ['eslint', '.', '--max-warnings=0']],
  ['unit and API tests', ['vitest', 'run']],
  ['client build', ['vite', 'build', '--logLevel', 'warn'], { silent: true }],
  ['browser tests', ['playwright', 'test']],
];

const only = process.argv.slice(2);
for (const [name, args, options] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n=== ${name}: ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync('npx', args, { stdio: options?.silent ? ['inherit', 'pipe', 'pipe'] : 'inherit', env: process.env, encoding: 'utf8' });
  const printed = options?.silent ? `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() : '';
  if (printed) console.log(printed);
  if (result.status !== 0 || printed) {
    console.error(`\n${name} failed (${result.status !== 0 ? `exit ${result.status ?? result.signal}` : 'it printed warnings; npm start must print none'})`);
    process.exit(result.status || 1);
  }
  console.log(`=== ${name} passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
