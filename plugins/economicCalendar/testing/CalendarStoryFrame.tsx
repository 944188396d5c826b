import { useCallback, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApiCallError, testDataProvider, type DataProvider } from '../../../engine/data';
import { SignedInFrame } from '../../summary';
import type { EventRow } from '../data/calendarApi';

export interface CalendarStoryOptions {
  language?: 'en' | 'de';
  answer?: 'events' | 'empty' | 'failed' | 'pending';
}

/** Events on the first three days of the asked range: US, DE and EU releases of each importance. */
export function calendarFixture(from: string): EventRow[] {
  const day = (offset: number): string => {
    const d = new Date(`${from}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + offset);
    return d.toISOString().slice(0, 10);
  };
  return [
    { id: 'e1', date: day(0), time: '08:30', country: 'US', event: 'Nonfarm Payrolls', importance: 'high', actual: '182K', forecast: '170K', previous: '155K' },
    { id: 'e2', date: day(0), time: '04:00', country: 'DE', event: 'Ifo Business Climate', importance: 'medium', actual: '87.2', forecast: '87.5', previous: '87.0' },
    { id: 'e3', date: day(1), time: '10:00', country: 'US', event: 'Housing Starts', importance: 'low', actual: null, forecast: '1.38M', previous: '1.35M' },
    { id: 'e4', date: day(2), time: '05:00', country: 'EU', event: 'Euro Area Inflation Rate YoY Flash', importance: 'high', actual: null, forecast: '2.1%', previous: '2.2%' },
  ];
}

export function calendarProvider(options: CalendarStoryOptions = {}): DataProvider {
  return testDataProvider({
    request: (async (path: string, opts?: { body?: { filterQuery: { min: string }[] } }) => {
      if (path !== '/list/EconomicEvents') throw new Error(`the story has no answer for ${path}`);
      if (options.answer === 'pending') return new Promise(() => undefined);
      if (options.answer === 'failed') throw new ApiCallError(500, 'broken');
      const rows = options.answer === 'empty' ? [] : calendarFixture(opts!.body!.filterQuery[0]!.min);
      return { rows, total: rows.length };
    }) as DataProvider['request'],
  });
}

export function CalendarStoryFrame({ children, options = {} }: { children: ReactNode; options?: CalendarStoryOptions }) {
  const provider = useCallback(() => calendarProvider(options), [options]);
  return (
    <SignedInFrame provider={provider} plan={'demo'} language={options.language}>
      <MemoryRouter><main>{children}</main></MemoryRouter>
    </SignedInFrame>
  );
}
