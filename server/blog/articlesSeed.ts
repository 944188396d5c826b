/**
 * The blog's first articles (issue 25 scope 1): three published guides to reading our levels,
 * stored once into an empty article store so that a new install shows a blog. They mention
 * tickers with `$TICKER` (live data on the reader) and one embeds a video. Written by the
 * research desk (no user account); CMS managers edit or delete them like any other article.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { systemState } from '../db/schema';
import { createArticle, hasArticles, type ArticleFields } from './articlesStore';
import { excerptOf, sanitizeArticleHtml } from './articlesHtml';

const SEED_KEY = 'blogSeed';
const AUTHOR = { userId: null, username: 'research', name: 'RangeScope Research' };

type SeedArticle = Omit<ArticleFields, 'excerpt' | 'status' | 'audience'> & { audience?: ArticleFields['audience'] };

/** Oldest first: each gets a publication date a day after the one before. */
export const SEED_ARTICLES: readonly SeedArticle[] = [
  {
    title: 'Reading a volatility range in five minutes',
    tags: ['ranges', 'basics'],
    content: `
<p>Every ticker in RangeScope carries a <strong>short-term range</strong>: a low and a high for the close three weeks (15 trading days) ahead. It is built so that about 80&nbsp;% of closes land inside it. That makes it a yardstick, not a forecast of direction: it tells you how far a move can reasonably go, given the instrument's own volatility.</p>
<h2>Where is the price inside its range?</h2>
<p>The first number to look at is the <em>position on range</em>. Near the bottom of the range, the risk to the downside is small compared with the room upwards; near the top, the reverse. Take $SPY: when it trades in the lower fifth of its range and its trend is not bearish, a pull-back has historically been a better place to add than a breakout to the upper edge.</p>
<h2>How wide is the range?</h2>
<p>A wide range means high expected volatility. Compare $SPY with $TLT: the bond fund's range is often just as wide in percent, which surprises many members. Size positions by the width of the range, not by the price: the same money in a wide-range ticker moves your account more.</p>
<h2>Three habits</h2>
<ol>
<li>Check the range before every entry: is the upside to the top larger than the downside to the bottom?</li>
<li>Treat a close outside the range as information: one in five does so by design, but several in a row mean the regime changed.</li>
<li>Read the range together with the trend rating (next article), never alone.</li>
</ol>
<p>The methodology pages (Help → Methodology) give every formula; the track record page shows how often the ranges held, by asset class and quarter.</p>`,
  },
  {
    title: 'Trend, momentum and the ratings that combine them',
    tags: ['trend', 'momentum'],
    content: `
<p>Next to each range, RangeScope shows a <strong>trend</strong> rating (three months) and a <strong>momentum</strong> rating (one month). Both are measured in units of the instrument's own volatility, so "bullish" means the same for a quiet bond fund as for a fast growth stock.</p>
<h2>Trend: the direction of the last three months</h2>
<p>The trend is the slope of a regression line through 63 closes, compared with what a random walk would show. Bullish means the slope is clearly up, bearish clearly down; neutral covers everything in between. $QQQ spent most of the last bull phases with a bullish trend, and the ranges of a bullish trend lean upward.</p>
<h2>Momentum: the last month</h2>
<p>Momentum compares today's close with the one 21 sessions ago. It turns first. The state we watch most is <em>neutral danger</em>: momentum has not turned bearish yet, but it is closer to bearish than to bullish. When $IWM shows a bullish trend with neutral-danger momentum, the trend is tired: tighten stops rather than add.</p>
<h2>Putting it together</h2>
<ul>
<li>Bullish trend, bullish momentum, price low in its range: the classic buy-the-dip setup.</li>
<li>Bullish trend, bearish momentum: a correction inside an uptrend; wait for momentum to recover to neutral.</li>
<li>Bearish trend, price at the top of its range: rallies into resistance; many members hedge here with $GLD or $TLT.</li>
</ul>
<p>The scanner finds every ticker in one of these states; save the filter and let an alert tell you when a ticker enters it.</p>`,
  },
  {
    title: 'Gamma levels: put wall, call wall and the gamma flip',
    tags: ['gamma', 'options'],
    content: `
<p>For the most traded option markets, RangeScope estimates where market makers' option hedging supports or caps the price. Three levels matter, and the gamma page draws them for $SPY, $QQQ, $IWM and $TLT.</p>
<h2>The three levels</h2>
<ul>
<li><strong>Put wall</strong>: the strike with the largest put gamma. Dealers who are short these puts buy as the price falls towards it, so it often acts as support.</li>
<li><strong>Call wall</strong>: the strike with the largest call gamma, often a ceiling for the month.</li>
<li><strong>Gamma flip</strong>: where the dealers' total gamma changes sign. Above it, hedging dampens moves; below it, hedging amplifies them and daily ranges widen.</li>
</ul>
<p>Articles can carry videos from YouTube or Vimeo; this one is YouTube's public demonstration of its embedded player:</p>
<div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE" title="YouTube's embedded player demonstration"></iframe></div>
<h2>Combining gamma with the ranges</h2>
<p>When $SPY trades above its gamma flip and inside its volatility range, expect quiet sessions and fade the edges of the range. When it falls below the flip, the range's low is in play and the put wall is the next level to watch. The gamma levels update every session; real-time gamma costs tokens and is marked as such on the page.</p>`,
  },
];

/**
 * Stores the seed articles once per database: only into an empty store, and never again after
 * that (a CMS manager who deletes them all does not get them back at the next start).
 */
export async function seedBlogArticles(db: Db, now: Date): Promise<void> {
  const done = await db.select().from(systemState).where(eq(systemState.key, SEED_KEY)).limit(1);
  if (done.length) return;
  if (!(await hasArticles(db))) {
    const first = now.getTime() - SEED_ARTICLES.length * 86_400_000;
    for (const [i, article] of SEED_ARTICLES.entries()) {
      const content = sanitizeArticleHtml(article.content);
      await createArticle(db, {
        title: article.title, content, excerpt: excerptOf(undefined, content), status: 'publish', audience: article.audience ?? 'everyone', tags: article.tags,
      }, AUTHOR, new Date(first + i * 86_400_000));
    }
  }
  await db.insert(systemState).values({ key: SEED_KEY, value: { at: now.toISOString() } }).onConflictDoNothing();
}
