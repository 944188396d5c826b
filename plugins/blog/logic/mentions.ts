/**
 * The `$TICKER` mentions of an article (document 4 section 2.1): after the sanitised HTML is in
 * the page, each mention in its text becomes a link to the ticker's detail page with the company
 * name, the percent change coloured by its sign and the trend, built node by node (never HTML).
 * The pattern is the server's (server/blog/articlesHtml.ts `tickerMentions`).
 */
import type { PostLiveData, PostTrend } from '../../../contracts';

export const MENTION_PATTERN = /(?<![A-Za-z0-9])\$([A-Z^][A-Z0-9.-]{0,11})(?![a-z])/g;

export interface MentionLabels {
  /** The signed percent change, or the 'n/A' fallback. */
  change(value: number | null): string;
  trend(trend: PostTrend): string;
  /** The ticker link's address. */
  path(ticker: string): string;
}

export type Direction = 'up' | 'down' | 'flat' | 'unknown';

export function directionOf(change: number | null | undefined): Direction {
  if (change === null || change === undefined || !Number.isFinite(change)) return 'unknown';
  return change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
}

const TREND_ARROWS: Record<PostTrend, string> = { trendBullish: '↗', trendBearish: '↘', trendNeutral: '→' };

/** The ticker of a mention with trailing dots or dashes left out ("$SPY." at the end of a sentence). */
export function mentionTicker(raw: string): string {
  return raw.replace(/[.-]+$/, '');
}

function mentionNode(doc: Document, raw: string, live: PostLiveData | null, labels: MentionLabels): Node {
  const ticker = mentionTicker(raw);
  const quote = live?.quotes[ticker]?.quote;
  const trend = live?.trends[ticker];
  const wrap = doc.createElement('span');
  wrap.className = 'blog-mention';
  wrap.dataset.ticker = ticker;
  const link = doc.createElement('a');
  link.className = 'blog-mention__ticker';
  link.href = labels.path(ticker);
  link.textContent = `$${ticker}`;
  wrap.append(link);
  if (quote) {
    wrap.dataset.direction = directionOf(quote.changePercent);
    const name = doc.createElement('span');
    name.className = 'blog-mention__name';
    name.textContent = quote.companyName;
    const change = doc.createElement('span');
    change.className = 'blog-mention__change';
    change.textContent = labels.change(quote.changePercent);
    wrap.append(' ', name, ' ', change);
  }
  if (trend) {
    wrap.dataset.trend = trend;
    const t = doc.createElement('span');
    t.className = 'blog-mention__trend';
    t.textContent = `${TREND_ARROWS[trend]} ${labels.trend(trend)}`;
    wrap.append(' ', t);
  }
  const rest = raw.slice(ticker.length);
  if (!rest) return wrap;
  const frag = doc.createDocumentFragment();
  frag.append(wrap, rest);
  return frag;
}

/** Replaces every mention in the text of `root` (not inside links, code or earlier mentions). Answers how many. */
export function decorateMentions(root: HTMLElement, live: PostLiveData | null, labels: MentionLabels): number {
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => ((node.parentElement?.closest('a, code, pre, .blog-mention') ?? null) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const probe = new RegExp(MENTION_PATTERN.source);
  const texts: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (probe.test((n as Text).data)) texts.push(n as Text);
  let count = 0;
  for (const text of texts) {
    const data = text.data;
    const frag = doc.createDocumentFragment();
    let at = 0;
    for (const m of data.matchAll(MENTION_PATTERN)) {
      frag.append(data.slice(at, m.index));
      frag.append(mentionNode(doc, m[1]!, live, labels));
      at = m.index + m[0].length;
      count += 1;
    }
    frag.append(data.slice(at));
    text.replaceWith(frag);
  }
  return count;
}
