/**
 * Where generated companies are listed: the country, its exchange, ticker suffix, currency,
 * web domain, the legal-form suffixes of company names, the regional return factor and the share
 * of generated companies. About 40 country codes in all (document 2 section 9), counting the
 * foreign issuers listed in the US (`US_LISTED_FOREIGN`).
 */
export interface CountryDef {
  code: string;
  weight: number;
  suffix: string;
  exchange: string;
  exchangeShort: string;
  currency: string;
  tld: string;
  forms: readonly string[];
  region: string | null;
  /** Local tickers are numbers of this many digits (Tokyo, Hong Kong, ...), starting at `firstCode`. */
  digits?: number;
  firstCode?: number;
}

const C = (code: string, weight: number, suffix: string, exchange: string, exchangeShort: string, currency: string, tld: string, forms: readonly string[], region: string | null, digits?: number, firstCode?: number): CountryDef =>
  ({ code, weight, suffix, exchange, exchangeShort, currency, tld, forms, region, ...(digits ? { digits, firstCode } : {}) });

const EU_SA = ['S.A.', 'SA'];

export const COUNTRIES: readonly CountryDef[] = [
  C('US', 0.66, '', 'NYSE', 'NYSE', 'USD', '.com', ['Inc.', 'Corp.', 'Corporation', 'Holdings, Inc.', 'Group, Inc.', 'Co.', 'Holdings Corp.', 'Incorporated'], null),
  C('CA', 0.03, '.TO', 'Toronto Stock Exchange', 'TSX', 'CAD', '.ca', ['Inc.', 'Corp.', 'Ltd.'], 'CANADA'),
  C('GB', 0.03, '.L', 'London Stock Exchange', 'LSE', 'GBP', '.co.uk', ['plc', 'Group plc', 'Holdings plc'], 'UK'),
  C('DE', 0.025, '.DE', 'XETRA', 'XETRA', 'EUR', '.de', ['AG', 'SE', 'KGaA'], 'EUROPE'),
  C('FR', 0.02, '.PA', 'Euronext Paris', 'EPA', 'EUR', '.fr', ['SA', 'SE', 'S.C.A.'], 'EUROPE'),
  C('NL', 0.008, '.AS', 'Euronext Amsterdam', 'AMS', 'EUR', '.nl', ['N.V.', 'Group N.V.'], 'EUROPE'),
  C('CH', 0.01, '.SW', 'SIX Swiss Exchange', 'SIX', 'CHF', '.ch', ['AG', 'SA', 'Holding AG'], 'EUROPE'),
  C('IT', 0.008, '.MI', 'Borsa Italiana', 'MIL', 'EUR', '.it', ['S.p.A.'], 'EUROPE'),
  C('ES', 0.007, '.MC', 'Bolsa de Madrid', 'BME', 'EUR', '.es', EU_SA, 'EUROPE'),
  C('SE', 0.008, '.ST', 'Nasdaq Stockholm', 'STO', 'SEK', '.se', ['AB', 'AB (publ)'], 'EUROPE'),
  C('DK', 0.004, '.CO', 'Nasdaq Copenhagen', 'CPH', 'DKK', '.dk', ['A/S'], 'EUROPE'),
  C('NO', 0.004, '.OL', 'Oslo Børs', 'OSL', 'NOK', '.no', ['ASA'], 'EUROPE'),
  C('FI', 0.003, '.HE', 'Nasdaq Helsinki', 'HEL', 'EUR', '.fi', ['Oyj'], 'EUROPE'),
  C('BE', 0.003, '.BR', 'Euronext Brussels', 'EBR', 'EUR', '.be', ['SA/NV', 'NV'], 'EUROPE'),
  C('AT', 0.002, '.VI', 'Wiener Börse', 'VIE', 'EUR', '.at', ['AG'], 'EUROPE'),
  C('IE', 0.002, '.IR', 'Euronext Dublin', 'ISE', 'EUR', '.ie', ['plc'], 'EUROPE'),
  C('PT', 0.001, '.LS', 'Euronext Lisbon', 'ELI', 'EUR', '.pt', ['SGPS, S.A.', 'S.A.'], 'EUROPE'),
  C('PL', 0.003, '.WA', 'Warsaw Stock Exchange', 'WSE', 'PLN', '.pl', ['S.A.'], 'EUROPE'),
  C('JP', 0.04, '.T', 'Tokyo Stock Exchange', 'TSE', 'JPY', '.co.jp', ['Co., Ltd.', 'Corporation', 'Holdings Inc.'], 'JAPAN', 4, 1300),
  C('HK', 0.02, '.HK', 'Hong Kong Stock Exchange', 'HKEX', 'HKD', '.com.hk', ['Holdings Limited', 'Group Limited', 'Limited'], 'CHINA', 4, 1),
  C('CN', 0.02, '.SS', 'Shanghai Stock Exchange', 'SSE', 'CNY', '.com.cn', ['Co., Ltd.', 'Group Co., Ltd.'], 'CHINA', 6, 600000),
  C('KR', 0.01, '.KS', 'Korea Exchange', 'KRX', 'KRW', '.co.kr', ['Co., Ltd.', 'Corp.'], 'KOREA', 6, 1000),
  C('TW', 0.01, '.TW', 'Taiwan Stock Exchange', 'TWSE', 'TWD', '.com.tw', ['Corporation', 'Co., Ltd.'], 'EM', 4, 1101),
  C('IN', 0.015, '.NS', 'National Stock Exchange of India', 'NSE', 'INR', '.in', ['Limited', 'Ltd.'], 'INDIA'),
  C('SG', 0.003, '.SI', 'Singapore Exchange', 'SGX', 'SGD', '.com.sg', ['Ltd', 'Limited'], 'EM'),
  C('AU', 0.015, '.AX', 'Australian Securities Exchange', 'ASX', 'AUD', '.com.au', ['Limited', 'Ltd'], 'AUSTRALIA'),
  C('NZ', 0.002, '.NZ', 'NZX', 'NZX', 'NZD', '.co.nz', ['Limited'], 'AUSTRALIA'),
  C('BR', 0.008, '.SA', 'B3', 'B3', 'BRL', '.com.br', ['S.A.'], 'LATAM'),
  C('MX', 0.004, '.MX', 'Bolsa Mexicana de Valores', 'BMV', 'MXN', '.com.mx', ['S.A.B. de C.V.'], 'LATAM'),
  C('ZA', 0.004, '.JO', 'Johannesburg Stock Exchange', 'JSE', 'ZAR', '.co.za', ['Limited'], 'EM'),
  C('IL', 0.003, '.TA', 'Tel Aviv Stock Exchange', 'TASE', 'ILS', '.co.il', ['Ltd.'], 'EM'),
  C('TR', 0.002, '.IS', 'Borsa Istanbul', 'BIST', 'TRY', '.com.tr', ['A.Ş.'], 'EM'),
  C('SA', 0.002, '.SR', 'Saudi Exchange', 'TADAWUL', 'SAR', '.com.sa', ['Co.'], 'EM'),
];

/** Countries of incorporation of foreign companies listed in New York (ADRs and redomiciled issuers). */
export const US_LISTED_FOREIGN: readonly (readonly [code: string, region: string | null, forms: readonly string[]])[] = [
  ['KY', 'CHINA', ['Ltd.', 'Holdings Ltd.']], ['BM', null, ['Ltd.']], ['LU', 'EUROPE', ['S.A.']], ['JE', 'UK', ['plc']],
  ['IL', 'EM', ['Ltd.']], ['NL', 'EUROPE', ['N.V.']], ['GB', 'UK', ['plc']], ['IE', 'EUROPE', ['plc']],
  ['CA', 'CANADA', ['Inc.']], ['CH', 'EUROPE', ['AG']], ['CN', 'CHINA', ['Inc.']], ['BR', 'LATAM', ['S.A.']],
];

/** Pick a country by weight from a uniform number in [0, 1). */
export function countryAt(u: number): CountryDef {
  for (let i = 0; i < CUMULATIVE.length; i++) if (u < (CUMULATIVE[i] ?? 0)) return COUNTRIES[i] as CountryDef;
  return COUNTRIES[0] as CountryDef;
}

const CUMULATIVE: readonly number[] = COUNTRIES.reduce<number[]>((acc, c) => [...acc, (acc[acc.length - 1] ?? 0) + c.weight], []);
