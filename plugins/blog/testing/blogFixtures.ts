import { ApiCallError, testDataProvider, type DataProvider } from '../../../engine/data';
import type { PostLiveData, WordPressPost } from '../../../contracts';

/** Posts of the stories and tests, newest first. */
export const POSTS: WordPressPost[] = Array.from({ length: 6 }, (_, i) => ({
  id: 10 - i,
  title: { rendered: i === 0 ? 'Where $SPY meets its range &amp; what to do' : `Reading the levels, part ${6 - i}` },
  content: {
    rendered: i === 0
      ? '<p>Today $SPY trades near the bottom of its range while $TLT slides. $QQQ keeps its bullish trend.</p><h2>The plan</h2><ul><li>Add near the low of the range.</li><li>Hedge with $GLD.</li></ul><div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE" title="Video" width="640" height="360"></iframe></div>'
      : `<p>${'The ranges, trends and gamma levels of the week. '.repeat(40 * (i + 1))}</p>`,
  },
  excerpt: { rendered: 'Where the ranges put support and resistance.' },
  date: new Date(Date.UTC(2026, 10, 20 - i, 9)).toISOString(),
  likeCount: 3 - Math.min(i, 3), isLiked: i === 0, userData: [{ name: 'RangeScope Research' }],
  status: 'publish', audience: 'everyone', tags: i === 0 ? ['spy', 'ranges'] : [],
}));

export const LIVE: PostLiveData = {
  quotes: {
    SPY: { quote: { companyName: 'SPDR S&P 500 ETF Trust', changePercent: 0.84, current_price: 601.2 } },
    TLT: { quote: { companyName: 'iShares 20+ Year Treasury Bond ETF', changePercent: -1.12, current_price: 88.4 } },
    QQQ: { quote: { companyName: 'Invesco QQQ Trust', changePercent: 0, current_price: 512.9 } },
  },
  trends: { SPY: 'trendBullish', TLT: 'trendBearish', QQQ: 'trendNeutral' },
};

export type BlogStoryAnswer = 'fixture' | 'failed' | 'pending' | 'empty';

/** The blog calls answered from the fixtures (or failing, or never answering). */
export function blogProvider(answer: BlogStoryAnswer = 'fixture', posts: WordPressPost[] = POSTS): DataProvider {
  const settle = <T,>(value: () => T): Promise<T> => {
    if (answer === 'pending') return new Promise(() => undefined);
    if (answer === 'failed') return Promise.reject(new ApiCallError(502, 'The blog could not be loaded from WordPress: status 500'));
    return Promise.resolve(value());
  };
  return testDataProvider({
    request: ((path: string) => settle(() => {
      const url = new URL(path, 'http://story');
      if (url.pathname === '/wordpress/posts') {
        const page = Number(url.searchParams.get('page') ?? 1);
        const size = Number(url.searchParams.get('amountPerPage') ?? 4);
        return answer === 'empty' ? [] : posts.slice((page - 1) * size, page * size);
      }
      if (url.pathname === '/wordpress/postData') return LIVE;
      throw new Error(`the story has no answer for ${path}`);
    })) as DataProvider['request'],
  });
}
