import { useCallback, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApiCallError, testDataProvider, type DataProvider } from '../../../engine/data';
import { SignedInFrame } from '../../summary';
import type { BacktestEntry } from '../../../contracts';
import { backtestsFixture } from './backtestFixtures';

export interface BacktestStoryOptions {
  language?: 'en' | 'de';
  pending?: boolean;
  /** The server answers 500 with this message. */
  fail?: string;
  /** Answer these entries instead of the fixture. */
  entries?: BacktestEntry[];
  /** The page's address (?portfolio=…). */
  path?: string;
}

export function backtestProvider(options: BacktestStoryOptions = {}): DataProvider {
  return testDataProvider({
    request: (async (path: string) => {
      if (path !== '/getBacktests') throw new Error(`the story has no answer for ${path}`);
      if (options.pending) return new Promise(() => undefined);
      if (options.fail) throw new ApiCallError(500, options.fail);
      return options.entries ?? backtestsFixture();
    }) as DataProvider['request'],
  });
}

export function BacktestStoryFrame({ children, options = {} }: { children: ReactNode; options?: BacktestStoryOptions }) {
  const provider = useCallback(() => backtestProvider(options), [options]);
  return (
    <SignedInFrame provider={provider} language={options.language}>
      <MemoryRouter initialEntries={[options.path ?? '/dashboard/backtest']}><main>{children}</main></MemoryRouter>
    </SignedInFrame>
  );
}
