/**
 * Price models of the predefined futures: equity, rate, currency and volatility futures follow
 * their underlying (level = scale · underlying^exponent · e^basis, the basis a small mean-reverting
 * process), commodity futures are driven by the commodity factors, and ETFs on commodities in turn
 * follow these futures.
 */
import { FUTURES_CONTRACTS } from '../source/futuresContracts';
import type { PriceModel, SimInstrument } from './modelSpec';
import { factorModel, follow, instrument, sim } from './namedBuilders';

const t = (ticker: string, start: number, exponent = 1, basisVol = 0.0006) => follow(ticker, start, { exponent, basisVol, basisReversion: 0.25 });
const f = (key: string, start: number, loadings: readonly (readonly [string, number])[], idio: number, drift = 0) => factorModel(key, start, loadings, idio, drift);

/** Model and average daily volume (contracts) per futures ticker. */
const MODELS: Record<string, readonly [PriceModel, number]> = {
  ES_F: [t('^GSPC', 4795), 1.6e6], MES_F: [t('^GSPC', 4795), 1.2e6],
  NQ_F: [t('^NDX', 16950), 6e5], MNQ_F: [t('^NDX', 16950), 9e5],
  RTY_F: [t('^RUT', 2045), 1.8e5], M2K_F: [t('^RUT', 2045), 1.5e5],
  YM_F: [t('^DJI', 38000), 1.5e5], MYM_F: [t('^DJI', 38000), 1e5],
  NKD_F: [t('^N225', 33600, 1, 0.001), 1.5e4],
  FDAX_F: [t('^GDAXI', 16850), 8e4], FESX_F: [t('^STOXX50E', 4550), 9e5],
  VX_F: [follow('^VIX', null, { exponent: 0.5, scale: 20 ** 0.5 * 1.04, basisVol: 0.012, basisReversion: 0.15 }), 2.2e5],
  ZB_F: [t('TLT', 122.8, 0.95), 3.5e5], UB_F: [t('TLT', 129.5, 1.3), 2e5],
  ZN_F: [t('IEF', 112.2, 0.85), 1.5e6], ZF_F: [t('IEI', 108.6, 0.95), 8e5], ZT_F: [t('SHY', 102.9, 0.95), 5e5],
  SR3_F: [t('^IRX', 94.9, -0.05, 0.0002), 1e6], FGBL_F: [t('DE10Y', 136, -0.17, 0.001), 6e5],
  DX_F: [t('^DXY', 101.3), 2e4], '6E_F': [t('EURUSD', 1.1075), 2e5], '6J_F': [t('USDJPY', 0.00712, -1), 1.5e5],
  '6B_F': [t('GBPUSD', 1.2735), 9e4], '6A_F': [t('AUDUSD', 0.6815), 1e5], '6C_F': [t('USDCAD', 0.7555, -1), 8e4],
  '6S_F': [t('USDCHF', 1.19, -1), 3e4], '6N_F': [t('NZDUSD', 0.6325), 2e4], '6M_F': [t('USDMXN', 0.0587, -1), 5e4],
  CL_F: [f('CL_F', 71.65, [['OIL', 1], ['MKT', 0.3]], 0.006), 3e5],
  BZ_F: [follow('CL_F', 77.04, { basisVol: 0.02, basisReversion: 0.05 }), 2e5],
  NG_F: [f('NG_F', 2.61, [['NATGAS', 1]], 0.01), 1.5e5],
  RB_F: [follow('CL_F', 2.11, { exponent: 0.9, basisVol: 0.03, basisReversion: 0.05 }), 5e4],
  HO_F: [follow('CL_F', 2.63, { exponent: 0.85, basisVol: 0.03, basisReversion: 0.05 }), 5e4],
  GC_F: [f('GC_F', 2073, [['GOLD', 1], ['USD', -0.3], ['RATES', -0.05]], 0.002), 2e5],
  SI_F: [f('SI_F', 23.8, [['GOLD', 1.25], ['METALS', 0.3], ['USD', -0.2]], 0.009), 6e4],
  HG_F: [f('HG_F', 3.89, [['METALS', 1], ['MKT', 0.25], ['CHINA', 0.2]], 0.004), 8e4],
  PL_F: [f('PL_F', 1000, [['METALS', 0.6], ['GOLD', 0.5]], 0.01), 2e4],
  PA_F: [f('PA_F', 1100, [['METALS', 0.7], ['GOLD', 0.3]], 0.018), 5e3],
  ZC_F: [f('ZC_F', 471, [['AGRI', 1]], 0.006), 2.5e5], ZW_F: [f('ZW_F', 628, [['AGRI', 1]], 0.012), 1e5],
  KE_F: [follow('ZW_F', 640, { basisVol: 0.03, basisReversion: 0.05 }), 4e4],
  ZS_F: [f('ZS_F', 1298, [['AGRI', 0.8]], 0.007), 1.5e5],
  ZM_F: [follow('ZS_F', 383, { exponent: 1.1, basisVol: 0.03, basisReversion: 0.05 }), 8e4],
  ZL_F: [follow('ZS_F', 48.9, { exponent: 0.8, basisVol: 0.04, basisReversion: 0.05 }), 7e4],
  KC_F: [f('KC_F', 188, [['SOFTS', 1]], 0.012), 2e4], SB_F: [f('SB_F', 20.7, [['SOFTS', 0.8]], 0.014), 8e4],
  CC_F: [f('CC_F', 4200, [['SOFTS', 0.6]], 0.02, 0.0008), 2e4], CT_F: [f('CT_F', 80.8, [['SOFTS', 0.6], ['AGRI', 0.3]], 0.01), 2.5e4],
  LE_F: [f('LE_F', 170, [['LIVESTOCK', 1]], 0.004), 4e4], HE_F: [f('HE_F', 68, [['LIVESTOCK', 0.8]], 0.015), 4e4],
  GF_F: [follow('LE_F', 223, { exponent: 1.2, basisVol: 0.02, basisReversion: 0.05 }), 1e4],
  BTC_F: [follow('CRYPTO.BTC', 42900, { basisVol: 0.005, basisReversion: 0.2 }), 1.5e4],
  MBT_F: [follow('CRYPTO.BTC', 42900, { basisVol: 0.005, basisReversion: 0.2 }), 3e4],
  ETH_F: [follow('CRYPTO.ETH', 2310, { basisVol: 0.006, basisReversion: 0.2 }), 8e3],
};

export function namedFutures(): SimInstrument[] {
  return FUTURES_CONTRACTS.map((c) => {
    const entry = MODELS[c.ticker];
    if (!entry) throw new Error(`no model for ${c.ticker}`);
    const [model, volume] = entry;
    const inst = instrument({
      ticker: c.ticker, name: c.name, type: 'future', sector: 'Futures', industry: c.group, currency: c.currency,
      exchange: c.exchange, exchangeShort: c.exchangeShort, underlying: c.underlying,
    });
    return sim(inst, model, { volume, gapShare: 0.1 });
  });
}
