import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListQuery } from '../../../engine/list';
import type { ScannerFilterProblem, ScannerLastResults, ScannerResultRow } from '../../../contracts';
import { SCANNER_RULES, type ScannerFilterEntry } from '../../../product/scannerFilters';
import { isMarketLoading } from '../../marketStatus';
import type { ScannerApi } from '../data/scannerApi';
import { invalidAnswerOf } from '../logic/problems';
import { DEFAULT_SORT, FIRST_PAGE, RESULTS_PAGE_SIZE, resultsBody, type ResultsQuery } from '../logic/resultsQuery';

export type ResultRow = ScannerResultRow & Record<string, unknown>;

export interface ResultsState {
  /** loading: the last results are on their way; none: the user has never searched; ready: rows. */
  phase: 'loading' | 'none' | 'ready';
  /** A search is running (the skeleton shows). */
  searching: boolean;
  /** A page, a sort or a column filter is on its way (the table's busy bar). */
  paging: boolean;
  rows: ResultRow[];
  /** Rows of the result as the table's column filters leave it. */
  total: number;
  /** Matches of the search. */
  matches: number;
  /** The filters of the search the rows answer. */
  entries: ScannerFilterEntry[];
  searchedAt: string | null;
  query: ResultsQuery;
  /** Tokens the last search of this visit cost (0: the stored result of the same filters); null before one. */
  charged: number | null;
  /** The market data is being computed (a 503 answer). */
  marketLoading: boolean;
}

const INITIAL: ResultsState = {
  phase: 'loading', searching: false, paging: false, rows: [], total: 0, matches: 0, entries: [], searchedAt: null,
  query: FIRST_PAGE, charged: null, marketLoading: false,
};

export type SearchOutcome = { ok: true; tokenBalance: number } | { ok: false; problems: ScannerFilterProblem[] | null };

export interface ScannerResults {
  state: ResultsState;
  /** Runs a search (the caller has checked and confirmed it); the rows start at page 1, sorted by ticker. */
  search(entries: ScannerFilterEntry[]): Promise<SearchOutcome>;
  /** The table's sort or column filters changed: page 1 of the new order. */
  setQuery(filters: ListQuery['filters'], sort: ListQuery['sort']): void;
  setPage(page: number): void;
  /** Every row of the result in the table's order and filters (the export). */
  allRows(): Promise<ResultRow[]>;
}

const rowsOf = (answer: { scannerResults?: unknown }): ResultRow[] => (Array.isArray(answer.scannerResults) ? (answer.scannerResults as ResultRow[]) : []);

/**
 * The results of the screen (document 2 sections 2 and 8): the last search when the screen opens
 * (`onLastSearch` gets its filters for the panel), then each search, page, sort and column filter
 * through the server. A later call wins over an earlier one still on its way; a failed call only
 * ends the loading state.
 */
export function useScannerResults(api: ScannerApi, onLastSearch: (entries: ScannerFilterEntry[]) => void): ScannerResults {
  const [state, setState] = useState<ResultsState>(INITIAL);
  const seq = useRef(0);
  const current = useRef<AbortController | null>(null);
  const stateRef = useRef(state);
  const onLastRef = useRef(onLastSearch);
  useEffect(() => {
    stateRef.current = state;
    onLastRef.current = onLastSearch;
  });

  /** A new call: the one before it is dropped (aborted when it can be). */
  const begin = useCallback((): { id: number; signal: AbortSignal } => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    seq.current += 1;
    return { id: seq.current, signal: controller.signal };
  }, []);
  const latest = useCallback((id: number): boolean => id === seq.current, []);

  useEffect(() => {
    const { id, signal } = begin();
    api.lastResults(signal).then((answer: ScannerLastResults) => {
      if (!latest(id)) return;
      const entries = Array.isArray(answer.filterQuery) ? answer.filterQuery : [];
      const never = answer.searchedAt === null || answer.searchedAt === undefined;
      setState((s) => ({
        ...s, phase: never ? 'none' : 'ready', rows: rowsOf(answer), total: answer.total ?? 0, matches: answer.total ?? 0,
        entries, searchedAt: answer.searchedAt ?? null, query: FIRST_PAGE,
      }));
      if (!never && entries.length) onLastRef.current(entries);
    }, (err: unknown) => {
      if (!latest(id) || signal.aborted) return;
      setState((s) => ({ ...s, phase: 'none', marketLoading: isMarketLoading(err) }));
    });
    return () => {
      if (latest(id)) current.current?.abort();
    };
  }, [api, begin, latest]);

  const load = useCallback((query: ResultsQuery) => {
    const { id, signal } = begin();
    setState((s) => ({ ...s, query, paging: true }));
    api.results(resultsBody(query), signal).then((answer) => {
      if (!latest(id)) return;
      setState((s) => ({ ...s, paging: false, rows: rowsOf(answer), total: answer.total ?? 0 }));
    }, (err: unknown) => {
      if (!latest(id) || signal.aborted) return;
      setState((s) => ({ ...s, paging: false, marketLoading: isMarketLoading(err) }));
    });
  }, [api, begin, latest]);

  const search = useCallback(async (entries: ScannerFilterEntry[]): Promise<SearchOutcome> => {
    const { id } = begin();
    setState((s) => ({ ...s, searching: true, paging: false }));
    try {
      const answer = await api.search({ filterQuery: entries, sort: DEFAULT_SORT, page: 1, pageSize: RESULTS_PAGE_SIZE });
      if (latest(id)) {
        setState((s) => ({
          ...s, phase: 'ready', searching: false, rows: rowsOf(answer), total: answer.total ?? 0, matches: answer.total ?? 0, entries,
          searchedAt: answer.searchedAt ?? null, query: FIRST_PAGE, charged: answer.tokensCharged ?? null, marketLoading: false,
        }));
      }
      return { ok: true, tokenBalance: answer.tokenBalance };
    } catch (err) {
      if (latest(id)) setState((s) => ({ ...s, phase: s.phase === 'loading' ? 'none' : s.phase, searching: false, marketLoading: isMarketLoading(err) }));
      return { ok: false, problems: invalidAnswerOf(err) };
    }
  }, [api, begin, latest]);

  const setQuery = useCallback((filters: ListQuery['filters'], sort: ListQuery['sort']) => load({ filters, sort, page: 1 }), [load]);
  const setPage = useCallback((page: number) => load({ ...stateRef.current.query, page }), [load]);

  const allRows = useCallback(async (): Promise<ResultRow[]> => {
    const { query, total } = stateRef.current;
    const pageSize = SCANNER_RULES.maxPageSize;
    const rows: ResultRow[] = [];
    for (let page = 1; page === 1 || rows.length < total; page += 1) {
      const answer = await api.results(resultsBody({ ...query, page }, pageSize));
      const chunk = rowsOf(answer);
      rows.push(...chunk);
      if (chunk.length < pageSize) break;
    }
    return rows;
  }, [api]);

  return { state, search, setQuery, setPage, allRows };
}
