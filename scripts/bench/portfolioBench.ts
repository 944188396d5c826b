import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { chromium, type Browser, type Page } from '@playwright/test';
import { openDatabase } from '../../server/db/database';
import { users } from '../../server/db/schema';
import { seedDemo } from '../../server/seed/seedDemo';
import { PLANS } from '../../product/plans';
import { TICKER_RULES } from '../../product/tickerAccess';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromiumLaunch';
import { median, productionClient, signIn, startBenchServer, stopBenchServer, type BenchServer } from './benchServer';

export interface PortfolioBenchRow {
  measure: string;
  runs: number;
  'median ms': string;
  'worst ms': string;
  'target ms': number;
  /** How many of the runs (frames) took longer than the target. */
  'over target': number;
}

/**
 * Targets of issue 6: the portfolio of 2,000 tickers on screen with data, a re-sort, a scrolled
 * frame. Ours (docs/decisions.md): rows scrolled in light have their content within 100 ms of the
 * scrolling's end.
 */
export const PORTFOLIO_TARGETS_MS = { visibleRows: 1000, resort: 50, scrollFrame: 32, lightRowsFilled: 100 } as const;

const BENCH_USER = 'demoelite';
const PORTFOLIO_SIZE = TICKER_RULES.portfolioMax;

const over = (values: number[], target: number): number => values.filter((v) => v > target).length;

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
  const { authorization, localStorage } = await signIn(base, BENCH_USER);
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
  return localStorage;
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
    const rows = [...scroll.querySelectorAll('.rs-list__body .rs-list__row')].filter((r) => {
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
    const button = document.querySelector<HTMLButtonElement>(`[data-testid=ticker-table] [role=columnheader][data-key="${columnKey}"] .rs-list__sort`);
    const body = document.querySelector('[data-testid=ticker-table] .rs-list__body');
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
 * rows in every frame) and answers the frame durations; then, once the scrolling stops, the time
 * until the rows scrolled in light have their content (engine/list/lightRows.ts) and the frames
 * meanwhile.
 * A string for page.evaluate: tsx would wrap named functions in a helper the page lacks.
 */
const SCROLL_FRAMES = `new Promise((resolve) => {
  const table = document.querySelector('[data-testid=ticker-table]');
  const scroll = table.querySelector('.rs-list__scroll');
  scroll.scrollTop = 0;
  const frames = [];
  const fillFrames = [];
  let last = performance.now();
  let stopped = 0;
  const fill = (now) => {
    fillFrames.push(now - last);
    last = now;
    if (!table.querySelector('[data-light]') || now - stopped > 5000) return resolve({ frames: frames.slice(1), fillMs: now - stopped, fillFrames });
    requestAnimationFrame(fill);
  };
  const step = (now) => {
    frames.push(now - last);
    last = now;
    if (scroll.scrollTop + scroll.clientHeight >= scroll.scrollHeight - 1) {
      stopped = now;
      return requestAnimationFrame(fill);
    }
    scroll.scrollTop += 400;
    requestAnimationFrame(step);
  };
  // The jump back to the top renders every row anew, which is not scrolling: two frames to settle.
  requestAnimationFrame(() => requestAnimationFrame(step));
})`;

interface ScrollRun {
  frames: number[];
  /** From the last scroll step to the frame that shows every row with its content. */
  fillMs: number;
  fillFrames: number[];
}

async function scrollFrames(page: Page): Promise<ScrollRun> {
  return page.evaluate(SCROLL_FRAMES) as Promise<ScrollRun>;
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
  const clientDir = await productionClient();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rs-bench-portfolio-'));
  await prepareDatabase(dataDir);
  // Ready once the first market snapshot is published.
  const server: BenchServer = await startBenchServer({ clientDir, dataDir, seedDemo: false, readyWhen: 'marketSnapshot', timeoutMs: 300_000 });
  const { base } = server;
  let browser: Browser | null = null;
  try {
    const localStorage = await preparePortfolio(base);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    const visible: number[] = [];
    const resorts: number[] = [];
    const frames: number[] = [];
    const fills: number[] = [];
    const fillFrames: number[] = [];
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
        for (let pass = 0; pass < 2; pass++) {
          const scrolled = await scrollFrames(page);
          frames.push(...scrolled.frames);
          fills.push(scrolled.fillMs);
          fillFrames.push(...scrolled.fillFrames);
        }
        wheel.push(...(await wheelFrames(page)));
      }
      await page.context().close();
    }
    return [
      { measure: `portfolio of ${PORTFOLIO_SIZE}: navigation → visible rows with data`, runs: visible.length, 'median ms': median(visible).toFixed(0), 'worst ms': Math.max(...visible).toFixed(0), 'target ms': PORTFOLIO_TARGETS_MS.visibleRows, 'over target': over(visible, PORTFOLIO_TARGETS_MS.visibleRows) },
      { measure: `portfolio of ${PORTFOLIO_SIZE}: re-sort`, runs: resorts.length, 'median ms': median(resorts).toFixed(1), 'worst ms': Math.max(...resorts).toFixed(1), 'target ms': PORTFOLIO_TARGETS_MS.resort, 'over target': over(resorts, PORTFOLIO_TARGETS_MS.resort) },
      { measure: `portfolio of ${PORTFOLIO_SIZE}: frame while scrolling 400 px a frame`, runs: frames.length, 'median ms': median(frames).toFixed(1), 'worst ms': Math.max(...frames).toFixed(1), 'target ms': PORTFOLIO_TARGETS_MS.scrollFrame, 'over target': over(frames, PORTFOLIO_TARGETS_MS.scrollFrame) },
      { measure: `portfolio of ${PORTFOLIO_SIZE}: fast scroll stopped → rows filled`, runs: fills.length, 'median ms': median(fills).toFixed(1), 'worst ms': Math.max(...fills).toFixed(1), 'target ms': PORTFOLIO_TARGETS_MS.lightRowsFilled, 'over target': over(fills, PORTFOLIO_TARGETS_MS.lightRowsFilled) },
      { measure: `portfolio of ${PORTFOLIO_SIZE}: frame while filling them`, runs: fillFrames.length, 'median ms': median(fillFrames).toFixed(1), 'worst ms': Math.max(...fillFrames).toFixed(1), 'target ms': PORTFOLIO_TARGETS_MS.scrollFrame, 'over target': over(fillFrames, PORTFOLIO_TARGETS_MS.scrollFrame) },
      { measure: `portfolio of ${PORTFOLIO_SIZE}: frame while wheel-scrolling`, runs: wheel.length, 'median ms': median(wheel).toFixed(1), 'worst ms': Math.max(...wheel).toFixed(1), 'target ms': PORTFOLIO_TARGETS_MS.scrollFrame, 'over target': over(wheel, PORTFOLIO_TARGETS_MS.scrollFrame) },
    ];
  } finally {
    await browser?.close();
    await stopBenchServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npx tsx scripts/bench/portfolioBench.ts` runs this bench alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'portfolioBench.ts')) {
  console.table(await portfolioBench());
}
