import { describe, expect, it } from 'vitest';
import { NOT_AVAILABLE, clampPosition, detailFormat, direction, positionStep, ratioKind } from './detailFormat';

const en = detailFormat('en-US');
const de = detailFormat('de-DE');

describe('detailFormat in German (document 2 section 5, Display)', () => {
  it('writes prices with a decimal comma and a thousands dot, 3 decimals for crypto and FX', () => {
    expect(de.price(467.5893, 'SPY')).toBe('467,59');
    expect(de.price(128965.3, 'CRYPTO.BTC')).toBe('128.965,300');
    expect(de.price(1.1535, 'EURUSD')).toBe('1,154');
    expect(de.price(1.1535, 'X', 'currency')).toBe('1,154');
  });

  it('writes signed percentages with the German decimal comma', () => {
    expect(de.signedPercent(0.8168)).toMatch(/^\+0,82\s?%$/);
    expect(de.signedPercent(-7.1207)).toMatch(/^−7,12\s?%$/);
    expect(de.percent(12.5)).toMatch(/^12,50\s?%$/);
  });

  it('writes the ratio, relative volume and whole numbers in the reader\'s format', () => {
    expect(de.ratio(12.345)).toBe('12,35');
    expect(de.times(2.6389)).toBe('2,64×');
    expect(de.whole(178243265)).toBe('178.243.265');
    expect(en.whole(178243265)).toBe('178,243,265');
  });

  it('writes dates as the calendar day in each language', () => {
    expect(en.date('2026-11-20')).toBe('11/20/2026');
    expect(de.date('2026-11-20')).toBe('20.11.2026');
  });
});

describe('missing values', () => {
  it("show 'n/A' in every format, for null, undefined, NaN and infinities", () => {
    for (const value of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(en.price(value, 'SPY')).toBe(NOT_AVAILABLE);
      expect(en.range(value)).toBe(NOT_AVAILABLE);
      expect(en.number(value)).toBe(NOT_AVAILABLE);
      expect(de.signedPercent(value)).toBe(NOT_AVAILABLE);
      expect(en.percent(value)).toBe(NOT_AVAILABLE);
      expect(en.vol(value)).toBe(NOT_AVAILABLE);
      expect(en.volPoints(value)).toBe(NOT_AVAILABLE);
      expect(en.ratio(value)).toBe(NOT_AVAILABLE);
      expect(en.times(value)).toBe(NOT_AVAILABLE);
      expect(en.whole(value)).toBe(NOT_AVAILABLE);
    }
    expect(NOT_AVAILABLE).toBe('n/A');
  });

  it("show 'n/A' for missing or unreadable dates", () => {
    expect(en.date(null)).toBe(NOT_AVAILABLE);
    expect(en.date('not a date')).toBe(NOT_AVAILABLE);
    expect(de.dateTime(undefined)).toBe(NOT_AVAILABLE);
    expect(de.dateTime('')).toBe(NOT_AVAILABLE);
  });
});

describe('signs', () => {
  it('writes a zero change without a sign, a negative one with a minus sign', () => {
    expect(en.signedPercent(0)).toBe('0.00%');
    expect(en.signedPercent(-0.004)).toBe('0.00%');
    expect(en.signedPercent(-0.005, 3)).toBe('−0.005%');
    expect(en.signedPercent(1.23456, 1)).toBe('+1.2%');
  });

  it('writes vol points of a decimal difference with their sign', () => {
    expect(en.volPoints(-0.0123)).toBe('−1.23');
    expect(en.volPoints(0)).toBe('0.00');
    expect(de.volPoints(0.0509)).toBe('+5,09');
  });

  it('writes a decimal volatility as percent with 2 decimals', () => {
    expect(en.vol(0.2)).toBe('20.00%');
    expect(en.vol(0)).toBe('0.00%');
  });
});

describe('the upside/downside ratio', () => {
  it("shows the number up to and including 100, '> 100' only above", () => {
    expect(en.ratio(100)).toBe('100.00');
    expect(en.ratio(100.01)).toBe('> 100');
    expect(ratioKind(100)).toBe('value');
    expect(ratioKind(100.01)).toBe('capped');
  });

  it("shows 0 as a number and '< 0' for any negative ratio", () => {
    expect(en.ratio(0)).toBe('0.00');
    expect(en.ratio(-0.0001)).toBe('< 0');
    expect(ratioKind(-0.0001)).toBe('above');
    expect(ratioKind(Number.NaN)).toBe('missing');
  });
});

describe('the position on the range', () => {
  it('lights one of 10 steps, each 10 % wide', () => {
    expect(positionStep(9.99)).toBe(1);
    expect(positionStep(10)).toBe(2);
    expect(positionStep(50)).toBe(6);
    expect(positionStep(89.99)).toBe(9);
    expect(positionStep(90)).toBe(10);
    expect(positionStep(-5)).toBe(1);
  });

  it('keeps values inside 0…100 as they are and treats non-finite values as missing', () => {
    expect(clampPosition(42.5)).toBe(42.5);
    expect(clampPosition(0)).toBe(0);
    expect(clampPosition(100)).toBe(100);
    expect(clampPosition(Number.NaN)).toBeNull();
    expect(clampPosition(undefined)).toBeNull();
    expect(positionStep(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('direction', () => {
  it('colours up, down and flat changes', () => {
    expect(direction(0.01)).toBe('up');
    expect(direction(0)).toBe('flat');
    expect(direction(-0.01)).toBe('down');
    expect(direction(undefined)).toBeNull();
    expect(direction(Number.NaN)).toBeNull();
  });
});
