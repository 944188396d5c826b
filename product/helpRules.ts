/**
 * The help area's rules (issue 26; documents 1 and 4): the FAQ's search and cache, the CMS
 * documents the public content calls serve, and which video sites a tutorial may embed.
 */
import { HOME_CACHE_SECONDS } from './homeRules';

export const FAQ_RULES = {
  /** Seconds the server keeps the FAQ rows and a client may reuse the FAQ (document 4 section 9: FAQ 300). */
  cacheSeconds: HOME_CACHE_SECONDS.faq,
  /** Longest search text; longer is a 400. */
  searchMaxLength: 200,
  /** Questions the home's teaser shows. */
  teaserQuestions: 3,
} as const;

/** The CMS documents (`/cms/entry/{collection}/{name}`) the product serves; anything else is a 404. */
export const CMS_COLLECTIONS = {
  /** The tutorial videos, one document per language (name = en or de). */
  tutorials: { names: ['en', 'de'] },
} as const;
export type CmsCollection = keyof typeof CMS_COLLECTIONS;

export const TUTORIAL_RULES = {
  /** Videos one tutorials document may hold. */
  maxVideos: 60,
  titleMaxLength: 200,
  urlMaxLength: 500,
} as const;

/**
 * The embed addresses a tutorial may use: the video sites' own players, over https, a video id
 * and nothing else in the path. A query string (start time, player options) is allowed.
 */
export const VIDEO_EMBED_PATTERNS: readonly RegExp[] = [
  /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\/[A-Za-z0-9_-]{6,20}(\?[A-Za-z0-9_=&.-]{0,200})?$/,
  /^https:\/\/player\.vimeo\.com\/video\/[0-9]{1,12}(\?[A-Za-z0-9_=&.-]{0,200})?$/,
];

/**
 * YouTube's player at its privacy-enhanced address (no cookies until the video plays), which the
 * server's content security policy allows for frames; other addresses stay as they are.
 */
export function privacyEmbedUrl(url: string): string {
  return url.replace(/^https:\/\/www\.youtube\.com\/embed\//, 'https://www.youtube-nocookie.com/embed/');
}

/** Whether `url` is an embed address of an allowed video site. */
export function isVideoEmbedUrl(url: string): boolean {
  return url.length <= TUTORIAL_RULES.urlMaxLength && VIDEO_EMBED_PATTERNS.some((p) => p.test(url));
}
