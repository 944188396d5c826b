import { describe, expect, it } from 'vitest';
import type { ApiError } from '../http/apiError';
import { cellText, checkPdfSize, checkRowLengths, EXPORT_LIMITS, formatNumber, numericValue } from './exportTable';

describe('numericValue', () => {
  it('reads numbers and plain decimal text', () => {
    expect(numericValue(12.5)).toBe(12.5);
    expect(numericValue(0)).toBe(0);
    expect(numericValue('42')).toBe(42);
    expect(numericValue('-0.25')).toBe(-0.25);
    expect(numericValue('1.5e-7')).toBe(1.5e-7);
    expect(numericValue('6.8500000000000005')).toBe(6.8500000000000005);
    expect(numericValue('123456789012345')).toBe(123456789012345);
  });

  it('leaves text that only looks like a number alone', () => {
    for (const text of ['0700', '007', '+5', ' 5', '5 ', '1,000', '1.000,5', '12%', '$5', '1e', '.5', '5.', 'NaN', 'Infinity', '0x10', '', '1234567890123456', '1e999']) {
      expect(numericValue(text), text).toBeNull();
    }
    expect(numericValue(null)).toBeNull();
  });

  it('is off for text columns', () => {
    expect(numericValue('42', 'text')).toBeNull();
    expect(numericValue(42, 'text')).toBeNull();
  });
});

describe('cellText', () => {
  it('is one clean line', () => {
    expect(cellText(null)).toBe('');
    expect(cellText('  two\nlines\t here ')).toBe('two lines here');
    expect(cellText('bell\u0007and\u009bcsi')).toBe('bell and csi');
  });

  it('prints numbers without binary noise and keeps short numeric text as written', () => {
    expect(cellText(0.1 + 0.2)).toBe('0.3');
    expect(cellText(1234567)).toBe('1234567');
    expect(cellText('6.8500000000000005')).toBe('6.85');
    expect(cellText('1.50')).toBe('1.50');
    expect(cellText('6.8500000000000005', 'text')).toBe('6.8500000000000005');
    expect(formatNumber(-1e-7)).toBe('-1e-7');
  });
});

describe('table checks', () => {
  const refusal = (fn: () => void): ApiError => {
    try { fn(); } catch (err) { return err as ApiError; }
    throw new Error('expected a refusal');
  };

  it('accepts rows of one cell per heading, and no rows', () => {
    expect(() => checkRowLengths({ headings: ['A', 'B'], data: [['a', 1], [null, 'b']] })).not.toThrow();
    expect(() => checkRowLengths({ headings: ['A'], data: [] })).not.toThrow();
  });

  it('names the first row of the wrong length', () => {
    const err = refusal(() => checkRowLengths({ headings: ['A', 'B', 'C'], data: [['a', 'b', 'c'], ['a', 'b'], []] }));
    expect(err.statusCode).toBe(400);
    expect(err.code).toBe('EXPORT_ROW_LENGTH');
    expect(err.message).toBe('Invalid request: body.data.1 has 2 cells, but there are 3 headings; every row needs one cell per heading');
  });

  it('caps the cells of a PDF', () => {
    const columns = 100;
    const headings = Array.from({ length: columns }, (_, c) => `C${c}`);
    const rows = (n: number) => Array.from({ length: n }, () => headings.map(() => null));
    expect(() => checkPdfSize({ headings, data: rows(EXPORT_LIMITS.maxPdfCells / columns) })).not.toThrow();
    const err = refusal(() => checkPdfSize({ headings, data: rows(EXPORT_LIMITS.maxPdfCells / columns + 1) }));
    expect(err.code).toBe('EXPORT_TOO_LARGE');
    expect(err.message).toContain('this one has 200,100');
  });
});
