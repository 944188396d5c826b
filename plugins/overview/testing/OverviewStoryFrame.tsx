import { useCallback, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApiCallError, testDataProvider, type DataProvider, type EntityEnvelope } from '../../../engine/data';
import type { PlanTier } from '../../../product/plans';
import { SignedInFrame } from '../../summary';
import { assetGroupFixture, overviewFixture } from './overviewFixtures';

export interface OverviewStoryOptions {
  plan?: PlanTier;
  language?: 'en' | 'de';
  /** The user's groups at the start. */
  groups?: readonly EntityEnvelope[];
  /** The nine groups never answer, or fail. */
  pending?: boolean;
  fail?: boolean;
  /** Tickers the fixture server does not know (a group holding one is refused with 400). */
  unknown?: readonly string[];
}

export const STORY_GROUPS: readonly EntityEnvelope[] = [
  assetGroupFixture('g1', 'Tech leaders', ['AAPL', 'MSFT', 'NVDA']),
  assetGroupFixture('g2', 'Safe havens', ['GLD', 'TLT', 'CRYPTO.BTC']),
];

/** The overview's calls over fixtures; the user's groups kept in memory (created, renamed, deleted as the server would). */
export function overviewProvider(options: OverviewStoryOptions = {}): DataProvider {
  let groups = [...(options.groups ?? STORY_GROUPS)];
  let next = groups.length + 1;
  const unknown = new Set(options.unknown ?? ['NOPE']);
  return testDataProvider({
    request: (async (path: string) => {
      if (path === '/overview/groups') {
        if (options.pending) return new Promise(() => undefined);
        if (options.fail) throw new ApiCallError(500, 'broken');
        return overviewFixture();
      }
      throw new Error(`the story has no answer for ${path}`);
    }) as DataProvider['request'],
    getList: async () => ({ rows: groups.map((g) => ({ ...g })), total: groups.length }),
    create: async (_model, payload) => {
      const assets = (payload.assets as string[]) ?? [];
      const bad = assets.filter((a) => unknown.has(a));
      if (bad.length) throw new ApiCallError(400, `Unknown tickers: ${bad.join(', ')}`, 'UNKNOWN_TICKERS');
      const group = assetGroupFixture(`g${next++}`, String(payload.title), assets);
      groups = [...groups, group];
      return group;
    },
    update: async (_model, id, payload) => {
      groups = groups.map((g) => (g.id === id ? { ...g, payload: { ...g.payload, ...payload } } : g));
      return groups.find((g) => g.id === id)!;
    },
    remove: async (_model, id) => { groups = groups.filter((g) => g.id !== id); },
  });
}

/** A signed-in user of a plan, the engine over the fixture provider, and a router. */
export function OverviewStoryFrame({ children, options = {} }: { children: ReactNode; options?: OverviewStoryOptions }) {
  const provider = useCallback(() => overviewProvider(options), [options]);
  return (
    <SignedInFrame provider={provider} plan={options.plan} language={options.language}>
      <MemoryRouter><main>{children}</main></MemoryRouter>
    </SignedInFrame>
  );
}
