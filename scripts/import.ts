/**
 * npm run import -- <file or folder> ... [--force]
 *
 * Imports end-of-day CSV files into the database the server uses (DATA_DIR, or DATABASE_URL),
 * after running the pending migrations. Exit code 0 when every file was imported, 1 when a file
 * failed (it imported nothing), 2 when nothing could be done (usage, database busy or unreachable).
 * See "Importing real end-of-day data" in README.md.
 */
import path from 'node:path';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/database';
import { pgliteUse } from '../server/market/import/pgliteInUse';
import { formatFileReport, formatRunSummary, runFailed, runImport } from '../server/market/import/runImport';
import { createSimulatedMarket } from '../server/market/simulation';

const USAGE = `Usage: npm run import -- <file or folder> ... [--force]

Imports end-of-day CSV files (Date,Open,High,Low,Close,Volume[,Adj Close][,Ticker]) into the
database in DATA_DIR (default ./data) or DATABASE_URL. Folders are searched for *.csv files.
CFTC Commitments of Traders files (legacy, futures only; docs/operations.md "CFTC positioning
(COT files)") are recognised by their header and feed the CFTC screen.
A file with any error imports nothing; rows of null values are skipped and counted.
--force  open the embedded database even when it may be in use (only when you know it is not).`;

/** The message, and its cause's (Drizzle wraps the driver's error: "Failed query: ..." caused by ECONNREFUSED). */
function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const first = err.message.split('\n')[0] ?? '';
  return err.cause instanceof Error ? `${first}: ${describeError(err.cause)}` : first;
}

async function main(argv: string[]): Promise<number> {
  const force = argv.includes('--force');
  const unknown = argv.filter((a) => a.startsWith('-') && a !== '--force');
  const paths = argv.filter((a) => !a.startsWith('-'));
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  if (unknown.length > 0 || paths.length === 0) {
    console.error(unknown.length > 0 ? `Unknown option ${unknown.join(', ')}\n\n${USAGE}` : USAGE);
    return 2;
  }

  const config = loadConfig();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${path.join(config.dataDir, 'pglite')}`;
  if (!config.databaseUrl) {
    const use = pgliteUse(config.dataDir);
    if (use.state === 'busy') {
      const who = use.holders.map((h) => `pid ${h.pid}${h.command ? ` (${h.command})` : ''}`).join(', ');
      console.error([
        `The embedded database in ${path.join(config.dataDir, 'pglite')} is in use by ${who}.`,
        'PGlite serves one process at a time, so the import cannot run while the server runs on it.',
        'Stop the server, run the import, then start the server again (it loads the imported data at start).',
        'With PostgreSQL (DATABASE_URL) the import can run next to the server.',
      ].join('\n'));
      return 2;
    }
    if (use.state === 'unknown' && !force) {
      console.error([
        `The embedded database in ${path.join(config.dataDir, 'pglite')} looks open (postmaster.pid exists), and this system cannot tell by whom.`,
        'PGlite serves one process at a time: stop the server first. If no server is running (it was killed),',
        'run the import again with --force.',
      ].join('\n'));
      return 2;
    }
    if (use.state === 'stale') console.log('Note: the embedded database was not closed cleanly last time; it recovers on open.');
  }

  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await database.migrate();
  } catch (err) {
    console.error(`Cannot open ${where}: ${describeError(err)}`);
    await database?.close().catch(() => undefined);
    return 2;
  }

  console.log(`Importing into ${where}`);
  try {
    // The server lays the import over the simulated market of its config: say which of its instruments the import replaces.
    const simulated = new Map(createSimulatedMarket({ seed: config.market.seed, size: config.market.size }).listInstruments().map((i) => [i.ticker, i.name] as const));
    const report = await runImport(database.db, paths, { onFile: (r) => console.log(formatFileReport(r)), simulated });
    console.log(formatRunSummary(report));
    return runFailed(report) ? 1 : 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
