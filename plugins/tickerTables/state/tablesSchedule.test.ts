import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../engine/testing';
import { checkDailyWipe, DATA_DAY_KEY, TABLES_SCHEDULE } from './tablesSchedule';

function context(location = '/dashboard/watchlists') {
  return { navigate: vi.fn(), location: () => location };
}

describe('the daily wipe', () => {
  it('wipes data older than today (New York) and sends the user to /', () => {
    const storage = memoryStorage({ [DATA_DAY_KEY]: '2025-06-01' });
    const ctx = context();
    const wipe = vi.fn(() => true);
    // 02:00 UTC on June 3rd is still June 2nd in New York.
    checkDailyWipe(ctx, wipe, storage, new Date('2025-06-03T02:00:00Z'));
    expect(wipe).toHaveBeenCalledWith('2025-06-02');
    expect(ctx.navigate).toHaveBeenCalledWith('/');
    expect(storage.getItem(DATA_DAY_KEY)).toBe('2025-06-02');
  });

  it('stays on the scripts page, and stays put when nothing was wiped', () => {
    const onScripts = context(`${TABLES_SCHEDULE.wipeExemptPath}?x=1`);
    checkDailyWipe(onScripts, () => true, memoryStorage({ [DATA_DAY_KEY]: '2025-06-01' }), new Date('2025-06-03T13:00:00Z'));
    expect(onScripts.navigate).not.toHaveBeenCalled();
    const nothing = context();
    checkDailyWipe(nothing, () => false, memoryStorage({ [DATA_DAY_KEY]: '2025-06-01' }), new Date('2025-06-03T13:00:00Z'));
    expect(nothing.navigate).not.toHaveBeenCalled();
  });

  it('the first check and a check on the same day only note the day', () => {
    const storage = memoryStorage();
    const wipe = vi.fn(() => true);
    checkDailyWipe(context(), wipe, storage, new Date('2025-06-03T13:00:00Z'));
    checkDailyWipe(context(), wipe, storage, new Date('2025-06-03T20:00:00Z'));
    expect(wipe).not.toHaveBeenCalled();
    expect(storage.getItem(DATA_DAY_KEY)).toBe('2025-06-03');
  });

  it('runs on New York time: the quote refresh at 09:35, the wipe at 00:01', () => {
    expect(TABLES_SCHEDULE.quoteRefresh).toEqual({ timeZone: 'America/New_York', hour: 9, minute: 35 });
    expect(TABLES_SCHEDULE.dailyWipe).toEqual({ timeZone: 'America/New_York', hour: 0, minute: 1 });
  });
});
