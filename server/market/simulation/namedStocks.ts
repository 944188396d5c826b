/**
 * Well-known large companies (the overview's Stocks group and the tickers users try first).
 * Company data is public information; prices are simulated from plausible early-2024 levels
 * (split-adjusted to today's share basis), and their ISINs are generated like every other.
 */
import type { Loading, SimInstrument } from './modelSpec';
import { factorModel, instrument, type Listing, NASDAQ_GS, NYSE, optionProfile, sim } from './namedBuilders';
import { industryFactor, sectorByName, sectorFactor } from './sectors';

/** ticker, name, sector, industry, listing, start, shares (bn), volume (m), website, idio vol, extra loadings, country. */
type Row = readonly [string, string, string, string, Listing, number, number, number, string, number, (readonly Loading[])?, string?];

const N = NASDAQ_GS;
const ROWS: readonly Row[] = [
  ['AAPL', 'Apple Inc.', 'Technology', 'Consumer Electronics', N, 185.6, 15.4, 55, 'apple.com', 0.011],
  ['MSFT', 'Microsoft Corporation', 'Technology', 'Software—Infrastructure', N, 370.9, 7.43, 22, 'microsoft.com', 0.01],
  ['NVDA', 'NVIDIA Corporation', 'Technology', 'Semiconductors', N, 48.2, 24.5, 400, 'nvidia.com', 0.022, [['MOM', 0.8]]],
  ['AMZN', 'Amazon.com, Inc.', 'Consumer Discretionary', 'Internet Retail', N, 149.9, 10.4, 45, 'amazon.com', 0.014],
  ['GOOGL', 'Alphabet Inc.', 'Communication Services', 'Internet Content & Information', N, 139.6, 12.2, 30, 'abc.xyz', 0.013],
  ['META', 'Meta Platforms, Inc.', 'Communication Services', 'Internet Content & Information', N, 346, 2.55, 17, 'meta.com', 0.017],
  ['TSLA', 'Tesla, Inc.', 'Consumer Discretionary', 'Auto Manufacturers', N, 248.4, 3.18, 110, 'tesla.com', 0.03, [['MOM', 0.5]]],
  ['BRK-B', 'Berkshire Hathaway Inc.', 'Financials', 'Insurance—Diversified', NYSE, 357, 2.16, 3.8, 'berkshirehathaway.com', 0.007, [['VALUE', 0.4]]],
  ['JPM', 'JPMorgan Chase & Co.', 'Financials', 'Banks—Diversified', NYSE, 170, 2.88, 9, 'jpmorganchase.com', 0.01],
  ['V', 'Visa Inc.', 'Financials', 'Credit Services', NYSE, 260, 2.0, 6, 'visa.com', 0.009],
  ['MA', 'Mastercard Incorporated', 'Financials', 'Credit Services', NYSE, 426, 0.93, 2.5, 'mastercard.com', 0.009],
  ['UNH', 'UnitedHealth Group Incorporated', 'Health Care', 'Healthcare Plans', NYSE, 526, 0.92, 3.5, 'unitedhealthgroup.com', 0.013],
  ['JNJ', 'Johnson & Johnson', 'Health Care', 'Drug Manufacturers', NYSE, 156.7, 2.4, 7, 'jnj.com', 0.009],
  ['LLY', 'Eli Lilly and Company', 'Health Care', 'Drug Manufacturers', NYSE, 583, 0.95, 3, 'lilly.com', 0.017, [['MOM', 0.6]]],
  ['ABBV', 'AbbVie Inc.', 'Health Care', 'Drug Manufacturers', NYSE, 155, 1.77, 6, 'abbvie.com', 0.012],
  ['MRK', 'Merck & Co., Inc.', 'Health Care', 'Drug Manufacturers', NYSE, 109, 2.53, 8, 'merck.com', 0.011],
  ['PFE', 'Pfizer Inc.', 'Health Care', 'Drug Manufacturers', NYSE, 28.8, 5.65, 40, 'pfizer.com', 0.012],
  ['XOM', 'Exxon Mobil Corporation', 'Energy', 'Oil & Gas Integrated', NYSE, 100, 3.96, 18, 'exxonmobil.com', 0.01, [['OIL', 0.3]]],
  ['CVX', 'Chevron Corporation', 'Energy', 'Oil & Gas Integrated', NYSE, 149, 1.87, 9, 'chevron.com', 0.01, [['OIL', 0.3]]],
  ['PG', 'The Procter & Gamble Company', 'Consumer Staples', 'Household & Personal Products', NYSE, 146.5, 2.35, 7, 'pg.com', 0.008],
  ['KO', 'The Coca-Cola Company', 'Consumer Staples', 'Beverages—Non-Alcoholic', NYSE, 59, 4.32, 13, 'coca-colacompany.com', 0.007],
  ['PEP', 'PepsiCo, Inc.', 'Consumer Staples', 'Beverages—Non-Alcoholic', N, 169.8, 1.37, 5, 'pepsico.com', 0.008],
  ['COST', 'Costco Wholesale Corporation', 'Consumer Staples', 'Discount Stores', N, 660, 0.44, 2, 'costco.com', 0.01],
  ['WMT', 'Walmart Inc.', 'Consumer Staples', 'Discount Stores', NYSE, 52.5, 8.05, 20, 'walmart.com', 0.009],
  ['HD', 'The Home Depot, Inc.', 'Consumer Discretionary', 'Home Improvement Retail', NYSE, 346.5, 0.99, 3.5, 'homedepot.com', 0.011],
  ['MCD', "McDonald's Corporation", 'Consumer Discretionary', 'Restaurants', NYSE, 296.5, 0.72, 3, 'mcdonalds.com', 0.009],
  ['NKE', 'NIKE, Inc.', 'Consumer Discretionary', 'Footwear & Accessories', NYSE, 108.6, 1.51, 9, 'nike.com', 0.015],
  ['SBUX', 'Starbucks Corporation', 'Consumer Discretionary', 'Restaurants', N, 96, 1.13, 9, 'starbucks.com', 0.015],
  ['AVGO', 'Broadcom Inc.', 'Technology', 'Semiconductors', N, 111.6, 4.66, 25, 'broadcom.com', 0.018],
  ['ORCL', 'Oracle Corporation', 'Technology', 'Software—Infrastructure', NYSE, 105.4, 2.75, 9, 'oracle.com', 0.014],
  ['CRM', 'Salesforce, Inc.', 'Technology', 'Software—Application', NYSE, 263, 0.97, 6, 'salesforce.com', 0.015],
  ['ADBE', 'Adobe Inc.', 'Technology', 'Software—Application', N, 596.6, 0.45, 3, 'adobe.com', 0.015],
  ['AMD', 'Advanced Micro Devices, Inc.', 'Technology', 'Semiconductors', N, 147.4, 1.62, 55, 'amd.com', 0.022],
  ['INTC', 'Intel Corporation', 'Technology', 'Semiconductors', N, 50.25, 4.23, 45, 'intel.com', 0.02],
  ['CSCO', 'Cisco Systems, Inc.', 'Technology', 'Communication Equipment', N, 50.5, 4.05, 18, 'cisco.com', 0.009],
  ['NFLX', 'Netflix, Inc.', 'Communication Services', 'Entertainment', N, 486.9, 0.43, 4, 'netflix.com', 0.017],
  ['DIS', 'The Walt Disney Company', 'Communication Services', 'Entertainment', NYSE, 90.3, 1.83, 10, 'thewaltdisneycompany.com', 0.012],
  ['T', 'AT&T Inc.', 'Communication Services', 'Telecom Services', NYSE, 16.8, 7.15, 35, 'att.com', 0.01],
  ['VZ', 'Verizon Communications Inc.', 'Communication Services', 'Telecom Services', NYSE, 37.7, 4.2, 20, 'verizon.com', 0.009],
  ['BAC', 'Bank of America Corporation', 'Financials', 'Banks—Diversified', NYSE, 33.7, 7.9, 40, 'bankofamerica.com', 0.011],
  ['WFC', 'Wells Fargo & Company', 'Financials', 'Banks—Diversified', NYSE, 49.2, 3.6, 18, 'wellsfargo.com', 0.012],
  ['GS', 'The Goldman Sachs Group, Inc.', 'Financials', 'Capital Markets', NYSE, 385.7, 0.33, 2.2, 'goldmansachs.com', 0.011],
  ['MS', 'Morgan Stanley', 'Financials', 'Capital Markets', NYSE, 93.2, 1.64, 8, 'morganstanley.com', 0.011],
  ['CAT', 'Caterpillar Inc.', 'Industrials', 'Farm & Heavy Construction Machinery', NYSE, 295.7, 0.5, 3, 'caterpillar.com', 0.012],
  ['BA', 'The Boeing Company', 'Industrials', 'Aerospace & Defense', NYSE, 260.7, 0.61, 7, 'boeing.com', 0.018],
  ['GE', 'GE Aerospace', 'Industrials', 'Aerospace & Defense', NYSE, 127, 1.09, 6, 'geaerospace.com', 0.013],
  ['UNP', 'Union Pacific Corporation', 'Industrials', 'Railroads', NYSE, 245.6, 0.61, 3, 'up.com', 0.01],
  ['NEE', 'NextEra Energy, Inc.', 'Utilities', 'Utilities—Regulated Electric', NYSE, 60.7, 2.05, 10, 'nexteraenergy.com', 0.012, [['RATES', -0.2]]],
  ['DUK', 'Duke Energy Corporation', 'Utilities', 'Utilities—Regulated Electric', NYSE, 97, 0.77, 3, 'duke-energy.com', 0.008, [['RATES', -0.15]]],
  ['LIN', 'Linde plc', 'Materials', 'Specialty Chemicals', N, 410.7, 0.48, 2, 'linde.com', 0.009, [], 'IE'],
  ['FCX', 'Freeport-McMoRan Inc.', 'Materials', 'Copper', NYSE, 42.6, 1.43, 13, 'fcx.com', 0.016, [['METALS', 0.8]]],
  ['NEM', 'Newmont Corporation', 'Materials', 'Gold', NYSE, 41.4, 1.15, 9, 'newmont.com', 0.016, [['GOLD', 1.2]]],
  ['PLD', 'Prologis, Inc.', 'Real Estate', 'REIT—Industrial', NYSE, 133.3, 0.92, 4, 'prologis.com', 0.012, [['RATES', -0.2]]],
  ['AMT', 'American Tower Corporation', 'Real Estate', 'REIT—Specialty', NYSE, 215.9, 0.47, 2.5, 'americantower.com', 0.012, [['RATES', -0.2]]],
  ['COIN', 'Coinbase Global, Inc.', 'Financials', 'Financial Data & Stock Exchanges', N, 173.9, 0.24, 12, 'coinbase.com', 0.03, [['CRYPTO', 0.9]]],
  ['MSTR', 'MicroStrategy Incorporated', 'Technology', 'Software—Application', N, 63, 0.2, 15, 'microstrategy.com', 0.03, [['CRYPTO', 1.3]]],
  ['PLTR', 'Palantir Technologies Inc.', 'Technology', 'Software—Infrastructure', N, 17.2, 2.2, 45, 'palantir.com', 0.028, [['MOM', 0.8]]],
  ['UBER', 'Uber Technologies, Inc.', 'Technology', 'Software—Application', NYSE, 61.6, 2.08, 20, 'uber.com', 0.018],
  ['ABNB', 'Airbnb, Inc.', 'Consumer Discretionary', 'Travel Services', N, 136, 0.64, 5, 'airbnb.com', 0.018],
  ['ASML', 'ASML Holding N.V.', 'Technology', 'Semiconductor Equipment', N, 745, 0.39, 1.2, 'asml.com', 0.016, [['EUROPE', 0.4]], 'NL'],
  ['TSM', 'Taiwan Semiconductor Manufacturing Company Limited', 'Technology', 'Semiconductors', NYSE, 104, 5.19, 12, 'tsmc.com', 0.015, [['EM', 0.4]], 'TW'],
  ['BABA', 'Alibaba Group Holding Limited', 'Consumer Discretionary', 'Internet Retail', NYSE, 76.5, 2.5, 15, 'alibabagroup.com', 0.02, [['CHINA', 0.9]], 'KY'],
  ['SHOP', 'Shopify Inc.', 'Technology', 'Software—Application', NYSE, 77.9, 1.29, 10, 'shopify.com', 0.025, [['CANADA', 0.3]], 'CA'],
];

/** Splits of the named companies (new shares per old share), as announced. */
const SPLITS: Record<string, readonly (readonly [string, number])[]> = {
  WMT: [['2024-02-26', 3]],
  NVDA: [['2024-06-10', 10]],
  AVGO: [['2024-07-15', 10]],
  MSTR: [['2024-08-08', 10]],
};

export function namedStocks(): SimInstrument[] {
  return ROWS.map(([ticker, name, sectorName, industry, listing, start, sharesBn, volumeM, website, idio, extra = [], country = 'US']) => {
    const sector = sectorByName(sectorName);
    const beta = (sector?.beta ?? 1) * (0.85 + 0.3 * ((ticker.charCodeAt(0) % 7) / 6));
    const loadings: Loading[] = [['MKT', beta], ['SIZE', -0.3], ['QUALITY', 0.3], [industryFactor(industry), 0.7], ...extra];
    if (sector) loadings.push([sectorFactor(sector), 1]);
    const inst = instrument({
      ticker, name, type: 'stock', sector: sectorName, industry, country, website: `https://www.${website}`,
      exchange: listing.exchange, exchangeShort: listing.exchangeShort, sharesOutstanding: sharesBn * 1e9, autoIsin: true,
    });
    const options = optionProfile('weekly', volumeM * 1e6 * 0.12, { dividendYield: 0.01, ivPremium: 1.1, skew: -0.06 });
    return sim(inst, factorModel(ticker, start, loadings, idio, 0.0002), { volume: volumeM * 1e6, options, splits: SPLITS[ticker] ?? [] });
  });
}
