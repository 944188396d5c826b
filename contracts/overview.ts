/**
 * The asset overview's calls (issue 21 scope 2; document 4 sections 2.4, 3 and 7.5):
 * - GET /api/overview/groups → OverviewAnswer: the nine fixed groups with each member's momentum
 *   and trend (free for every member: the icons of these tickers are not revealed data).
 * - The user's own asset groups are the generic entity DomainAssetGroup (payload AssetGroupPayload)
 *   through /api/list/DomainAssetGroup and /api/entities/DomainAssetGroup; owner only.
 */
import type { MomentumRating, RatingError, TrendRating } from './ratings';

export const OVERVIEW_GROUP_IDS = ['mainMarkets', 'commodities', 'sectorEtfs', 'bonds', 'currencies', 'volatility', 'stocks', 'factorEtfs', 'crypto'] as const;
export type OverviewGroupKey = (typeof OVERVIEW_GROUP_IDS)[number];

/** One member of a group (document 4 section 3, asset preview: ticker, momentumSignal, trendSignal). */
export interface OverviewRow {
  ticker: string;
  name: string;
  momentum: MomentumRating | RatingError | null;
  trend: TrendRating | RatingError | null;
}

export interface OverviewGroup {
  id: OverviewGroupKey;
  rows: OverviewRow[];
}

export interface OverviewAnswer {
  /** The snapshot's last close the icons belong to. */
  asOfDate: string | null;
  groups: OverviewGroup[];
}

/** The payload of a DomainAssetGroup record (its envelope's createdBy names the owner). */
export interface AssetGroupPayload {
  title: string;
  /** Known tickers, upper case, no repeats. */
  assets: string[];
}
