/**
 * The predefined crypto tickers (document 1 section 9: "about 120 crypto tickers are predefined").
 * Each is quoted in USD; the ticker is `CRYPTO.<symbol>` and displays as `<symbol>/USD`.
 * Stablecoins are left out: their price is pinned to 1 USD and the product's ranges say nothing about them.
 */
export interface CryptoAsset {
  symbol: string;
  name: string;
}

const LIST: ReadonlyArray<readonly [string, string]> = [
  ['BTC', 'Bitcoin'], ['ETH', 'Ethereum'], ['BNB', 'BNB'], ['SOL', 'Solana'], ['XRP', 'XRP'],
  ['ADA', 'Cardano'], ['DOGE', 'Dogecoin'], ['AVAX', 'Avalanche'], ['TRX', 'TRON'], ['DOT', 'Polkadot'],
  ['LINK', 'Chainlink'], ['POL', 'Polygon'], ['TON', 'Toncoin'], ['SHIB', 'Shiba Inu'], ['LTC', 'Litecoin'],
  ['BCH', 'Bitcoin Cash'], ['UNI', 'Uniswap'], ['ATOM', 'Cosmos'], ['XLM', 'Stellar'], ['ETC', 'Ethereum Classic'],
  ['XMR', 'Monero'], ['FIL', 'Filecoin'], ['HBAR', 'Hedera'], ['APT', 'Aptos'], ['ARB', 'Arbitrum'],
  ['OP', 'Optimism'], ['NEAR', 'NEAR Protocol'], ['VET', 'VeChain'], ['ICP', 'Internet Computer'], ['MKR', 'Maker'],
  ['AAVE', 'Aave'], ['GRT', 'The Graph'], ['ALGO', 'Algorand'], ['QNT', 'Quant'], ['EGLD', 'MultiversX'],
  ['SAND', 'The Sandbox'], ['MANA', 'Decentraland'], ['AXS', 'Axie Infinity'], ['THETA', 'Theta Network'], ['XTZ', 'Tezos'],
  ['EOS', 'EOS'], ['FLOW', 'Flow'], ['CHZ', 'Chiliz'], ['CRV', 'Curve DAO'], ['LDO', 'Lido DAO'],
  ['RUNE', 'THORChain'], ['INJ', 'Injective'], ['SUI', 'Sui'], ['SEI', 'Sei'], ['TIA', 'Celestia'],
  ['IMX', 'Immutable'], ['STX', 'Stacks'], ['KAS', 'Kaspa'], ['RENDER', 'Render'], ['FET', 'Artificial Superintelligence Alliance'],
  ['PEPE', 'Pepe'], ['WIF', 'dogwifhat'], ['BONK', 'Bonk'], ['FLOKI', 'FLOKI'], ['JUP', 'Jupiter'],
  ['PYTH', 'Pyth Network'], ['ENS', 'Ethereum Name Service'], ['SNX', 'Synthetix'], ['COMP', 'Compound'], ['YFI', 'yearn.finance'],
  ['SUSHI', 'SushiSwap'], ['1INCH', '1inch'], ['BAT', 'Basic Attention Token'], ['ZEC', 'Zcash'], ['DASH', 'Dash'],
  ['NEO', 'Neo'], ['IOTA', 'IOTA'], ['KSM', 'Kusama'], ['ZIL', 'Zilliqa'], ['ENJ', 'Enjin Coin'],
  ['GALA', 'Gala'], ['APE', 'ApeCoin'], ['LRC', 'Loopring'], ['ONE', 'Harmony'], ['CELO', 'Celo'],
  ['KAVA', 'Kava'], ['ROSE', 'Oasis Network'], ['MINA', 'Mina'], ['QTUM', 'Qtum'], ['ICX', 'ICON'],
  ['ZRX', '0x Protocol'], ['ANKR', 'Ankr'], ['STORJ', 'Storj'], ['SKL', 'SKALE'], ['CELR', 'Celer Network'],
  ['BAND', 'Band Protocol'], ['RVN', 'Ravencoin'], ['HNT', 'Helium'], ['AR', 'Arweave'], ['GMX', 'GMX'],
  ['DYDX', 'dYdX'], ['BLUR', 'Blur'], ['CFX', 'Conflux'], ['WLD', 'Worldcoin'], ['JTO', 'Jito'],
  ['ORDI', 'ORDI'], ['TAO', 'Bittensor'], ['ONDO', 'Ondo'], ['ENA', 'Ethena'], ['STRK', 'Starknet'],
  ['PENDLE', 'Pendle'], ['JASMY', 'JasmyCoin'], ['CKB', 'Nervos Network'], ['XDC', 'XDC Network'], ['HOT', 'Holo'],
  ['IOTX', 'IoTeX'], ['LPT', 'Livepeer'], ['SSV', 'ssv.network'], ['MASK', 'Mask Network'], ['GLM', 'Golem'],
  ['API3', 'API3'], ['UMA', 'UMA'], ['BAL', 'Balancer'], ['RPL', 'Rocket Pool'], ['TRB', 'Tellor'],
];

export const CRYPTO_ASSETS: readonly CryptoAsset[] = LIST.map(([symbol, name]) => ({ symbol, name }));

export const CRYPTO_PREFIX = 'CRYPTO.';

export const cryptoTicker = (symbol: string): string => `${CRYPTO_PREFIX}${symbol}`;

/** `CRYPTO.BTC` → `BTC/USD`; other tickers unchanged. */
export function cryptoDisplayName(ticker: string): string {
  return ticker.startsWith(CRYPTO_PREFIX) ? `${ticker.slice(CRYPTO_PREFIX.length)}/USD` : ticker;
}

export const CRYPTO_TICKERS: readonly string[] = CRYPTO_ASSETS.map((a) => cryptoTicker(a.symbol));
