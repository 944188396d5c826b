/**
 * The ticker admin's calls (issue 28 scope 7; document 4 sections 2.7 and 7.8):
 * - 'Add new Tickers': POST /tickerAdmin/upload (an EOD CSV as multipart, imported by the import's
 *   own code, `importEodText`: a bad file answers 400 with its line and reason and changes nothing),
 *   POST /tickerAdmin/route (serve a ticker from its imported data or from the simulated market),
 *   GET /tickerAdmin/sources (the data sources and the tickers with imported data);
 * - /brokenTicker: members report a ticker with bad data (POST, rate-limited per member), admins
 *   list the reports (GET) and resolve them (POST /brokenTicker/resolve);
 * - 'Asset Actions': the queue of suspected splits (GET /assetActions/splits), confirmed (the
 *   stored history is adjusted) or dismissed (POST /assetActions/splits/confirm and /dismiss).
 * Admin calls check the ADMIN module on the server; every change is audited with before and after.
 * A change to the data asks for a snapshot at once (after the one running, if any): the market
 * service reloads the imported data before computing it (server/market/startMarket.ts).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import * as s from '../http/schemas';
import { requireAuth } from '../auth/sessionAuth';
import { ApiError, badRequest, notFound } from '../http/apiError';
import { brokenTickerReports, dailyCandles, instruments, suspectedSplits, users } from '../db/schema';
import { audit } from '../audit';
import { importEodText } from '../market/import/eodImporter';
import { formatIssue } from '../market/import/eodCsv';
import { IMPORTED_DATA_LABEL, type LayeredMarketSource } from '../market/import/importedMarketSource';
import { DEMO_DATA_LABEL } from '../market/simulation/demoLabel';
import type { MarketService } from '../market/marketService';
import type { MarketDataSource } from '../market/source/marketDataSource';
import { cleanFileName } from '../support/attachmentUpload';
import { requireMarket } from '../assets/marketAccess';
import { applySplit, followSnapshots, importedTickers, listSplits, splitView } from './splitReview';
import { TICKER_ADMIN_RULES as RULES } from '../../product/tickerAdminRules';
import type {
  AdminActionAnswer, BrokenTickerAnswer, BrokenTickerBody, BrokenTickerListAnswer, BrokenTickerReport, BrokenTickerResolveBody, SplitDecisionBody, SuspectedSplit,
  SuspectedSplitsAnswer, TickerDataSource, TickerRouteBody, TickerRouteEntry, TickerSourcesAnswer, TickerUploadAnswer, UploadIssue,
} from '../../contracts';

const admin = { permission: 'ADMIN' };
const uuid = { type: 'string', format: 'uuid' } as const;
const tickerField = { type: 'string', minLength: 1, maxLength: 40, pattern: '\\S' } as const;
const note = { type: 'string', maxLength: RULES.reportCommentMaxLength } as const;
const statusQuery = (values: readonly string[]) => ({ querystring: s.object({ status: { type: 'string', enum: [...values, 'all'] } }) });

/** The simulated market under the served source (itself, or the base of the layered one). */
function demoSourceOf(source: MarketDataSource): MarketDataSource {
  const layered = source as Partial<LayeredMarketSource>;
  return layered.base && typeof layered.isImported === 'function' ? layered.base : source;
}

/** What the stored state of some tickers is, for the audit line's "before" and "after". */
async function storedState(db: FastifyInstance['deps']['db'], tickers: readonly string[]): Promise<Record<string, { source: string; firstDate: string | null; lastDate: string | null; rows: number } | null>> {
  if (tickers.length === 0) return {};
  const [rows, counts] = await Promise.all([
    db.select().from(instruments).where(inArray(instruments.ticker, [...tickers])),
    db.select({ ticker: dailyCandles.ticker, n: count() }).from(dailyCandles).where(inArray(dailyCandles.ticker, [...tickers])).groupBy(dailyCandles.ticker),
  ]);
  const n = new Map(counts.map((c) => [c.ticker, c.n]));
  return Object.fromEntries(tickers.map((t) => {
    const r = rows.find((x) => x.ticker === t);
    return [t, r ? { source: r.source, firstDate: r.firstDate, lastDate: r.lastDate, rows: n.get(t) ?? 0 } : null];
  }));
}

export async function tickerAdminRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const { db } = deps;
  await app.register(multipart, { limits: { fileSize: RULES.uploadMaxBytes, files: 1, parts: 1, fields: 0, fieldNameSize: 100, headerPairs: 50 }, throwFileSizeLimit: true });

  const market: MarketService | undefined = deps.market;
  if (market) {
    const off = followSnapshots(db, market, deps.now, (err) => app.log.error({ err }, 'queueing the suspected splits failed'));
    app.addHook('onClose', async () => { off(); });
  }

  /** A snapshot of the data as it is now: after the one running (computed from the data before the change), if any. */
  let pending: Promise<unknown> | null = null;
  const snapshotAfterChange = (): boolean => {
    if (!market) return false;
    const running = market.status().running ? market.refresh().catch(() => undefined) : Promise.resolve();
    pending ??= running.then(() => { pending = null; return market.refresh(); })
      .catch((err: unknown) => app.log.error({ err }, 'the snapshot after a ticker change failed'));
    return true;
  };

  // ---- 'Add new Tickers' ----

  app.get('/tickerAdmin/sources', { config: admin }, async (): Promise<TickerSourcesAnswer> => {
    const snapshot = market?.snapshot() ?? null;
    const rows = await db.select().from(instruments).orderBy(instruments.ticker);
    const counts = new Map((await db.select({ ticker: dailyCandles.ticker, n: count() }).from(dailyCandles).groupBy(dailyCandles.ticker)).map((c) => [c.ticker, c.n]));
    const demo = market ? demoSourceOf(market.source) : null;
    const served = (ticker: string): boolean => (snapshot ? snapshot.rows.indexOf(ticker) >= 0 : false);
    const tickers: TickerRouteEntry[] = rows.filter((r) => (counts.get(r.ticker) ?? 0) > 0).map((r) => ({
      ticker: r.ticker, name: r.name, source: r.source === 'import' ? 'import' : 'simulated', firstDate: r.firstDate, lastDate: r.lastDate,
      rows: counts.get(r.ticker) ?? 0, importedAt: r.importedAt.toISOString(), inDemoData: demo?.getInstrument(r.ticker) !== undefined, served: served(r.ticker),
    }));
    const importServed = tickers.filter((t) => t.source === 'import' && t.served).length;
    return {
      sources: [
        { id: 'import', label: IMPORTED_DATA_LABEL, instruments: importServed },
        { id: 'simulated', label: DEMO_DATA_LABEL, instruments: Math.max(0, (snapshot?.rows.size ?? 0) - importServed) },
      ],
      tickers,
      cacheStatus: market?.status().cacheStatus ?? 'UPDATING',
      snapshotVersion: snapshot?.version ?? null,
    };
  });

  app.post('/tickerAdmin/upload', { config: admin }, async (req): Promise<TickerUploadAnswer> => {
    const actor = requireAuth(req).user;
    const { name, text } = await readCsvUpload(req);
    let before: Awaited<ReturnType<typeof storedState>> = {};
    const report = await importEodText(db, text, name, { now: deps.now(), beforeWrite: async (tickers) => { before = await storedState(db, tickers); } });
    if (!report.imported) {
      const issues: UploadIssue[] = report.errors.slice(0, 20).map((e) => ({ line: e.line, message: e.message }));
      throw new ApiError(400, report.errors[0] ? formatIssue(report.errors[0]) : `${name}: nothing to import`, 'IMPORT_REFUSED', { issues, errorCount: report.errors.length });
    }
    const tickers = report.tickers.map((x) => x.ticker);
    const after = await storedState(db, tickers);
    await audit(db, {
      actorId: actor.id, action: 'admin.tickerUpload', targetType: 'instrument', targetId: tickers.join(',').slice(0, 200), ip: req.ip,
      details: { file: name, rows: report.rowsImported, nullRows: report.nullRows, before, after },
    });
    snapshotAfterChange();
    return {
      msg: `Successful: ${report.rowsImported} row(s) of ${tickers.join(', ')} imported from ${name}; served after the next snapshot, which starts now.`,
      file: name, tickers: report.tickers.map((x) => ({ ...x, replaced: before[x.ticker] != null })),
      nullRows: report.nullRows, ignoredColumns: report.ignoredColumns,
    };
  });

  app.post<{ Body: TickerRouteBody }>('/tickerAdmin/route', {
    config: admin, schema: { body: s.object({ ticker: tickerField, source: { type: 'string', enum: ['import', 'simulated'] } }, ['ticker', 'source']) },
  }, async (req): Promise<AdminActionAnswer> => {
    const actor = requireAuth(req).user;
    const ticker = req.body.ticker.trim().toUpperCase();
    const target: TickerDataSource = req.body.source;
    const state = (await storedState(db, [ticker]))[ticker] ?? null;
    const current: TickerDataSource = state?.source === 'import' ? 'import' : 'simulated';
    if (target === 'import' && (!state || state.rows === 0)) throw badRequest(`${ticker} has no imported data. Upload an end-of-day CSV file for it first.`, 'NO_IMPORTED_DATA');
    const demo = market ? demoSourceOf(market.source) : null;
    if (target === 'simulated' && !demo?.getInstrument(ticker)) throw badRequest(`${ticker} is not in the demo data; it can only be served from its imported data.`, 'NOT_IN_DEMO_DATA');
    if (current === target) return { msg: `${ticker} is already served from ${target === 'import' ? IMPORTED_DATA_LABEL : DEMO_DATA_LABEL}.` };
    if (!state) throw badRequest(`${ticker} has no imported data.`, 'NO_IMPORTED_DATA');
    await db.update(instruments).set({ source: target }).where(eq(instruments.ticker, ticker));
    await audit(db, {
      actorId: actor.id, action: 'admin.tickerRoute', targetType: 'instrument', targetId: ticker, ip: req.ip,
      details: { before: { source: current }, after: { source: target } },
    });
    snapshotAfterChange();
    return { msg: `Successful: ${ticker} is served from ${target === 'import' ? IMPORTED_DATA_LABEL : DEMO_DATA_LABEL} after the next snapshot, which starts now.` };
  });

  // ---- /brokenTicker ----

  app.post<{ Body: BrokenTickerBody }>('/brokenTicker', {
    config: { auth: true }, schema: { body: s.object({ ticker: tickerField, comment: note }, ['ticker']) },
  }, async (req): Promise<BrokenTickerAnswer> => {
    const user = requireAuth(req).user;
    const { snapshot } = requireMarket(app);
    const raw = req.body.ticker.trim();
    const index = snapshot.rows.indexOf(raw) >= 0 ? snapshot.rows.indexOf(raw) : snapshot.rows.indexOf(raw.toUpperCase());
    if (index < 0) throw badRequest(`Unknown ticker "${raw}".`, 'UNKNOWN_TICKER');
    const ticker = snapshot.rows.value(index, 'ticker') as string;
    const comment = req.body.comment?.trim() || null;
    const now = deps.now();
    const open = await db.select({ id: brokenTickerReports.id }).from(brokenTickerReports)
      .where(and(eq(brokenTickerReports.userId, user.id), eq(brokenTickerReports.ticker, ticker), eq(brokenTickerReports.status, 'open'))).limit(1);
    if (open.length > 0) return { msg: `You have already reported ${ticker}. We are looking into it.`, status: 'alreadyReported' };
    const since = new Date(now.getTime() - RULES.reportWindowMinutes * 60_000);
    const [recent] = await db.select({ n: count() }).from(brokenTickerReports).where(and(eq(brokenTickerReports.userId, user.id), gte(brokenTickerReports.createdAt, since)));
    if ((recent?.n ?? 0) >= RULES.reportsPerWindow) {
      throw new ApiError(429, 'You have sent too many reports. Please try again later.', 'TOO_MANY_REPORTS', { retryAfterMinutes: RULES.reportWindowMinutes });
    }
    const [row] = await db.insert(brokenTickerReports).values({ ticker, userId: user.id, comment, createdAt: now }).returning({ id: brokenTickerReports.id });
    await audit(db, {
      actorId: user.id, action: 'brokenTicker.report', targetType: 'instrument', targetId: ticker, ip: req.ip,
      details: { reportId: row?.id, before: null, after: { status: 'open', comment } },
    });
    return { msg: `Thank you. Your report about ${ticker} was sent to our data team.`, status: 'sent' };
  });

  app.get<{ Querystring: { status?: string } }>('/brokenTicker', { config: admin, schema: statusQuery(['open', 'resolved']) }, async (req): Promise<BrokenTickerListAnswer> => {
    const status = req.query.status ?? 'open';
    const reporter = db.select({ report: brokenTickerReports, username: users.username }).from(brokenTickerReports).innerJoin(users, eq(users.id, brokenTickerReports.userId));
    const rows = await (status === 'all' ? reporter : reporter.where(eq(brokenTickerReports.status, status)))
      .orderBy(desc(brokenTickerReports.createdAt)).limit(RULES.listLimit);
    const names = await usernames(rows.map((r) => r.report.resolvedBy));
    return { reports: rows.map(({ report: r, username }): BrokenTickerReport => ({
      id: r.id, ticker: r.ticker, username, comment: r.comment, status: r.status === 'resolved' ? 'resolved' : 'open', createdAt: r.createdAt.toISOString(),
      resolvedBy: r.resolvedBy ? names.get(r.resolvedBy) ?? null : null, resolvedAt: r.resolvedAt?.toISOString() ?? null, resolution: r.resolution,
    })) };
  });

  app.post<{ Body: BrokenTickerResolveBody }>('/brokenTicker/resolve', {
    config: admin, schema: { body: s.object({ id: uuid, resolution: note }, ['id']) },
  }, async (req): Promise<AdminActionAnswer> => {
    const actor = requireAuth(req).user;
    const [row] = await db.select().from(brokenTickerReports).where(eq(brokenTickerReports.id, req.body.id));
    if (!row) throw notFound('No such report.');
    if (row.status !== 'open') throw badRequest(`The report about ${row.ticker} is already resolved.`, 'ALREADY_RESOLVED');
    const resolution = req.body.resolution?.trim() || null;
    await db.update(brokenTickerReports).set({ status: 'resolved', resolvedBy: actor.id, resolvedAt: deps.now(), resolution }).where(eq(brokenTickerReports.id, row.id));
    await audit(db, {
      actorId: actor.id, action: 'admin.brokenTickerResolve', targetType: 'instrument', targetId: row.ticker, ip: req.ip,
      details: { reportId: row.id, before: { status: 'open' }, after: { status: 'resolved', resolution } },
    });
    return { msg: `Successful: the report about ${row.ticker} is resolved.` };
  });

  // ---- 'Asset Actions' ----

  async function usernames(ids: (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((x): x is string => x !== null))];
    if (!wanted.length) return new Map();
    return new Map((await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, wanted))).map((u) => [u.id, u.username]));
  }

  app.get<{ Querystring: { status?: SuspectedSplit['status'] | 'all' } }>('/assetActions/splits', {
    config: admin, schema: statusQuery(['pending', 'confirmed', 'dismissed']),
  }, async (req): Promise<SuspectedSplitsAnswer> => {
    const rows = await listSplits(db, req.query.status ?? 'pending', RULES.listLimit);
    const [imported, names] = await Promise.all([importedTickers(db), usernames(rows.map((r) => r.resolvedBy))]);
    return { splits: rows.map((r) => splitView(r, imported, names)) };
  });

  const pendingSplit = async (id: string) => {
    const [row] = await db.select().from(suspectedSplits).where(eq(suspectedSplits.id, id));
    if (!row) throw notFound('No such suspected split.');
    if (row.status !== 'pending') throw badRequest(`The split of ${row.ticker} on ${row.date} was already ${row.status}.`, 'ALREADY_DECIDED');
    return row;
  };

  app.post<{ Body: SplitDecisionBody }>('/assetActions/splits/confirm', { config: admin, schema: { body: s.object({ id: uuid }, ['id']) } }, async (req): Promise<AdminActionAnswer> => {
    const actor = requireAuth(req).user;
    const row = await pendingSplit(req.body.id);
    if (!(await importedTickers(db)).has(row.ticker)) {
      throw badRequest(`The history of ${row.ticker} is not stored here (it comes from the demo data), so it cannot be adjusted. Dismiss it instead.`, 'NOT_ADJUSTABLE');
    }
    const done = await applySplit(db, row, actor.id, deps.now());
    await audit(db, {
      actorId: actor.id, action: 'admin.splitConfirm', targetType: 'instrument', targetId: row.ticker, ip: req.ip,
      details: {
        splitId: row.id, date: row.date, ratio: row.ratio, factor: row.factor, barsAdjusted: done.bars,
        before: { status: 'pending', lastCloseBeforeSplit: done.closeBefore }, after: { status: 'confirmed', lastCloseBeforeSplit: done.closeAfter },
      },
    });
    snapshotAfterChange();
    return { msg: `Successful: ${done.bars} bar(s) of ${row.ticker} before ${row.date} adjusted for the ${row.ratio} split; served again after the next snapshot, which starts now.` };
  });

  app.post<{ Body: SplitDecisionBody }>('/assetActions/splits/dismiss', { config: admin, schema: { body: s.object({ id: uuid }, ['id']) } }, async (req): Promise<AdminActionAnswer> => {
    const actor = requireAuth(req).user;
    const row = await pendingSplit(req.body.id);
    await db.update(suspectedSplits).set({ status: 'dismissed', resolvedBy: actor.id, resolvedAt: deps.now() }).where(eq(suspectedSplits.id, row.id));
    await audit(db, {
      actorId: actor.id, action: 'admin.splitDismiss', targetType: 'instrument', targetId: row.ticker, ip: req.ip,
      details: { splitId: row.id, date: row.date, ratio: row.ratio, before: { status: 'pending' }, after: { status: 'dismissed' } },
    });
    return { msg: `Successful: the suspected ${row.ratio} split of ${row.ticker} on ${row.date} is dismissed.` };
  });
}

/** The one CSV file of an upload (multipart, a single file part), as text. */
async function readCsvUpload(req: FastifyRequest): Promise<{ name: string; text: string }> {
  if (!req.isMultipart()) throw badRequest('Please send the file as multipart/form-data (one part "file").', 'NOT_MULTIPART');
  let found: { name: string; text: string } | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file' || found) throw badRequest('Please send exactly one CSV file.', 'ONE_FILE');
      const name = cleanFileName(part.filename ?? '');
      if (!/\.csv$/i.test(name) || name.length > 100) throw badRequest('Please choose an end-of-day CSV file (TICKER.csv).', 'NOT_CSV');
      const data = await part.toBuffer();
      found = { name, text: data.toString('utf8') };
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, `The file is larger than ${RULES.uploadMaxBytes / 1024 / 1024} MB.`, 'FILE_TOO_LARGE');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('Please send exactly one CSV file.', 'ONE_FILE');
    throw badRequest('The upload could not be read.', 'BAD_UPLOAD');
  }
  if (!found) throw badRequest('Please choose an end-of-day CSV file (TICKER.csv).', 'NO_FILE');
  return found;
}
