import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell, csvSeparatorOf, parseCsv, CSV_SEPARATORS } from './csv';

describe('buildCsv', () => {
  it('writes a heading row and one CRLF-ended line per row in the separator', () => {
    expect(buildCsv(['Ticker', 'Price'], [['SPY', 512.5], ['QQQ', null]], ';')).toBe('Ticker;Price\r\nSPY;512.5\r\nQQQ;\r\n');
  });

  it('quotes cells holding the separator, quotes or line breaks', () => {
    expect(csvCell('S&P; 500', ';')).toBe('"S&P; 500"');
    expect(csvCell('S&P; 500', ',')).toBe('S&P; 500');
    expect(csvCell('say "hi"', ';')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines', '|')).toBe('"two\nlines"');
    expect(csvCell('a\tb', '\t')).toBe('"a\tb"');
  });

  it('guards text a spreadsheet would run as a formula, but not numbers', () => {
    expect(csvCell('=HYPERLINK("x")', ',')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)', ';')).toBe("'@SUM(A1)");
    expect(csvCell('+1 bad', ';')).toBe("'+1 bad");
    expect(csvCell(-12.5, ';')).toBe('-12.5');
    expect(csvCell('-1.5e-7', ';')).toBe('-1.5e-7');
  });

  it('writes dates as ISO, objects as JSON, non-finite numbers as nothing', () => {
    expect(csvCell(new Date(Date.UTC(2025, 5, 4)), ';')).toBe('2025-06-04T00:00:00.000Z');
    expect(csvCell({ a: 1 }, '|')).toBe('"{""a"":1}"');
    expect(csvCell(Number.NaN, ';')).toBe('');
    expect(csvCell(true, ';')).toBe('true');
  });
});

describe('parseCsv', () => {
  it.each(CSV_SEPARATORS.map((s) => [JSON.stringify(s), s] as const))('reads back what buildCsv writes with %s', (_name, sep) => {
    const rows = [['Ticker', 'Name', 'Note'], ['SPY', 'S&P 500; "ETF"', 'a,b|c\td'], ['0700', '', 'two\r\nlines']];
    expect(parseCsv(buildCsv(rows[0]!, rows.slice(1), sep), sep)).toEqual(rows);
  });

  it('ignores a byte order mark and a missing final line break, and reads LF-only files', () => {
    expect(parseCsv('\uFEFFa;b\nc;d', ';')).toEqual([['a', 'b'], ['c', 'd']]);
  });

  it('keeps empty cells at the end of a line', () => {
    expect(parseCsv('a;;\r\n;;\r\n', ';')).toEqual([['a', '', ''], ['', '', '']]);
  });

  it('answers no rows for empty text', () => {
    expect(parseCsv('', ';')).toEqual([]);
  });
});

describe('csvSeparatorOf', () => {
  it('takes the allowed separators and defaults to ";"', () => {
    expect(csvSeparatorOf('|')).toBe('|');
    expect(csvSeparatorOf('\t')).toBe('\t');
    expect(csvSeparatorOf('x')).toBe(';');
    expect(csvSeparatorOf(undefined)).toBe(';');
  });
});
