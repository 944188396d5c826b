import { useCallback, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { ApiCallError, testDataProvider, type DataProvider } from '../../../engine/data';
import { PLANS, type PlanTier } from '../../../product/plans';
import { SignedInFrame } from '../../summary';
import { PREMIUM_NEEDED } from '../../../product/homeRules';
import {
  eventFixture, faqFixture, gammaFixture, mainMarketsFixture, mostWatchedFixture, signalFixture, stripFixture, topMineFixture,
} from './homeFixtures';

/** Which call of the home answers how: `fail` lists path prefixes that fail (500), `pending` ones that never answer. */
export interface HomeStoryOptions {
  plan?: PlanTier;
  language?: 'en' | 'de';
  fail?: readonly string[];
  pending?: readonly string[];
  /** Gamma levels all missing. */
  noGamma?: boolean;
  /** No economic events on either day. */
  noEvents?: boolean;
}

const matches = (path: string, prefixes: readonly string[] | undefined): boolean => (prefixes ?? []).some((p) => path.startsWith(p));

/** The home's calls answered from the fixtures. */
export function homeProvider(options: HomeStoryOptions = {}): DataProvider {
  const premium = PLANS[options.plan ?? 'elite'].modules.includes('PREMIUM');
  const answer = async (path: string, body: unknown): Promise<unknown> => {
    if (matches(path, options.pending)) return new Promise(() => undefined);
    if (matches(path, options.fail)) throw new ApiCallError(500, 'broken');
    if (path === '/home/strip') return stripFixture();
    if (path === '/home/main-markets') return mainMarketsFixture();
    if (path === '/gamma-overview') return gammaFixture(!options.noGamma);
    if (path === '/home/most-watched') return mostWatchedFixture();
    if (path.startsWith('/faq?')) return faqFixture(options.language ?? 'en');
    if (path === '/summary/top?scope=mine') {
      if (!premium) throw new ApiCallError(403, 'Premium needed', PREMIUM_NEEDED);
      return topMineFixture();
    }
    if (path === '/list/EconomicEvents') {
      const date = String((body as { filterQuery: { min: string }[] }).filterQuery[0]!.min);
      const rows = options.noEvents ? [] : eventFixture(date);
      return { rows, total: rows.length };
    }
    throw new Error(`the story has no answer for ${path}`);
  };
  return testDataProvider({
    request: ((path: string, opts?: { body?: unknown }) => answer(path, opts?.body)) as DataProvider['request'],
    getList: async (model: string) => {
      if (model !== 'ListUISignal') throw new Error(`the story has no list ${model}`);
      if (matches('/list/ListUISignal', options.pending)) return new Promise(() => undefined);
      if (matches('/list/ListUISignal', options.fail)) throw new ApiCallError(500, 'broken');
      const rows = signalFixture();
      return { rows, total: rows.length };
    },
  });
}

function DetailStandIn() {
  const { ticker, caller } = useParams();
  return <p data-testid="detail-stand-in">{`Detail of ${ticker ?? ''} (${caller ?? ''})`}</p>;
}

/** A signed-in user of a plan, the engine over the fixture provider, and a router with a stand-in detail page. */
export function HomeStoryFrame({ children, options = {} }: { children: ReactNode; options?: HomeStoryOptions }) {
  const provider = useCallback(() => homeProvider(options), [options]);
  return (
    <SignedInFrame provider={provider} plan={options.plan} language={options.language}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/dashboard/detail/:ticker/:caller" element={<DetailStandIn />} />
          <Route path="*" element={<main>{children}</main>} />
        </Routes>
      </MemoryRouter>
    </SignedInFrame>
  );
}
