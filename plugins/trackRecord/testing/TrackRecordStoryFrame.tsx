import { useCallback, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApiCallError, testDataProvider, type DataProvider } from '../../../engine/data';
import { SignedInFrame } from '../../summary';
import { trackRecordFixture } from './trackRecordFixtures';

export interface TrackRecordStoryOptions {
  language?: 'en' | 'de';
  pending?: boolean;
  fail?: boolean;
  /** The server is still computing (503 TRACK_RECORD_LOADING). */
  computing?: boolean;
}

/** The track record call over the fixture. */
export function trackRecordProvider(options: TrackRecordStoryOptions = {}): DataProvider {
  return testDataProvider({
    request: (async (path: string) => {
      if (path !== '/reporting/trackRecord') throw new Error(`the story has no answer for ${path}`);
      if (options.pending) return new Promise(() => undefined);
      if (options.computing) throw new ApiCallError(503, 'The track record is being computed.', 'TRACK_RECORD_LOADING');
      if (options.fail) throw new ApiCallError(500, 'broken');
      return trackRecordFixture();
    }) as DataProvider['request'],
  });
}

export function TrackRecordStoryFrame({ children, options = {} }: { children: ReactNode; options?: TrackRecordStoryOptions }) {
  const provider = useCallback(() => trackRecordProvider(options), [options]);
  return (
    <SignedInFrame provider={provider} language={options.language}>
      <MemoryRouter><main>{children}</main></MemoryRouter>
    </SignedInFrame>
  );
}
