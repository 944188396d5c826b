import { useCallback, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApiCallError, testDataProvider, type DataProvider } from '../../../engine/data';
import { SignedInFrame } from '../../summary';
import { dailyPreviewFixture, monthlyPreviewFixture } from './newsletterFixtures';

export interface NewsletterStoryOptions {
  language?: 'en' | 'de';
  pending?: boolean;
  fail?: boolean;
  /** The market's first snapshot is still computing (503). */
  marketLoading?: boolean;
}

/** The admin calls over the fixtures; "send now" queues the issue's recipients. */
export function newsletterProvider(options: NewsletterStoryOptions = {}): DataProvider {
  return testDataProvider({
    request: (async (path: string) => {
      if (options.pending) return new Promise(() => undefined);
      if (options.marketLoading) throw new ApiCallError(503, 'Market data is loading.', 'MARKET_LOADING');
      if (options.fail) throw new ApiCallError(500, 'broken');
      if (path === '/admin/newsletters/preview?kind=daily') return dailyPreviewFixture();
      if (path === '/admin/newsletters/preview?kind=monthly') return monthlyPreviewFixture();
      if (path === '/admin/newsletters/send') return { issueKey: 'daily:2026-11-19', queued: 128, alreadyQueued: 0 };
      throw new Error(`the story has no answer for ${path}`);
    }) as DataProvider['request'],
  });
}

export function NewsletterStoryFrame({ children, options = {} }: { children: ReactNode; options?: NewsletterStoryOptions }) {
  const provider = useCallback(() => newsletterProvider(options), [options]);
  return (
    <SignedInFrame provider={provider} language={options.language}>
      <MemoryRouter><main>{children}</main></MemoryRouter>
    </SignedInFrame>
  );
}
