/**
 * The asset overview's rules (issue 21 scope 2; document 4 sections 2.4, 3 and 9): the user's own
 * asset groups (entity model DomainAssetGroup: title, assets, createdBy; owner only) and the cache
 * ages. Read by the server (which enforces them) and the client (which shows them). The nine
 * fixed groups and their members are the market source's (server/market/source/tickerGroups.ts).
 */

/** The entity model (and list model) of the user's own asset groups. */
export const ASSET_GROUP_MODEL = 'DomainAssetGroup';

export const ASSET_GROUP_RULES = {
  /** Characters of a group's title. */
  titleMax: 60,
  /** Tickers in one group. */
  maxAssets: 50,
  /** Groups one member keeps. */
  maxGroups: 50,
} as const;

/** Cache ages in seconds: the asset-group list (document 4 section 9: 300 s), the nine groups' icons. */
export const OVERVIEW_CACHE_SECONDS = {
  assetGroups: 300,
  /** The momentum and trend icons change with the snapshot after a close only. */
  groups: 300,
} as const;

/**
 * The tickers a user typed for a group: split on commas, spaces and line breaks, trimmed, upper
 * case, blanks and repeats dropped, in the order typed.
 *
 * @example parseAssets('spy, qqq\nspy ,') // ['SPY', 'QQQ']
 */
export function parseAssets(text: string): string[] {
  return normaliseAssets(text.split(/[\s,;]+/));
}

/** Upper case, trimmed, blanks and repeats dropped, order kept. */
export function normaliseAssets(assets: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of assets) {
    const ticker = raw.trim().toUpperCase();
    if (ticker !== '' && !out.includes(ticker)) out.push(ticker);
  }
  return out;
}
