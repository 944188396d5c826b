import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { build } from 'vite';
import { chromium, type Browser, type Page } from '@playwright/test';
import { clientBuildIsStale } from '../clientBuild';
import { openDatabase } from '../../server/db/database';
import { users } from '../../server/db/schema';
import { seedDemo } from '../../server/seed/seedDemo';
import { PLANS } from '../../product/plans';
import { TICKER_RULES } from '../../product/tickerAccess';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromiumLaunch';

export interface PortfolioBenchRow {
  measure: string;
  runs: number;
  'median ms': string;
  'worst ms': string;
  'target ms': number;
}

/** Targets of issue 6: the portfolio of 2,000 tickers on screen with data, a re-sort, a scrolled frame. */
export const PORTFOLIO_TARGETS_MS = { visibleRows: 1000, resort: 50, scrollFrame: 32 } as const;

const BENCH_USER = 'demoelite';
const PORTFOLIO_SIZE = TICKER_RULES.portfolioMax;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The bench's database, set up before the server opens it: the demo accounts, and the bench user
 * on the Professional plan (5,000 EOD requests a month) so that 2,000 tickers can be activated.
 * Nothing of this touches the product's seed.
 */
async function prepareDatabase(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await seedDemo({ db: database.db, embedded: true, force: false, password: process.env.DEMO_PASSWORD ?? 'Demo1234', productId: process.env.PRODUCT_ID ?? 'rangescope', now: new Date() });
    const plan = PLANS.professional;
    await database.db.update(users).set({ plan: 'professional', userPackage: plan.dataPackage, primaryPlanSku: plan.code }).where(eq(users.usernameLower, BENCH_USER));
  } finally {
    await database.close();
  }
}

/** server/main.ts as `npm start` runs it, on its own port and the prepared embedded database (as shellTimingBench does). */
async function startServer(clientDir: string, dataDir: string, port: number): Promise<{ base: string; child: ChildProcess }> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: '', SMTP_URL: '', MAINTENANCE_MODE: '', SEED_DEMO: '', HOST: '127.0.0.1', PORT: String(port), APP_URL: base,
      DATA_DIR: dataDir, CLIENT_DIR: clientDir, LOG_LEVEL: 'warn', RATE_LIMIT_LOGIN: '100000',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => { stderr = (stderr + chunk.toString()).slice(-4000); });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${stderr}`);
    try {
      const res = await fetch(`${base}/api/systemStatus/cacheStatus`);
      // Ready once the first market snapshot is published.
      if (res.ok && ((await res.json()) as { systemStatus?: string }).systemStatus === 'OK') return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stopServer(child);
  throw new Error(`the server did not publish a market snapshot within 300 s:\n${stderr}`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function call<T>(base: string, pathName: string, authorization: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api${pathName}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${pathName}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Signs the bench user in, fills the portfolio with 2,000 tickers of the universe and activates
 * them (10 calls of 200); answers the localStorage the client keeps for the session.
 */
async function preparePortfolio(base: string): Promise<{ name: string; value: string }[]> {
  const deviceId = randomUUID();
  const password = createHash('sha256').update(process.env.DEMO_PASSWORD ?? 'Demo1234').digest('hex');
  const answer = await call<{ user: { username: string; sessionId: string }; modelKey?: string; activationDate?: string; rolloverDate?: string }>(
    base, '/login', null, { username: BENCH_USER, password, deviceId, clientVersion: 'bench' },
  );
  const authorization = `Basic ${Buffer.from(`${answer.user.username}:${answer.user.sessionId}`).toString('base64')}`;
  const universe = await call<{ rows: { ticker: string }[] }>(base, '/list/DomainAsset', authorization, {
    pageSize: 5000, sort: { key: 'ticker', direction: 'asc' }, filterQuery: [], useCache: false,
  });
  const tickers = universe.rows.map((r) => r.ticker).filter((t) => !t.startsWith('CRYPTO.')).slice(0, PORTFOLIO_SIZE);
  if (tickers.length < PORTFOLIO_SIZE) throw new Error(`the universe has only ${tickers.length} tickers`);
  await call(base, '/watchlist/update', authorization, { action: 'init' });
  await call(base, '/watchlist/update', authorization, { action: 'clear', wlType: 'DASHBOARD' });
  await call(base, '/watchlist/update', authorization, { action: 'addTickers', wlType: 'DASHBOARD', tickers });
  for (let i = 0; i < tickers.length; i += TICKER_RULES.requestMaxTickers) {
    await call(base, '/activate-assets', authorization, { tickers: tickers.slice(i, i + TICKER_RULES.requestMaxTickers) });
  }
  const session = {
    credentials: { username: answer.user.username, sessionId: answer.user.sessionId },
    modelKey: answer.modelKey ?? null, activationDate: answer.activationDate ?? null, rolloverDate: answer.rolloverDate ?? null,
  };
  return [
    { name: 'rs.session', value: JSON.stringify(session) },
    { name: 'rs.deviceId', value: deviceId },
    { name: 'rs.username', value: answer.user.username },
  ];
}

/**
 * Runs in the page before its scripts: notes performance.now() (ms since the navigation started),
 * after the next frame, once every row visible in the table's scroll area is rendered with its
 * data: a price in each, no Loading placeholder. It looks once per frame, in requestAnimationFrame,
 * where the frame's layout is due anyway (a MutationObserver would force extra layouts in the
 * middle of the app's work and slow down what it measures). Plain JavaScript in a string (see
 * shellTimingBench).
 */
const VISIBLE_ROWS_PROBE = `(() => {
  const ready = () => {
    const scroll = document.querySelector('[data-testid=ticker-table] .rs-list__scroll');
    if (!scroll) return false;
    const box = scroll.getBoundingClientRect();
    const rows = [...scroll.querySelectorAll('tbody tr')].filter((r) => {
      const b = r.getBoundingClientRect();
      return b.bottom > box.top + 1 && b.top < box.bottom - 1;
    });
    if (rows.length < 10) return false;
    return rows.every((r) => !r.querySelector('.tt-state') && /\\d/.test(r.querySelector('[data-key=latestPrice]')?.textContent ?? ''));
  };
  const look = () => {
    if (!ready()) return requestAnimationFrame(look);
    // The frame that shows them is painted once this callback's frame ends.
    setTimeout(() => { window.__rsRowsMs = performance.now(); }, 0);
  };
  requestAnimationFrame(look);
})();`;

/** One cold load of /dashboard/portfolio until the visible rows show their data. */
async function timeVisibleRows(browser: Browser, base: string, localStorage: { name: string; value: string }[]): Promise<{ ms: number; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'en-US', storageState: { cookies: [], origins: [{ origin: base, localStorage }] } });
  const page = await context.newPage();
  await page.addInitScript(VISIBLE_ROWS_PROBE);
  await page.goto(`${base}/dashboard/portfolio`, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { __rsRowsMs?: number }).__rsRowsMs !== undefined, undefined, { timeout: 60_000 });
  const ms = await page.evaluate(() => (window as unknown as { __rsRowsMs: number }).__rsRowsMs);
  return { ms, page };
}

/** Clicks a header's sort button and times it until the new order is painted (the next frame). */
async function timeResort(page: Page, key: string): Promise<number> {
  return page.evaluate((columnKey) => new Promise<number>((resolve) => {
    const button = document.querySelector<HTMLButtonElement>(`[data-testid=ticker-table] th[data-key="${columnKey}"] .rs-list__sort`);
    const body = document.querySelector('[data-testid=ticker-table] tbody');
    if (!button || !body) throw new Error(`no sort button for ${columnKey}`);
    const start = performance.now();
    const observer = new MutationObserver(() => {
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(body, { subtree: true, childList: true, characterData: true, attributes: true });
    button.click();
  }), key);
}

/**
 * Scrolls the table from top to bottom 400 px a frame (dragging the scroll bar fast: about 12 new
 * rows in every frame) and answers the frame durations.
 * A string for page.evaluate: tsx would wrap named functions in a helper the page lacks.
 */
const SCROLL_FRAMES = `new Promise((resolve) => {
  const scroll = document.querySelector('[data-testid=ticker-table] .rs-list__scroll');
  scroll.scrollTop = 0;
  const frames = [];
  let last = performance.now();
  const step = (now) => {
    frames.push(now - last);
    last = now;
    if (scroll.scrollTop + scroll.clientHeight >= scroll.scrollHeight - 1) return resolve(frames.slice(1));
    scroll.scrollTop += 400;
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})`;

async function scrollFrames(page: Page): Promise<number[]> {
  return page.evaluate(SCROLL_FRAMES) as Promise<number[]>;
}

/** Notes the time between frames from now until the page is told to stop (a string, as above). */
const FRAME_LOG = `(() => {
  window.__rsFrames = [];
  window.__rsStop = false;
  let last = performance.now();
  const tick = (now) => {
    window.__rsFrames.push(now - last);
    last = now;
    if (!window.__rsStop) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

/**
 * Scrolls the table from top to bottom with the mouse wheel, through the browser's real input
 * path: notches of 100 px sent as fast as the page takes them (a wheel spun freely), and answers
 * the frame durations meanwhile.
 */
async function wheelFrames(page: Page): Promise<number[]> {
  const scroll = page.locator('[data-testid=ticker-table] .rs-list__scroll');
  await scroll.evaluate((el) => { el.scrollTop = 0; });
  const box = await scroll.boundingBox();
  if (!box) throw new Error('the table is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate(FRAME_LOG);
  const atBottom = () => scroll.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1);
  while (!(await atBottom())) {
    for (let i = 0; i < 20; i++) await page.mouse.wheel(0, 100);
  }
  return page.evaluate('window.__rsStop = true, window.__rsFrames.slice(1)') as Promise<number[]>;
}

/**
 * The portfolio of 2,000 tickers in Chromium against the real server (production client, fresh
 * embedded database, the bench user on the Professional plan with every ticker activated): time
 * from navigation to all visible rows rendered with data, re-sort, and the worst frame while
 * scrolling through all rows once every row has loaded.
 */
export async function portfolioBench(options: { runs?: number } = {}): Promise<PortfolioBenchRow[]> {
  const runs = options.runs ?? Number(process.env.BENCH_PORTFOLIO_RUNS ?? 5);
  const root = process.cwd();
  const clientDir = path.resolve(process.env.CLIENT_DIR ?? 'dist/client');
  if (clientBuildIsStale(root, clientDir)) await build({ root, logLevel: 'warn', build: { outDir: clientDir } });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rs-bench-portfolio-'));
  await prepareDatabase(dataDir);
  const { base, child } = await startServer(clientDir, dataDir, await freePort());
  let browser: Browser | null = null;
  try {
    const localStorage = await preparePortfolio(base);
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    });
    const visible: number[] = [];
    const resorts: number[] = [];
    const frames: number[] = [];
    const wheel: number[] = [];
    // One unmeasured load warms the server's caches up first.
    for (let i = 0; i <= runs; i++) {
      const { ms, page } = await timeVisibleRows(browser, base, localStorage);
      if (i > 0) visible.push(ms);
      if (i === runs) {
        // Every row loaded (the chunks run one after the other), then sort and scroll.
        await page.waitForFunction(() => !document.querySelector('[data-testid=ticker-table] .rs-list__busy'), undefined, { timeout: 120_000 });
        await page.waitForLoadState('networkidle');
        for (const key of ['latestPrice', 'latestPrice', 'h64', 'h64', 'ticker', 'daily_percentChange']) resorts.push(await timeResort(page, key));
        frames.push(...(await scrollFrames(page)), ...(await scrollFrames(page)));
        wheel.push(...(await wheelFrames(page)));
      }
      await page.context().close();
    }
    return [
      { measure: `portfolio of ${PORTFOLIO_SIZE}: navigation → visible rows with data`, runs: visible.length, 'median ms': median(visible).toFixed(0), 'worst ms': Math.max(...visible).toFixed(0), 'target ms': PORTFOLIO_TARGETS_MS.visibleRows },
      { measure: `portfolio of ${PORTFOLIO_SIZE}: re-sort`, runs: resorts.length, 'median ms': median(resorts).toFixed(1), 'worst ms': Math.max(...resorts).toFixed(1), 'target ms': PORTFOLIO_TARGETS_MS.resort },
      { measure: `portfolio of ${PORTFOLIO_SIZE}: frame while scrolling 400 px a frame`, runs: frames.length, 'median ms': median(frames).toFixed(1), 'worst ms': Math.max(...frames).toFixed(1), 'target ms': PORTFOLIO_TARGETS_MS.scrollFrame },
      { measure: `portfolio of ${PORTFOLIO_SIZE}: frame while wheel-scrolling`, runs: wheel.length, 'median ms': median(wheel).toFixed(1), 'worst ms': Math.max(...wheel).toFixed(1), 'target ms': PORTFOLIO_TARGETS_MS.scrollFrame },
    ];
  } finally {
    await browser?.close();
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npx tsx scripts/bench/portfolioBench.ts` runs this bench alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'portfolioBench.ts')) {
  console.table(await portfolioBench());
}
