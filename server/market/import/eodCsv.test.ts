import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatIssue, parseEodCsv, parseEodDate, parseEodNumber, type ParsedEodFile } from './eodCsv';
import { inferInstrumentType, tickerFromFileName, tickerProblem } from './tickers';

const HEADER = 'Date,Open,High,Low,Close,Volume';
const csv = (...lines: string[]): string => lines.join('\n') + '\n';

/** The messages of a parse, as `file:line: message`. */
const messages = (p: ParsedEodFile): string[] => p.errors.map(formatIssue);

describe('parseEodCsv: good files', () => {
  it('reads a Yahoo-style file with Adj Close, skipping and counting the null row', () => {
    const p = parseEodCsv(readFileSync('tests/fixtures/eod/SPY.csv', 'utf8'), 'tests/fixtures/eod/SPY.csv');
    expect(p.errors).toEqual([]);
    expect(p.tickerSource).toBe('file name');
    expect([...p.tickers.keys()]).toEqual(['SPY']);
    const bars = p.tickers.get('SPY') ?? [];
    expect(bars).toHaveLength(20);
    expect(p.rows).toBe(21);
    expect(p.nullRows).toBe(1);
    expect(p.hasAdjClose).toBe(true);
    expect(bars[0]).toMatchObject({ date: '2024-01-02', open: 471.64, high: 474, low: 471.04, close: 473.57, adjClose: 466.46645, volume: 81722336, line: 2 });
    expect(bars.map((b) => b.date)).not.toContain('2024-01-11');
  });

  it('reads several tickers from a Symbol column, upper-cased, each sorted oldest first', () => {
    const p = parseEodCsv(readFileSync('tests/fixtures/eod/prices.csv', 'utf8'), 'prices.csv');
    expect(p.errors).toEqual([]);
    expect(p.tickerSource).toBe('column');
    expect([...p.tickers.keys()]).toEqual(['ACME', 'BRK-B']);
    for (const bars of p.tickers.values()) {
      expect(bars).toHaveLength(10);
      expect(bars.map((b) => b.date)).toEqual([...bars.map((b) => b.date)].sort());
    }
  });

  it('matches headers case-insensitively in any order, ignores unknown columns, strips a BOM, accepts YYYY/MM/DD', () => {
    const p = parseEodCsv(csv('\ufeffvolume,DATE,adj_close,close,LOW,high,Open,Dividends', '100,2024/03/01,9.5,10,9,11,9.5,0'), 'x/aapl.csv');
    expect(p.errors).toEqual([]);
    expect(p.ignoredColumns).toEqual(['Dividends']);
    expect(p.tickers.get('AAPL')).toEqual([{ date: '2024-03-01', open: 9.5, high: 11, low: 9, close: 10, adjClose: 9.5, volume: 100, line: 2 }]);
  });

  it('reads Windows line ends, and does not take a "constructor" column for a field', () => {
    const p = parseEodCsv('Date,Open,High,Low,Close*,Adj Close**,Volume,constructor\r\n2024-01-02,1,2,0.5,1.5,1.4,10,x\r\n', 'W.csv');
    expect(p.errors).toEqual([]);
    expect(p.ignoredColumns).toEqual(['constructor']);
    expect(p.tickers.get('W')?.[0]).toMatchObject({ close: 1.5, adjClose: 1.4, line: 2 });
  });

  it('accepts quoted fields, exponents, whole volumes written with decimals, blank lines', () => {
    const p = parseEodCsv(csv(HEADER, '"2024-01-02","1.5e1",16,14,15,"1200.0"', '', '2024-01-03,15,15.5,14.5,15,1.2e6'), 'T.csv');
    expect(p.errors).toEqual([]);
    expect(p.tickers.get('T')?.map((b) => [b.open, b.volume])).toEqual([[15, 1200], [15, 1_200_000]]);
  });

  it('counts rows of empty prices as null rows', () => {
    const p = parseEodCsv(csv(HEADER, '2024-01-02,,,,,', '2024-01-03,NaN,NaN,NaN,NaN,0', '2024-01-04,1,1,1,1,0'), 'T.csv');
    expect(p.errors).toEqual([]);
    expect(p.nullRows).toBe(2);
    expect(p.tickers.get('T')).toHaveLength(1);
  });
});

describe('parseEodCsv: every error names the file and the line', () => {
  const one = (row: string, header = HEADER, file = 'data/ABC.csv'): string[] => messages(parseEodCsv(csv(header, '2024-01-02,10,11,9,10,100', row), file));

  it.each([
    ['high below the close', '2024-01-03,10,10.5,9,11,100', 'data/ABC.csv:3: High 10.5 is below Close 11'],
    ['high below the open', '2024-01-03,12,11,9,10,100', 'data/ABC.csv:3: High 11 is below Open 12'],
    ['low above the open', '2024-01-03,10,12,10.5,11,100', 'data/ABC.csv:3: Low 10.5 is above Open 10'],
    ['low above the close', '2024-01-03,11,12,10.5,10,100', 'data/ABC.csv:3: Low 10.5 is above Close 10'],
    ['a zero price', '2024-01-03,10,12,9,0,100', 'data/ABC.csv:3: Close 0 is not positive'],
    ['a negative price', '2024-01-03,1,2,-1,1,100', 'data/ABC.csv:3: Low -1 is not positive'],
    ['a negative volume', '2024-01-03,10,11,9,10,-5', 'data/ABC.csv:3: Volume -5 is negative'],
    ['a fractional volume', '2024-01-03,10,11,9,10,12.5', 'data/ABC.csv:3: Volume 12.5 is not a whole number'],
    ['an empty volume', '2024-01-03,10,11,9,10,', 'data/ABC.csv:3: Volume is empty (write 0 when there is no volume)'],
    ['a malformed date', '2024-1-3,10,11,9,10,100', 'data/ABC.csv:3: date "2024-1-3" is not a date YYYY-MM-DD'],
    ['an ambiguous date', '01/03/2024,10,11,9,10,100', 'data/ABC.csv:3: date "01/03/2024" is ambiguous (MM/DD/YYYY or DD/MM/YYYY); write dates as YYYY-MM-DD'],
    ['a date that does not exist', '2023-02-29,10,11,9,10,100', 'data/ABC.csv:3: date "2023-02-29" does not exist'],
    ['a decimal comma', '2024-01-03,"10,5",11,9,10,100', 'data/ABC.csv:3: Open "10,5" uses a decimal comma; write numbers with a \'.\' decimal point'],
    ['text for a number', '2024-01-03,ten,11,9,10,100', 'data/ABC.csv:3: Open "ten" is not a number'],
    ['a duplicate date', '2024-01-02,10,11,9,10,100', 'data/ABC.csv:3: duplicate date 2024-01-02 (first on line 2)'],
    ['too few fields', '2024-01-03,10,11,9,10', 'data/ABC.csv:3: has 5 fields, the header has 6'],
    ['some prices null', '2024-01-03,10,null,9,10,100', 'data/ABC.csv:3: High is empty while other prices are given'],
  ])('%s', (_kind, row, expected) => {
    expect(one(row)).toEqual([expected]);
  });

  it('a date after the latest acceptable one', () => {
    const p = parseEodCsv(csv(HEADER, '2030-01-02,10,11,9,10,100'), 'F.csv', { maxDate: '2026-11-21' });
    expect(messages(p)).toEqual(['F.csv:2: date 2030-01-02 is in the future']);
  });

  it('an empty Adj Close next to prices', () => {
    const p = parseEodCsv(csv(`${HEADER},Adj Close`, '2024-01-03,10,11,9,10,100,'), 'A.csv');
    expect(messages(p)).toEqual(['A.csv:2: Adj Close is empty while other prices are given']);
  });

  it('a bad ticker in the Ticker column, and a duplicate date per ticker', () => {
    const p = parseEodCsv(csv(`Ticker,${HEADER}`, 'AAA,2024-01-02,1,1,1,1,0', 'BBB,2024-01-02,1,1,1,1,0', 'aaa,2024-01-02,1,1,1,1,0', 'A:B,2024-01-03,1,1,1,1,0', ',2024-01-03,1,1,1,1,0'), 'm.csv');
    expect(messages(p)).toEqual([
      'm.csv:4: duplicate date 2024-01-02 for AAA (first on line 2)',
      'm.csv:5: "A:B" is a pair (A:B); pairs are computed from their legs, import the legs instead',
      'm.csv:6: the ticker is empty',
    ]);
  });

  it('reports every bad row of a file, several problems of one row each on their own', () => {
    const p = parseEodCsv(csv(HEADER, '2024-01-02,10,9,11,10,-1', '2024-01-03,1,1,1,1,0', 'x,1,1,1,1,0'), 'B.csv');
    expect(messages(p)).toEqual([
      'B.csv:2: Volume -1 is negative',
      'B.csv:2: High 9 is below Close 10',
      'B.csv:2: Low 11 is above Close 10',
      'B.csv:4: date "x" is not a date YYYY-MM-DD',
    ]);
  });

  it('counts lines as the file has them (blank lines and quoted line breaks included)', () => {
    const p = parseEodCsv(`${HEADER}\n\n2024-01-02,10,11,9,10,100\n"2024-01-03\n",1,0.5,1,1,1\n`, 'L.csv');
    expect(messages(p)).toEqual(['L.csv:5: High 0.5 is below Close 1']);
  });

  it('file-level problems: missing or doubled columns, no header, empty, only nulls, unreadable, bad file name', () => {
    expect(messages(parseEodCsv(csv('Date,Open,Close', '2024-01-02,1,1'), 'M.csv'))).toEqual(['M.csv:1: missing columns High, Low, Volume (found: Date, Open, Close)']);
    expect(messages(parseEodCsv(csv(`${HEADER},close`, '2024-01-02,1,1,1,1,1,1'), 'D.csv'))).toEqual(['D.csv:1: column Close appears twice']);
    expect(messages(parseEodCsv(csv('2024-01-02,1,1,1,1,1'), 'N.csv'))).toEqual(['N.csv:1: the first line must be a header (Date,Open,High,Low,Close,Volume[,Adj Close][,Ticker])']);
    expect(messages(parseEodCsv('', 'E.csv'))).toEqual(['E.csv: the file is empty']);
    expect(messages(parseEodCsv(csv(HEADER), 'H.csv'))).toEqual(['H.csv: no data rows']);
    const nulls = parseEodCsv(csv(HEADER, '2024-01-02,null,null,null,null,null', '2024-01-03,null,null,null,null,null'), 'Z.csv');
    expect(messages(nulls)).toEqual(['Z.csv: no prices: all 2 data rows are null']);
    expect(nulls.nullRows).toBe(2);
    expect(messages(parseEodCsv(`${HEADER}\n2024-01-02,"1,1,1,1,1\n`, 'Q.csv'))[0]).toMatch(/^Q\.csv:2: not a readable CSV file: Quote Not Closed/);
    expect(messages(parseEodCsv(csv(HEADER, '2024-01-02,1,1,1,1,1'), 'my prices.csv'))).toEqual([
      'my prices.csv: the ticker comes from the file name: "MY PRICES" is not a valid ticker (letters, digits and ^ . _ - = &, at most 32 characters) (name the file TICKER.csv or add a Ticker column)',
    ]);
  });

  it('returns no bars worth importing when any row is bad (the importer imports nothing then)', () => {
    const p = parseEodCsv(csv(HEADER, '2024-01-02,1,1,1,1,1', '2024-01-03,1,0.5,1,1,1'), 'P.csv');
    expect(p.errors).toHaveLength(1);
  });
});

describe('tickers, dates and numbers', () => {
  it('takes the ticker from the file name', () => {
    expect(tickerFromFileName('/x/^VIX.csv')).toBe('^VIX');
    expect(tickerFromFileName('brk-b.CSV')).toBe('BRK-B');
    expect(tickerFromFileName('d/CRYPTO.BTC.csv')).toBe('CRYPTO.BTC');
    expect(tickerFromFileName('ES_F.csv')).toBe('ES_F');
    expect(tickerProblem('EURUSD=X')).toBeNull();
    expect(tickerProblem('.X')).not.toBeNull();
    expect(tickerProblem('A'.repeat(33))).not.toBeNull();
  });

  it('infers the type of tickers the base market does not know', () => {
    expect(inferInstrumentType('CRYPTO.BTC')).toBe('crypto');
    expect(inferInstrumentType('ZZ_F')).toBe('future');
    expect(inferInstrumentType('^VIX9D')).toBe('volatility');
    expect(inferInstrumentType('^FOO')).toBe('index');
    expect(inferInstrumentType('EURCHF=X')).toBe('fx');
    expect(inferInstrumentType('NEWCO')).toBe('stock');
  });

  it('parses dates and numbers strictly', () => {
    expect(parseEodDate('2024-02-29')).toEqual({ date: '2024-02-29' });
    expect(parseEodDate('2024/02/29')).toEqual({ date: '2024-02-29' });
    expect(parseEodDate('2024-02/29')).toHaveProperty('problem');
    expect(parseEodDate('29.02.2024')).toHaveProperty('problem');
    expect(parseEodDate('1700-01-01')).toHaveProperty('problem');
    expect(parseEodNumber('.5', 'Open')).toEqual({ value: 0.5 });
    expect(parseEodNumber('1e400', 'Open')).toEqual({ problem: 'Open "1e400" is out of range' });
    expect(parseEodNumber('Infinity', 'Open')).toHaveProperty('problem');
    expect(parseEodNumber('1,234.5', 'Open')).toHaveProperty('problem');
  });
});
