/**
 * The blog's numbers (document 4 sections 2.1 and 9), read by the server (which enforces them)
 * and the reader screens and the CMS editor.
 */
export const BLOG_RULES = {
  /** Articles per page of the general blog (/dashboard/blog) and the default of GET /wordpress/posts. */
  pageSize: 4,
  /** Articles per page of the Elite blog (/dashboard/trading-plan). */
  elitePageSize: 1,
  /** The largest `amountPerPage` the server answers. */
  maxPageSize: 20,
  /** The largest page number asked (anything beyond is refused with 400). */
  maxPage: 10_000,
  /** Reading time: words per minute. */
  readingWordsPerMinute: 180,
  /** The page after the next is prefetched this long after a page shows. */
  prefetchDelayMs: 1000,
  titleMaxLength: 200,
  excerptMaxLength: 500,
  /** Characters of the article's HTML as sent by the editor (the body limit of the server is 1 MB). */
  contentMaxLength: 200_000,
  /** The excerpt made from the text when none is given. */
  autoExcerptLength: 200,
  maxTags: 10,
  tagMaxLength: 40,
  /** At most this many `$TICKER` mentions are looked up for one article's live data. */
  maxMentions: 40,
  /** Editor images: bytes and types (detected from the content, like support screenshots). */
  imageMaxBytes: 5_000_000,
  imageTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  imageNameMaxLength: 255,
  /** How long the WordPress adapter waits for the site. */
  wordpressTimeoutMs: 8000,
} as const;

/** The reader and CMS screens' addresses. */
export const BLOG_PATHS = {
  blog: '/dashboard/blog',
  tradingPlan: '/dashboard/trading-plan',
  tradingPlanPreview: '/dashboard/trading-planPreview',
  upgrade: '/dashboard/upgrade',
  eliteUpgrade: '/dashboard/elite-upgrade',
  editor: '/dashboard/blog-editor',
} as const;
