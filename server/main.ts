import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { openChangeFeed } from './cluster/changeFeed';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { buildApp } from './app';
import { handleMorningCheck, startBillingScheduler } from './billing/scheduler';
import { openScheduledJobs } from './jobs/scheduledJobs';
import { installGracefulDrain } from './http/gracefulDrain';
import { seedDemo } from './seed/seedDemo';
import { DEMO_ACCOUNTS } from './seed/demoAccounts';
import { createMarket, handleSnapshotJob } from './market/startMarket';
import { alertServiceOf } from './alerts/alertService';
import { trackRecordServiceOf } from './trackRecord/trackRecordService';
import { backtestServiceOf } from './backtests/backtestService';
import { newsletterServiceOf } from './newsletters/newsletterService';
import { notificationSchedulerOf } from './notifications/notificationScheduler';

/** Starts the server: migrate, seed on first start, listen, and shut down gracefully on SIGTERM/SIGINT. */
export async function main(): Promise<void> {
  // Where a start's time goes (issue 24: a restarted instance serves soon): logged once listening.
  const startup: Record<string, number> = { importsMs: Math.round(performance.now()) };
  const phase = (name: string, since: number): number => {
    const at = performance.now();
    startup[`${name}Ms`] = Math.round(at - since);
    return at;
  };
  let mark = performance.now();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  mark = phase('database', mark);
  const now = (): Date => new Date();
  const seeded = await seedDemo({
    db: database.db, embedded: database.driver === 'pglite', force: config.seedDemo,
    password: config.demoPassword, productId: config.productId, now: now(),
  });
  const marketLog = { info: (d: Record<string, unknown>, m: string) => app.log.info(d, m), error: (d: Record<string, unknown>, m: string) => app.log.error(d, m) };
  // The snapshot after each close, the morning billing check, the SMTP, webhook and newsletter deliveries: once across instances (pg-boss on PostgreSQL), in-process on PGlite.
  mark = phase('seed', mark);
  const jobs = await openScheduledJobs({
    db: database.db, databaseUrl: database.driver === 'postgres' ? config.databaseUrl : undefined, log: marketLog, ...config.jobs,
  });
  mark = phase('jobs', mark);
  const mailer = config.smtpUrl ? await createSmtpMailer(database.db, config.smtpUrl, config.mailFrom, jobs) : createOutboxMailer(database.db);
  const market = await createMarket(database.db, config, marketLog, jobs);
  mark = phase('market', mark);
  // Sessions and runtime models changed by any instance on this database (server/cluster).
  const changes = await openChangeFeed(database);
  // A snapshot another instance computed and stored is loaded instead of computed here.
  changes.on('market_snapshots', (asOf) => void market.loadStored(asOf));
  changes.onReset(() => void market.loadStored());
  // On PostgreSQL other instances may share the database: rate limits and alert pushes go through it (or Redis).
  const cluster = database.driver === 'postgres' ? { cluster: database } : {};
  const app = await buildApp({ config, db: database.db, mailer, now, market, changes, jobs, ...cluster });
  mark = phase('app', mark);
  await handleSnapshotJob(market, jobs);
  await handleMorningCheck(app, jobs);

  const drain = installGracefulDrain(app);
  // Billing: renewals and expiry every morning at 06:00 Europe/Berlin.
  const billingScheduler = startBillingScheduler(app, jobs, { catchUp: jobs.kind === 'pg-boss' });
  // Alerts: evaluated after every snapshot and quote refresh; the webhooks are delivered as jobs (pg-boss on PostgreSQL, the worker's own queue on PGlite).
  const alerts = alertServiceOf(app);
  await alerts.webhooks.useJobQueue(jobs);
  alerts.start();
  // Track record: recomputed in the background after every snapshot (issue 21 scope 7).
  trackRecordServiceOf(app).start();
  // Backtests: the model portfolios recomputed in the background after every snapshot (issue 23 scope 3).
  backtestServiceOf(app).start();
  // Newsletters: the daily issue after every snapshot, the Elite issue once a month; its mails are sent as jobs like the webhooks.
  const newsletters = newsletterServiceOf(app);
  await newsletters.useJobQueue(jobs);
  newsletters.start();
  // Notifications: the scheduled ones go out when due (issue 28 scope 8).
  const scheduledNotifications = notificationSchedulerOf(app);
  scheduledNotifications.start();
  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing open requests');
    try {
      billingScheduler.stop();
      // Ends the open alert streams too: they would keep the drain waiting.
      await alerts.stop();
      await newsletters.stop();
      await scheduledNotifications.stop();
      await market.stop();
      // A job this instance was running (aborted above) is retried by another instance or the next start.
      await jobs.stop();
      await drain();
      await changes.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // The first snapshot runs in the background: the site answers at once, the asset calls once it is published.
  // Begun before listening (the services above follow its publications already): a stored snapshot of
  // the current session (issue 24) is loaded while the server starts listening.
  market.start().catch((err: unknown) => app.log.error({ err }, 'first market snapshot failed; retrying'));
  await app.listen({ port: config.port, host: config.host });
  phase('services', mark);
  app.log.info({ ...startup, totalMs: Math.round(performance.now()) }, 'started');
  const lines = [
    '',
    `  RangeScope ${config.serverVersion} is running at ${config.appUrl}`,
    `  database: ${database.driver === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  mail: ${mailer.transport === 'outbox' ? `outbox, readable at ${config.appUrl}/dev/outbox` : 'SMTP (SMTP_URL)'}`,
    `  payments: ${config.payments.provider === 'sandbox' ? 'built-in sandbox (test cards, no money moves)' : 'Stripe'}${config.payments.paypalClientId ? ' and PayPal' : ''}`,
    `  market data: ${market.source.label}, ${market.source.listInstruments().length.toLocaleString('en-US')} instruments (first snapshot computing in the background)`,
  ];
  if (seeded === 'seeded' || seeded === 'already-seeded') {
    lines.push(`  demo accounts (password ${config.demoPassword === 'Demo1234' ? 'Demo1234' : 'from DEMO_PASSWORD'}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.username.padEnd(12)} ${a.description}`);
  } else if (seeded === 'refused-non-demo-data') {
    lines.push('  demo accounts: not seeded, the database holds real accounts');
  }
  console.log(lines.join('\n') + '\n');
}

await main();
