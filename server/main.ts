import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { buildApp } from './app';
import { startBillingScheduler } from './billing/scheduler';
import { installGracefulDrain } from './http/gracefulDrain';
import { seedDemo } from './seed/seedDemo';
import { DEMO_ACCOUNTS } from './seed/demoAccounts';
import { createMarket } from './market/startMarket';
import { alertServiceOf } from './alerts/alertService';
import { trackRecordServiceOf } from './trackRecord/trackRecordService';

/** Starts the server: migrate, seed on first start, listen, and shut down gracefully on SIGTERM/SIGINT. */
export async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const now = (): Date => new Date();
  const seeded = await seedDemo({
    db: database.db, embedded: database.driver === 'pglite', force: config.seedDemo,
    password: config.demoPassword, productId: config.productId, now: now(),
  });
  const mailer = config.smtpUrl ? createSmtpMailer(database.db, config.smtpUrl, config.mailFrom) : createOutboxMailer(database.db);
  const marketLog = { info: (d: Record<string, unknown>, m: string) => app.log.info(d, m), error: (d: Record<string, unknown>, m: string) => app.log.error(d, m) };
  const market = await createMarket(database.db, config, marketLog);
  const app = await buildApp({ config, db: database.db, mailer, now, market });

  const drain = installGracefulDrain(app);
  // Billing: renewals and expiry every morning at 06:00 Europe/Berlin.
  const billingScheduler = startBillingScheduler(app);
  // Alerts: evaluated after every snapshot and quote refresh; the webhook worker polls its queue.
  const alerts = alertServiceOf(app);
  alerts.start();
  // Track record: recomputed in the background after every snapshot (issue 21 scope 7).
  trackRecordServiceOf(app).start();
  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing open requests');
    try {
      billingScheduler.stop();
      // Ends the open alert streams too: they would keep the drain waiting.
      await alerts.stop();
      await market.stop();
      await drain();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The first snapshot runs in the background: the site answers at once, the asset calls once it is published.
  market.start().catch((err: unknown) => app.log.error({ err }, 'first market snapshot failed; retrying'));
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
