import { spawnSync } from 'node:child_process';

/**
 * npm test: type check, lint, unit and API tests (PGlite, plus PostgreSQL when DATABASE_URL is
 * set), the client build, and the browser suite. Stops at the first failing step.
 */
const steps: [string, string[]][] = [
  ['type check', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', ['eslint', '.', '--max-warnings=0']],
  ['unit and API tests', ['vitest', 'run']],
  ['client build', ['vite', 'build', '--logLevel', 'warn']],
  ['browser tests', ['playwright', 'test']],
];

const only = process.argv.slice(2);
for (const [name, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n=== ${name}: ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync('npx', args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name} passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
