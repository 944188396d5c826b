import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, newSession, userRow } from './support/accounts';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { users } from '../../server/db/schema';
import type { GeneratedApiToken } from '../../contracts';

const run = promisify(execFile);

/** The samples of samples/ against a live server: they must run and print data (no skipping). */
describe('the API samples', () => {
  let t: TestApp;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    t = await createTestApp('pglite', { seed: true, market: await testMarket() });
    t.clock.now = new Date(TEST_MARKET_AT);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const s = await newSession(t);
    await t.database.db.update(users).set({ plan: 'elite' }).where(eq(users.id, (await userRow(t, s.username)).id));
    const res = await authed(t, s, 'POST', '/api/entities/DomainAuthToken/events/generate', { input: { name: 'Samples' } });
    const { token } = (res.json() as { data: GeneratedApiToken }).data;
    env = { ...process.env, RANGESCOPE_URL: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, RANGESCOPE_TOKEN: token };
  }, 120_000);
  afterAll(async () => { await t.close(); });

  const expectData = (out: string) => {
    expect(out).toMatch(/^asset SPY: price \d+(\.\d+)? range \d/m);
    expect(out).toMatch(/^asset QQQ: revealed$/m);
    expect(out).toMatch(/^list Market overview: \d+ tickers$/m);
    expect(out).toMatch(/^signal \d{4}-\d{2}-\d{2} \S+ (Trend|Momentum|Cap) -> /m);
    expect(out).toMatch(/^next cursor: [A-Za-z0-9_-]+$/m);
  };

  it('the TypeScript sample (node with tsx) prints data', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'samples/typescript/rangescope.ts'], { env, timeout: 60_000 });
    expectData(stdout);
  }, 90_000);

  it('the Python sample (python3 with requests) prints data', async () => {
    const { stdout } = await run('python3', ['samples/python/rangescope.py'], { env, timeout: 60_000 });
    expectData(stdout);
  }, 90_000);
});
