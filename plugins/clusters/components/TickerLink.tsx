import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { detailPath } from '../../tickerDetail';

/** The detail pages' callers of these screens (their Back links return here). */
export const DETAIL_CALLER = { clusters: 'clusters', leadership: 'leadership' } as const;
export type ClustersCaller = keyof typeof DETAIL_CALLER;

/** A ticker that opens its detail page. */
export function TickerLink({ ticker, caller, children, className }: { ticker: string; caller: ClustersCaller; children?: ReactNode; className?: string }) {
  return <Link to={detailPath(ticker, DETAIL_CALLER[caller])} className={className ?? 'cl-ticker'} data-ticker={ticker}>{children ?? ticker}</Link>;
}
