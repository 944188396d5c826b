import { describe, expect, it } from 'vitest';
import { CHARTING_SCRIPT_IDS, CHARTING_SCRIPTS, scriptsFor } from './chartingScripts';

describe('charting scripts', () => {
  it('lists the 13 scripts once each, most of them Elite only', () => {
    expect(CHARTING_SCRIPTS.map((s) => s.id)).toEqual([...CHARTING_SCRIPT_IDS]);
    expect(CHARTING_SCRIPTS.filter((s) => s.eliteOnly).length).toBeGreaterThan(CHARTING_SCRIPTS.length / 2);
  });

  it('offers every script on TradingView and three on Sierra', () => {
    expect(scriptsFor('TradingView')).toHaveLength(13);
    expect(scriptsFor('Sierra').map((s) => s.id)).toEqual(['MFR_RANGE', 'MFR_TREND', 'VAIDOTAS_MOMENTUM_SCORE']);
  });
});
