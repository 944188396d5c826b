/**
 * The search admin screen's calls (issue 28 scope 4), admins only, paged:
 * - GET /admin/search/users?q&page&pageSize: users by any identifying field (id, username, e-mail,
 *   first and last name, referral code, the id of a subscription: ours or the provider's), in SQL;
 * - GET /admin/search/instruments?q&page&pageSize: instruments by ticker, ISIN or name with the
 *   data source that serves them: the served universe (in memory: the simulated market with the
 *   imported data over it) and, in SQL, the imported instruments (those imported after the
 *   server started are listed as not served yet).
 * Searches change nothing and are not audited (the audit log holds actions).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import * as s from '../http/schemas';
import { badRequest } from '../http/apiError';
import { queryRows } from '../db/database';
import { IMPORTED_DATA_LABEL, isImportedInstrument, type LayeredMarketSource } from '../market/import/importedMarketSource';
import type { MarketDataSource } from '../market/source/marketDataSource';
import { ADMIN_SYSTEM_RULES as RULES } from '../../product/adminSystemRules';
import type { AdminInstrumentHit, AdminSearchAnswer, AdminUserHit, UserMatchField } from '../../contracts';

interface SearchQuery { q: string; page?: string; pageSize?: string }

const positive = { type: 'string', pattern: '^[1-9][0-9]{0,5}$' } as const;
const searchSchema = {
  querystring: s.object({ q: { type: 'string', minLength: 1, maxLength: RULES.searchMaxLength }, page: positive, pageSize: positive }, ['q']),
};
const admin = { permission: 'ADMIN' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The trimmed search text and the page, or 400 (nothing left to search for, too many rows per page). */
function searchOf(query: SearchQuery): { text: string; page: number; pageSize: number } {
  const text = query.q.trim();
  if (!text) throw badRequest('Please enter something to search for.', 'SEARCH_EMPTY');
  const pageSize = Number(query.pageSize ?? RULES.searchPageSize);
  if (pageSize > RULES.searchMaxPageSize) throw badRequest(`At most ${RULES.searchMaxPageSize} rows per page.`, 'SEARCH_PAGE_SIZE');
  return { text, page: Number(query.page ?? 1), pageSize };
}

/** `%text%` for LIKE, with the text's own % _ and \ taken literally. */
const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const isLayered = (source: MarketDataSource): source is LayeredMarketSource => typeof (source as Partial<LayeredMarketSource>).labelFor === 'function';

const arrayOf = (value: unknown): string[] => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.map(String) : [];
};

interface UserHitRow {
  id: string; username: string; email: string; firstname: string; lastname: string; plan: string; roles: unknown; created_at: string | Date;
  m_id: boolean; m_username: boolean; m_email: boolean; m_name: boolean; m_referral: boolean; subscription_ids: unknown; total: string | number;
}

export async function searchAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Querystring: SearchQuery }>('/admin/search/users', { config: admin, schema: searchSchema }, async (req): Promise<AdminSearchAnswer<AdminUserHit>> => {
    const { text, page, pageSize } = searchOf(req.query);
    const lower = text.toLowerCase();
    const pattern = containsPattern(lower);
    const id = UUID.test(lower) ? lower : null;
    const rows = await queryRows<UserHitRow>(db, sql`
      WITH hits AS (
        SELECT u.id, u.username, u.email, u.firstname, u.lastname, u.plan, u.roles, u.created_at, u.username_lower,
          (u.id::text = ${id}) AS m_id,
          (u.username_lower LIKE ${pattern}) AS m_username,
          (lower(u.email) LIKE ${pattern}) AS m_email,
          (lower(u.firstname || ' ' || u.lastname) LIKE ${pattern}) AS m_name,
          (u.referral_code = ${text.toUpperCase()}) AS m_referral,
          (SELECT json_agg(b.id::text ORDER BY b.created_at) FROM billing_subscriptions b
            WHERE b.user_id = u.id AND (b.id::text = ${id} OR b.provider_subscription_id = ${text})) AS subscription_ids
        FROM users u
      )
      SELECT h.*, count(*) OVER () AS total FROM hits h
      WHERE h.m_id OR h.m_username OR h.m_email OR h.m_name OR h.m_referral OR h.subscription_ids IS NOT NULL
      ORDER BY (h.m_id OR h.subscription_ids IS NOT NULL OR h.username_lower = ${lower} OR lower(h.email) = ${lower}) DESC, h.username_lower
      LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
    const hits = rows.map((r): AdminUserHit => {
      const subscriptionIds = r.subscription_ids === null ? [] : arrayOf(r.subscription_ids);
      const matchedOn: UserMatchField[] = [];
      if (r.m_id) matchedOn.push('id');
      if (r.m_username) matchedOn.push('username');
      if (r.m_email) matchedOn.push('email');
      if (r.m_name) matchedOn.push('name');
      if (r.m_referral) matchedOn.push('referralCode');
      if (subscriptionIds.length) matchedOn.push('subscriptionId');
      return {
        id: r.id, username: r.username, email: r.email, name: `${r.firstname} ${r.lastname}`.trim(), plan: r.plan, roles: arrayOf(r.roles),
        createdAt: new Date(r.created_at).toISOString(), matchedOn, subscriptionIds,
      };
    });
    // Past the last page there are no rows to carry the total: count once more.
    const total = rows.length ? Number(rows[0]!.total) : page > 1 ? await countUsers() : 0;
    return { query: text, rows: hits, page, pageSize, total };

    async function countUsers(): Promise<number> {
      const [row] = await queryRows<{ n: string | number }>(db, sql`
        SELECT count(*) AS n FROM users u WHERE u.id::text = ${id} OR u.username_lower LIKE ${pattern} OR lower(u.email) LIKE ${pattern}
          OR lower(u.firstname || ' ' || u.lastname) LIKE ${pattern} OR u.referral_code = ${text.toUpperCase()}
          OR EXISTS (SELECT 1 FROM billing_subscriptions b WHERE b.user_id = u.id AND (b.id::text = ${id} OR b.provider_subscription_id = ${text}))`);
      return Number(row?.n ?? 0);
    }
  });

  app.get<{ Querystring: SearchQuery }>('/admin/search/instruments', { config: admin, schema: searchSchema }, async (req): Promise<AdminSearchAnswer<AdminInstrumentHit>> => {
    const { text, page, pageSize } = searchOf(req.query);
    const upper = text.toUpperCase();
    const lower = text.toLowerCase();
    const found = new Map<string, AdminInstrumentHit>();
    const source = app.deps.market?.source;
    if (source) {
      for (const i of source.listInstruments()) {
        const matchedOn: AdminInstrumentHit['matchedOn'] = [];
        if (i.ticker.includes(upper)) matchedOn.push('ticker');
        if (i.isin?.includes(upper)) matchedOn.push('isin');
        if (i.name.toLowerCase().includes(lower)) matchedOn.push('name');
        if (!matchedOn.length) continue;
        const imported = isImportedInstrument(i);
        found.set(i.ticker, {
          ticker: i.ticker, name: i.name, isin: i.isin, type: i.type, exchange: i.exchange, currency: i.currency,
          dataSource: isLayered(source) ? source.labelFor(i.ticker) : source.label, imported, served: true,
          firstDate: imported ? i.firstDate : null, lastDate: imported ? i.lastDate : null, matchedOn,
        });
      }
    }
    // Imported instruments in the database that the running source does not serve (imported after the start).
    const pattern = containsPattern(lower);
    const stored = await queryRows<{ ticker: string; name: string | null; isin: string | null; type: string | null; exchange: string | null; currency: string | null; first_date: string | null; last_date: string | null }>(db, sql`
      SELECT ticker, name, isin, type, exchange, currency, first_date::text AS first_date, last_date::text AS last_date FROM instruments
      WHERE upper(ticker) LIKE ${containsPattern(upper)} OR upper(coalesce(isin, '')) LIKE ${containsPattern(upper)} OR lower(coalesce(name, '')) LIKE ${pattern}
      ORDER BY ticker LIMIT ${RULES.searchMaxPageSize * 10}`);
    for (const r of stored) {
      if (found.has(r.ticker)) continue;
      const matchedOn: AdminInstrumentHit['matchedOn'] = [];
      if (r.ticker.toUpperCase().includes(upper)) matchedOn.push('ticker');
      if (r.isin?.toUpperCase().includes(upper)) matchedOn.push('isin');
      if (r.name?.toLowerCase().includes(lower)) matchedOn.push('name');
      found.set(r.ticker, {
        ticker: r.ticker, name: r.name ?? r.ticker, isin: r.isin, type: r.type ?? 'stock', exchange: r.exchange ?? '', currency: r.currency ?? '',
        dataSource: IMPORTED_DATA_LABEL, imported: true, served: false, firstDate: r.first_date, lastDate: r.last_date, matchedOn,
      });
    }
    // The exact ticker first, then tickers that start with the text, then the rest, each by ticker.
    const rank = (h: AdminInstrumentHit): number => (h.ticker === upper ? 0 : h.ticker.startsWith(upper) ? 1 : h.isin === upper ? 0 : 2);
    const all = [...found.values()].sort((a, b) => rank(a) - rank(b) || a.ticker.localeCompare(b.ticker));
    return { query: text, rows: all.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: all.length };
  });
}
