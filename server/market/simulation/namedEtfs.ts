/** Exchange-traded funds and notes named by the specification's lists, with plausible start prices (early 2024). */
import type { OptionProfile, PriceModel, SimInstrument } from './modelSpec';
import { ARCA, CBOE_BZX, daily, factorModel, follow, instrument, NASDAQ_GM, type Listing, optionProfile, sim } from './namedBuilders';

type Opt = OptionProfile['expiries'] | null;
/** ticker, name, sector (or asset class), category, listing, model, volume (million shares), options, dividend yield, shares (millions). */
type Row = readonly [string, string, string, string, Listing, PriceModel, number, Opt, number, number];

const f = (key: string, start: number, loadings: readonly (readonly [string, number])[], idio: number, drift = 0) => factorModel(key, start, loadings, idio, drift);

const ROWS: readonly Row[] = [
  ['SPY', 'SPDR S&P 500 ETF Trust', 'Broad Market', 'Large Blend', ARCA, follow('^GSPC', 475.3, { basisVol: 0.0003 }), 75, 'daily', 0.013, 930],
  ['QQQ', 'Invesco QQQ Trust, Series 1', 'Broad Market', 'Large Growth', NASDAQ_GM, follow('^NDX', 409.5, { basisVol: 0.0003 }), 45, 'daily', 0.006, 560],
  ['IWM', 'iShares Russell 2000 ETF', 'Broad Market', 'Small Blend', ARCA, follow('^RUT', 200.7, { basisVol: 0.0004 }), 30, 'daily', 0.012, 300],
  ['DIA', 'SPDR Dow Jones Industrial Average ETF Trust', 'Broad Market', 'Large Value', ARCA, follow('^DJI', 377, { basisVol: 0.0003 }), 3.5, 'weekly', 0.018, 90],
  ['VOO', 'Vanguard S&P 500 ETF', 'Broad Market', 'Large Blend', ARCA, follow('^GSPC', 436.8, { basisVol: 0.0003 }), 5, 'weekly', 0.013, 1000],
  ['VTI', 'Vanguard Total Stock Market ETF', 'Broad Market', 'Large Blend', ARCA, f('VTI', 237, [['MKT', 1], ['SIZE', 0.1]], 0.001), 3.5, 'weekly', 0.014, 1500],
  ['EFA', 'iShares MSCI EAFE ETF', 'International', 'Foreign Large Blend', ARCA, f('EFA', 75.4, [['EUROPE', 0.6], ['JAPAN', 0.3], ['MKT', 0.55], ['USD', -0.5]], 0.002), 18, 'weekly', 0.028, 800],
  ['EEM', 'iShares MSCI Emerging Markets ETF', 'International', 'Diversified Emerging Markets', ARCA, f('EEM', 40.2, [['EM', 1], ['CHINA', 0.3], ['MKT', 0.5], ['USD', -0.3]], 0.002), 35, 'weekly', 0.025, 700],
  ['EWJ', 'iShares MSCI Japan ETF', 'International', 'Japan Stock', ARCA, f('EWJ', 64, [['JAPAN', 0.9], ['MKT', 0.45], ['USD', -0.5]], 0.002), 6, 'monthly', 0.02, 220],
  ['EWG', 'iShares MSCI Germany ETF', 'International', 'Miscellaneous Region', ARCA, f('EWG', 29, [['EUROPE', 1], ['MKT', 0.45], ['USD', -0.8]], 0.003), 3, 'monthly', 0.025, 70],
  ['EWZ', 'iShares MSCI Brazil ETF', 'International', 'Latin America Stock', ARCA, f('EWZ', 34.9, [['LATAM', 1], ['EM', 0.4], ['MKT', 0.4]], 0.004), 25, 'weekly', 0.06, 150],
  ['FXI', 'iShares China Large-Cap ETF', 'International', 'China Region', ARCA, f('FXI', 23.4, [['CHINA', 1], ['MKT', 0.3]], 0.003), 40, 'weekly', 0.03, 250],
  ['INDA', 'iShares MSCI India ETF', 'International', 'India Equity', CBOE_BZX, f('INDA', 48.8, [['INDIA', 1], ['MKT', 0.3]], 0.003), 4, 'monthly', 0.005, 180],
  ['XLK', 'Technology Select Sector SPDR Fund', 'Technology', 'Technology', ARCA, f('XLK', 192.6, [['MKT', 1.15], ['SEC:tech', 1]], 0.002), 8, 'weekly', 0.007, 300],
  ['XLF', 'Financial Select Sector SPDR Fund', 'Financials', 'Financial', ARCA, f('XLF', 37.6, [['MKT', 1.05], ['SEC:fin', 1]], 0.002), 40, 'weekly', 0.016, 1100],
  ['XLV', 'Health Care Select Sector SPDR Fund', 'Health Care', 'Health', ARCA, f('XLV', 136.4, [['MKT', 0.75], ['SEC:health', 1]], 0.002), 8, 'weekly', 0.015, 280],
  ['XLE', 'Energy Select Sector SPDR Fund', 'Energy', 'Equity Energy', ARCA, f('XLE', 83.8, [['MKT', 0.8], ['SEC:energy', 1], ['OIL', 0.35]], 0.002), 18, 'weekly', 0.033, 450],
  ['XLI', 'Industrial Select Sector SPDR Fund', 'Industrials', 'Industrials', ARCA, f('XLI', 114, [['MKT', 1.05], ['SEC:indu', 1]], 0.002), 10, 'weekly', 0.015, 160],
  ['XLY', 'Consumer Discretionary Select Sector SPDR Fund', 'Consumer Discretionary', 'Consumer Cyclical', ARCA, f('XLY', 178.8, [['MKT', 1.15], ['SEC:discr', 1]], 0.002), 5, 'weekly', 0.008, 110],
  ['XLP', 'Consumer Staples Select Sector SPDR Fund', 'Consumer Staples', 'Consumer Defensive', ARCA, f('XLP', 72, [['MKT', 0.55], ['SEC:staples', 1]], 0.002), 10, 'weekly', 0.026, 230],
  ['XLU', 'Utilities Select Sector SPDR Fund', 'Utilities', 'Utilities', ARCA, f('XLU', 63.3, [['MKT', 0.5], ['SEC:util', 1], ['RATES', -0.15]], 0.002), 12, 'weekly', 0.032, 250],
  ['XLB', 'Materials Select Sector SPDR Fund', 'Materials', 'Natural Resources', ARCA, f('XLB', 85.5, [['MKT', 1], ['SEC:materials', 1], ['METALS', 0.15]], 0.002), 5, 'weekly', 0.019, 65],
  ['XLRE', 'Real Estate Select Sector SPDR Fund', 'Real Estate', 'Real Estate', ARCA, f('XLRE', 40, [['MKT', 0.85], ['SEC:realestate', 1], ['RATES', -0.2]], 0.002), 6, 'monthly', 0.033, 180],
  ['XLC', 'Communication Services Select Sector SPDR Fund', 'Communication Services', 'Communications', ARCA, f('XLC', 73, [['MKT', 1], ['SEC:comm', 1]], 0.002), 5, 'monthly', 0.009, 230],
  ['SMH', 'VanEck Semiconductor ETF', 'Technology', 'Technology', NASDAQ_GM, f('SMH', 171, [['MKT', 1.3], ['SEC:tech', 1], ['IND:Semiconductors', 1.2]], 0.003), 6, 'weekly', 0.005, 100],
  ['XBI', 'SPDR S&P Biotech ETF', 'Health Care', 'Health', ARCA, f('XBI', 89, [['MKT', 1.1], ['SEC:health', 0.8], ['IND:Biotechnology', 1.3], ['SIZE', 0.5]], 0.004), 9, 'weekly', 0, 80],
  ['KRE', 'SPDR S&P Regional Banking ETF', 'Financials', 'Financial', ARCA, f('KRE', 52, [['MKT', 1.1], ['SEC:fin', 1], ['IND:Banks—Regional', 1.5], ['SIZE', 0.4]], 0.004), 12, 'weekly', 0.03, 70],
  ['GDX', 'VanEck Gold Miners ETF', 'Materials', 'Equity Precious Metals', ARCA, f('GDX', 31, [['GOLD', 1.6], ['MKT', 0.5], ['IND:Gold', 0.8]], 0.006), 20, 'weekly', 0.015, 420],
  ['XOP', 'SPDR S&P Oil & Gas Exploration & Production ETF', 'Energy', 'Equity Energy', ARCA, f('XOP', 136, [['MKT', 0.8], ['SEC:energy', 1.1], ['OIL', 0.6]], 0.004), 4, 'weekly', 0.025, 30],
  ['ARKK', 'ARK Innovation ETF', 'Technology', 'Mid-Cap Growth', ARCA, f('ARKK', 52, [['MKT', 1.4], ['SEC:tech', 0.9], ['MOM', 0.6], ['SIZE', 0.5]], 0.012), 15, 'weekly', 0, 150],
  ['MTUM', 'iShares MSCI USA Momentum Factor ETF', 'Factor', 'Large Growth', CBOE_BZX, f('MTUM', 158, [['MKT', 1], ['MOM', 1]], 0.002), 1, 'monthly', 0.008, 80],
  ['QUAL', 'iShares MSCI USA Quality Factor ETF', 'Factor', 'Large Blend', CBOE_BZX, f('QUAL', 147, [['MKT', 0.95], ['QUALITY', 1]], 0.0015), 1.5, 'monthly', 0.012, 280],
  ['VLUE', 'iShares MSCI USA Value Factor ETF', 'Factor', 'Large Value', CBOE_BZX, f('VLUE', 100, [['MKT', 1], ['VALUE', 1]], 0.002), 0.5, 'monthly', 0.025, 70],
  ['USMV', 'iShares MSCI USA Min Vol Factor ETF', 'Factor', 'Large Blend', CBOE_BZX, f('USMV', 78, [['MKT', 0.7], ['LOWVOL', 1]], 0.0015), 2.5, 'monthly', 0.016, 340],
  ['SIZE', 'iShares MSCI USA Size Factor ETF', 'Factor', 'Mid-Cap Blend', CBOE_BZX, f('SIZE', 133, [['MKT', 1], ['SIZE', 0.5]], 0.002), 0.05, null, 0.015, 2.5],
  ['IWF', 'iShares Russell 1000 Growth ETF', 'Factor', 'Large Growth', ARCA, f('IWF', 303, [['MKT', 1.1], ['VALUE', -0.6], ['SEC:tech', 0.3]], 0.0015), 1.5, 'monthly', 0.006, 300],
  ['IWD', 'iShares Russell 1000 Value ETF', 'Factor', 'Large Value', ARCA, f('IWD', 166, [['MKT', 0.9], ['VALUE', 0.6]], 0.0015), 2, 'monthly', 0.019, 330],
  ['SPLV', 'Invesco S&P 500 Low Volatility ETF', 'Factor', 'Large Value', ARCA, f('SPLV', 62, [['MKT', 0.6], ['LOWVOL', 1.2]], 0.002), 2, 'monthly', 0.023, 120],
  ['SPHB', 'Invesco S&P 500 High Beta ETF', 'Factor', 'Large Blend', ARCA, f('SPHB', 80, [['MKT', 1.5], ['SIZE', 0.3]], 0.003), 0.4, 'monthly', 0.008, 10],
  ['RSP', 'Invesco S&P 500 Equal Weight ETF', 'Factor', 'Large Blend', ARCA, f('RSP', 158, [['MKT', 1], ['SIZE', 0.3], ['VALUE', 0.2]], 0.0015), 8, 'weekly', 0.016, 340],
  ['VUG', 'Vanguard Growth ETF', 'Factor', 'Large Growth', ARCA, f('VUG', 311, [['MKT', 1.1], ['VALUE', -0.6], ['SEC:tech', 0.3]], 0.0015), 1, 'monthly', 0.005, 420],
  ['VTV', 'Vanguard Value ETF', 'Factor', 'Large Value', ARCA, f('VTV', 149, [['MKT', 0.9], ['VALUE', 0.6]], 0.0015), 2.5, 'monthly', 0.024, 780],
  ['SCHD', 'Schwab U.S. Dividend Equity ETF', 'Factor', 'Large Value', ARCA, f('SCHD', 76, [['MKT', 0.8], ['VALUE', 0.7], ['LOWVOL', 0.3]], 0.002), 3, 'monthly', 0.035, 750],
  ['BIL', 'SPDR Bloomberg 1-3 Month T-Bill ETF', 'Fixed Income', 'Ultrashort Bond', ARCA, f('BIL', 91.5, [], 0.0001, 0.00018), 8, 'monthly', 0.05, 350],
  ['SGOV', 'iShares 0-3 Month Treasury Bond ETF', 'Fixed Income', 'Ultrashort Bond', ARCA, f('SGOV', 100.4, [], 0.0001, 0.00018), 5, null, 0.05, 300],
  ['SHY', 'iShares 1-3 Year Treasury Bond ETF', 'Fixed Income', 'Short Government', NASDAQ_GM, f('SHY', 82.1, [['RATES', -0.08]], 0.0005, 0.00012), 3, 'monthly', 0.037, 300],
  ['IEI', 'iShares 3-7 Year Treasury Bond ETF', 'Fixed Income', 'Intermediate Government', NASDAQ_GM, f('IEI', 117.5, [['RATES', -0.22]], 0.0008, 0.00006), 1, 'monthly', 0.03, 120],
  ['IEF', 'iShares 7-10 Year Treasury Bond ETF', 'Fixed Income', 'Intermediate Government', NASDAQ_GM, f('IEF', 96.9, [['RATES', -0.34]], 0.0009, 0.00004), 8, 'weekly', 0.032, 300],
  ['TLT', 'iShares 20+ Year Treasury Bond ETF', 'Fixed Income', 'Long Government', NASDAQ_GM, f('TLT', 98.9, [['RATES', -0.75]], 0.0015), 35, 'weekly', 0.038, 550],
  ['GOVT', 'iShares U.S. Treasury Bond ETF', 'Fixed Income', 'Intermediate Government', CBOE_BZX, f('GOVT', 23, [['RATES', -0.28]], 0.0007), 6, 'monthly', 0.031, 1200],
  ['AGG', 'iShares Core U.S. Aggregate Bond ETF', 'Fixed Income', 'Intermediate Core Bond', ARCA, f('AGG', 99.3, [['RATES', -0.27], ['CREDIT', 0.2]], 0.0007), 7, 'monthly', 0.033, 1100],
  ['BND', 'Vanguard Total Bond Market ETF', 'Fixed Income', 'Intermediate Core Bond', NASDAQ_GM, f('BND', 73.5, [['RATES', -0.27], ['CREDIT', 0.2]], 0.0007), 6, 'monthly', 0.033, 1400],
  ['LQD', 'iShares iBoxx $ Investment Grade Corporate Bond ETF', 'Fixed Income', 'Corporate Bond', ARCA, f('LQD', 110.6, [['RATES', -0.38], ['CREDIT', 0.6], ['MKT', 0.05]], 0.0012), 25, 'weekly', 0.041, 300],
  ['HYG', 'iShares iBoxx $ High Yield Corporate Bond ETF', 'Fixed Income', 'High Yield Bond', ARCA, f('HYG', 77.4, [['RATES', -0.12], ['CREDIT', 0.9], ['MKT', 0.22]], 0.0012, 0.0001), 35, 'weekly', 0.058, 200],
  ['JNK', 'SPDR Bloomberg High Yield Bond ETF', 'Fixed Income', 'High Yield Bond', ARCA, f('JNK', 94.6, [['RATES', -0.12], ['CREDIT', 0.9], ['MKT', 0.22]], 0.0013, 0.0001), 6, 'monthly', 0.062, 90],
  ['TIP', 'iShares TIPS Bond ETF', 'Fixed Income', 'Inflation-Protected Bond', ARCA, f('TIP', 107.5, [['RATES', -0.28]], 0.0009), 3, 'monthly', 0.028, 170],
  ['MUB', 'iShares National Muni Bond ETF', 'Fixed Income', 'Muni National Interm', ARCA, f('MUB', 108.4, [['RATES', -0.25], ['CREDIT', 0.1]], 0.0008), 4, 'monthly', 0.028, 360],
  ['EMB', 'iShares J.P. Morgan USD Emerging Markets Bond ETF', 'Fixed Income', 'Emerging Markets Bond', NASDAQ_GM, f('EMB', 89.7, [['RATES', -0.3], ['CREDIT', 0.6], ['EM', 0.3]], 0.0015), 5, 'monthly', 0.05, 170],
  ['GLD', 'SPDR Gold Shares', 'Commodities', 'Commodities Focused', ARCA, follow('GC_F', 191.2, { drift: -0.000016, basisVol: 0.0008 }), 8, 'weekly', 0, 310],
  ['IAU', 'iShares Gold Trust', 'Commodities', 'Commodities Focused', ARCA, follow('GC_F', 39, { drift: -0.00001, basisVol: 0.0008 }), 6, 'monthly', 0, 700],
  ['SLV', 'iShares Silver Trust', 'Commodities', 'Commodities Focused', ARCA, follow('SI_F', 21.8, { drift: -0.00002, basisVol: 0.0015 }), 25, 'weekly', 0, 500],
  ['USO', 'United States Oil Fund', 'Commodities', 'Commodities Focused', ARCA, follow('CL_F', 67.3, { exponent: 0.95, drift: -0.0001, basisVol: 0.002 }), 4, 'weekly', 0, 20],
  ['BNO', 'United States Brent Oil Fund', 'Commodities', 'Commodities Focused', ARCA, follow('BZ_F', 28.5, { drift: -0.00005, basisVol: 0.002 }), 0.4, 'monthly', 0, 5],
  ['UNG', 'United States Natural Gas Fund', 'Commodities', 'Commodities Focused', ARCA, follow('NG_F', 23.6, { exponent: 0.9, drift: -0.0012, basisVol: 0.004 }), 10, 'weekly', 0, 50],
  ['DBA', 'Invesco DB Agriculture Fund', 'Commodities', 'Commodities Broad Basket', ARCA, f('DBA', 20.4, [['AGRI', 0.9], ['SOFTS', 0.3]], 0.003), 1, 'monthly', 0, 40],
  ['DBC', 'Invesco DB Commodity Index Tracking Fund', 'Commodities', 'Commodities Broad Basket', ARCA, f('DBC', 22.6, [['OIL', 0.5], ['METALS', 0.2], ['GOLD', 0.15], ['AGRI', 0.2]], 0.002), 2, 'monthly', 0, 80],
  ['CPER', 'United States Copper Index Fund', 'Commodities', 'Commodities Focused', ARCA, follow('HG_F', 24.4, { basisVol: 0.002 }), 0.3, 'monthly', 0, 8],
  ['PPLT', 'abrdn Physical Platinum Shares ETF', 'Commodities', 'Commodities Focused', ARCA, follow('PL_F', 91.5, { basisVol: 0.0015 }), 0.2, 'monthly', 0, 12],
  ['PALL', 'abrdn Physical Palladium Shares ETF', 'Commodities', 'Commodities Focused', ARCA, follow('PA_F', 100, { basisVol: 0.0015 }), 0.1, null, 0, 3],
  ['WEAT', 'Teucrium Wheat Fund', 'Commodities', 'Commodities Focused', ARCA, follow('ZW_F', 5.8, { drift: -0.0002, basisVol: 0.003 }), 2, null, 0, 50],
  ['CORN', 'Teucrium Corn Fund', 'Commodities', 'Commodities Focused', ARCA, follow('ZC_F', 21.4, { drift: -0.0002, basisVol: 0.003 }), 0.3, null, 0, 6],
  ['UUP', 'Invesco DB US Dollar Index Bullish Fund', 'Currencies', 'Trading--Miscellaneous', ARCA, follow('^DXY', 28.7, { drift: 0.00012, basisVol: 0.0006 }), 3, 'monthly', 0, 60],
  ['UDN', 'Invesco DB US Dollar Index Bearish Fund', 'Currencies', 'Trading--Miscellaneous', ARCA, follow('^DXY', 18.9, { exponent: -1, basisVol: 0.0008 }), 0.1, null, 0, 4],
  ['FXE', 'Invesco CurrencyShares Euro Trust', 'Currencies', 'Single Currency', ARCA, follow('EURUSD', 101.6, { basisVol: 0.0005 }), 0.3, 'monthly', 0, 3],
  ['FXY', 'Invesco CurrencyShares Japanese Yen Trust', 'Currencies', 'Single Currency', ARCA, follow('USDJPY', 65.4, { exponent: -1, basisVol: 0.0005 }), 0.6, 'monthly', 0, 6],
  ['FXB', 'Invesco CurrencyShares British Pound Sterling Trust', 'Currencies', 'Single Currency', ARCA, follow('GBPUSD', 122.6, { basisVol: 0.0005 }), 0.05, null, 0, 1.5],
  ['FXA', 'Invesco CurrencyShares Australian Dollar Trust', 'Currencies', 'Single Currency', ARCA, follow('AUDUSD', 67.5, { basisVol: 0.0005 }), 0.05, null, 0, 1.5],
  ['FXC', 'Invesco CurrencyShares Canadian Dollar Trust', 'Currencies', 'Single Currency', ARCA, follow('USDCAD', 74.5, { exponent: -1, basisVol: 0.0005 }), 0.05, null, 0, 1.5],
  ['FXF', 'Invesco CurrencyShares Swiss Franc Trust', 'Currencies', 'Single Currency', ARCA, follow('USDCHF', 107, { exponent: -1, basisVol: 0.0005 }), 0.05, null, 0, 1.5],
  ['BITO', 'ProShares Bitcoin Strategy ETF', 'Digital Assets', 'Digital Assets', ARCA, follow('BTC_F', 19.3, { drift: -0.0003, basisVol: 0.002 }), 12, 'weekly', 0, 90],
  ['IBIT', 'iShares Bitcoin Trust ETF', 'Digital Assets', 'Digital Assets', NASDAQ_GM, follow('CRYPTO.BTC', 25, { drift: -0.00001, basisVol: 0.001 }), 40, 'weekly', 0, 500],
  ['VXX', 'iPath Series B S&P 500 VIX Short-Term Futures ETN', 'Volatility', 'Trading--Volatility', CBOE_BZX, daily('VX_F', 1, 16, -0.0018, 0.003), 6, 'weekly', 0, 20],
  ['VIXY', 'ProShares VIX Short-Term Futures ETF', 'Volatility', 'Trading--Volatility', CBOE_BZX, daily('VX_F', 1, 15, -0.0019, 0.003), 4, 'weekly', 0, 15],
  ['VIXM', 'ProShares VIX Mid-Term Futures ETF', 'Volatility', 'Trading--Volatility', CBOE_BZX, daily('^VIX6M', 1, 15.5, -0.0004, 0.003), 0.2, null, 0, 2],
  ['UVXY', 'ProShares Ultra VIX Short-Term Futures ETF', 'Volatility', 'Trading--Leveraged Volatility', CBOE_BZX, daily('VXX', 1.5, 37.5, -0.0003, 0.002), 25, 'weekly', 0, 40],
  ['SVXY', 'ProShares Short VIX Short-Term Futures ETF', 'Volatility', 'Trading--Inverse Volatility', CBOE_BZX, daily('VXX', -0.5, 48, 0.0001, 0.002), 2, 'weekly', 0, 15],
  ['SVIX', '-1x Short VIX Futures ETF', 'Volatility', 'Trading--Inverse Volatility', CBOE_BZX, daily('VXX', -1, 28, 0.0001, 0.002), 3, 'weekly', 0, 10],
  ['UVIX', '2x Long VIX Futures ETF', 'Volatility', 'Trading--Leveraged Volatility', CBOE_BZX, daily('VXX', 2, 100, -0.0004, 0.003), 8, 'weekly', 0, 10],
  ['TQQQ', 'ProShares UltraPro QQQ', 'Leveraged', 'Trading--Leveraged Equity', NASDAQ_GM, daily('QQQ', 3, 51, -0.00004), 60, 'weekly', 0.01, 400],
  ['SQQQ', 'ProShares UltraPro Short QQQ', 'Leveraged', 'Trading--Inverse Equity', NASDAQ_GM, daily('QQQ', -3, 16.6, -0.00004), 100, 'weekly', 0.01, 300],
  ['UPRO', 'ProShares UltraPro S&P500', 'Leveraged', 'Trading--Leveraged Equity', ARCA, daily('SPY', 3, 55, -0.00004), 5, 'weekly', 0.01, 60],
  ['SH', 'ProShares Short S&P500', 'Leveraged', 'Trading--Inverse Equity', ARCA, daily('SPY', -1, 12.9, -0.00003), 8, 'monthly', 0.04, 100],
  ['SDS', 'ProShares UltraShort S&P500', 'Leveraged', 'Trading--Inverse Equity', ARCA, daily('SPY', -2, 24.7, -0.00004), 10, 'monthly', 0.03, 30],
  ['SOXL', 'Direxion Daily Semiconductor Bull 3X Shares', 'Leveraged', 'Trading--Leveraged Equity', ARCA, daily('SMH', 3, 28, -0.00004), 60, 'weekly', 0.005, 300],
];

const SPLITS: Record<string, readonly (readonly [string, number])[]> = {
  UNG: [['2024-01-22', 0.25]],
  UVXY: [['2024-04-11', 0.2]],
};

const ISSUERS: readonly (readonly [string, string])[] = [
  ['SPDR', 'https://www.ssga.com'], ['iShares', 'https://www.ishares.com'], ['Invesco', 'https://www.invesco.com'],
  ['Vanguard', 'https://investor.vanguard.com'], ['ProShares', 'https://www.proshares.com'], ['VanEck', 'https://www.vaneck.com'],
  ['Schwab', 'https://www.schwabassetmanagement.com'], ['United States', 'https://www.uscfinvestments.com'], ['abrdn', 'https://www.abrdn.com'],
  ['Teucrium', 'https://teucrium.com'], ['ARK', 'https://www.ark-funds.com'], ['Direxion', 'https://www.direxion.com'],
  ['iPath', 'https://www.ipathetn.com'], ['VIX Futures', 'https://www.volatilityshares.com'],
];

const issuerWebsite = (name: string): string | null => ISSUERS.find(([key]) => name.includes(key))?.[1] ?? null;

const INDEX_ETFS = new Set(['SPY', 'QQQ', 'IWM', 'DIA', 'GLD', 'TLT']);

export function namedEtfs(): SimInstrument[] {
  return ROWS.map(([ticker, name, sector, category, listing, model, volumeM, opt, dividendYield, sharesM]) => {
    const vol = model.kind === 'daily' ? 'volatility' : sector === 'Fixed Income' ? 'bond' : 'equity';
    const options = opt
      ? optionProfile(opt, volumeM * 1e6 * (INDEX_ETFS.has(ticker) ? 0.35 : 0.25), {
          dividendYield,
          ivPremium: vol === 'bond' ? 1.05 : 1.12,
          skew: vol === 'volatility' ? (model.kind === 'daily' && model.multiple < 0 ? -0.15 : 0.1) : vol === 'bond' ? -0.03 : sector === 'Commodities' ? -0.02 : -0.1,
          ...(INDEX_ETFS.has(ticker) ? { fineStep: 1 } : {}),
        })
      : null;
    const inst = instrument({
      ticker, name, type: 'etf', sector, industry: category, exchange: listing.exchange, exchangeShort: listing.exchangeShort,
      sharesOutstanding: sharesM * 1e6, website: issuerWebsite(name), autoIsin: true,
    });
    return sim(inst, model, { volume: volumeM * 1e6, options, splits: SPLITS[ticker] ?? [] });
  });
}
