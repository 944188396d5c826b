/**
 * The article HTML rules (issue 25 scope 2): every article's content goes through
 * `sanitizeArticleHtml` when it is saved and again when it is served (so a row written before a
 * rule changed, or a WordPress post, is held to today's rules). sanitize-html parses the markup
 * (htmlparser2) and keeps only the listed tags, attributes and URL schemes: no script, no style,
 * no event handler attribute, no `javascript:` or `data:` link; iframes only from YouTube (turned
 * into youtube-nocookie embeds, which the Content-Security-Policy's frame-src allows) and Vimeo.
 */
import sanitizeHtml from 'sanitize-html';
import { BLOG_RULES } from '../../product/blogRules';

const YOUTUBE_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'm.youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com', 'youtu.be']);
const VIMEO_HOSTS = new Set(['player.vimeo.com', 'vimeo.com', 'www.vimeo.com']);
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

/** The embed address of a YouTube or Vimeo link, or null for any other site. */
export function videoEmbedUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw, 'https://invalid.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    let id: string | undefined;
    if (host === 'youtu.be') id = parts[0];
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') id = parts[1];
    else if (parts[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
    if (!id || !VIDEO_ID.test(id)) return null;
    const start = Number.parseInt(url.searchParams.get('start') ?? url.searchParams.get('t') ?? '', 10);
    return `https://www.youtube-nocookie.com/embed/${id}${Number.isFinite(start) && start > 0 ? `?start=${start}` : ''}`;
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = host === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : undefined) : parts[0];
    if (!id || !/^\d{1,12}$/.test(id)) return null;
    return `https://player.vimeo.com/video/${id}`;
  }
  return null;
}

/** Links and images: web addresses, mail links, and our own paths (the uploaded images). */
const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/))/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 's', 'u', 'code', 'pre', 'blockquote',
    'ul', 'ol', 'li', 'a', 'img', 'iframe', 'div', 'span', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'allow', 'frameborder'],
    div: ['data-youtube-video', 'data-video'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube-nocookie.com', 'player.vimeo.com'],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    iframe: (tagName, attribs): sanitizeHtml.Tag => {
      const src = videoEmbedUrl(attribs.src ?? '');
      if (!src) return { tagName: 'iframe', attribs: {} as sanitizeHtml.Attributes };
      return {
        tagName,
        attribs: {
          src, title: attribs.title ?? 'Video', width: '640', height: '360', allowfullscreen: 'true',
          allow: 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen',
        },
      };
    },
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const out: sanitizeHtml.Attributes = {};
      if (SAFE_URL.test(href)) out.href = href;
      if (attribs.title) out.title = attribs.title;
      if (/^https?:/i.test(href)) { out.target = '_blank'; out.rel = 'noopener noreferrer nofollow'; }
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const out: sanitizeHtml.Attributes = {};
      if (/^(https?:\/\/|\/(?!\/))/i.test(src)) out.src = src;
      if (attribs.alt) out.alt = attribs.alt;
      if (attribs.title) out.title = attribs.title;
      return { tagName, attribs: out };
    },
  },
  // An iframe from another site, or an image without a safe source, goes as a whole.
  exclusiveFilter: (frame) => (frame.tag === 'iframe' || frame.tag === 'img') && !frame.attribs.src,
};

/** The content as it may be stored and served (see the file's comment). */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Plain text of a piece of HTML (titles, excerpts, word counts), whitespace collapsed. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|div|blockquote|pre)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags! });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** Plain text as HTML text (WordPress's `title.rendered` is HTML). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;|&#039;|&apos;/g, "'")
    .replace(/&#(\d{1,7});/g, (_m, d: string) => safeCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]{1,6});/gi, (_m, h: string) => safeCodePoint(Number.parseInt(h, 16)))
    .replace(/&amp;/g, '&');
}

function safeCodePoint(n: number): string {
  return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
}

/** The excerpt: the given one as plain text, or the start of the content's text. */
export function excerptOf(given: string | undefined, contentHtml: string): string {
  const own = htmlToText(given ?? '');
  if (own) return own.slice(0, BLOG_RULES.excerptMaxLength);
  const text = htmlToText(contentHtml);
  if (text.length <= BLOG_RULES.autoExcerptLength) return text;
  const cut = text.slice(0, BLOG_RULES.autoExcerptLength);
  const space = cut.lastIndexOf(' ');
  return `${(space > 100 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The `$TICKER` mentions of an article's text, upper case, in order of first mention, at most
 * BLOG_RULES.maxMentions. A mention is `$` followed by a capital letter (or `^` for indices) and up
 * to 11 capitals, digits, dots or dashes, not preceded by a letter or digit (so "US$5" is none).
 */
export function tickerMentions(html: string): string[] {
  const text = htmlToText(html);
  const out: string[] = [];
  for (const m of text.matchAll(/(?<![A-Za-z0-9])\$([A-Z^][A-Z0-9.-]{0,11})(?![a-z])/g)) {
    const ticker = m[1]!.replace(/[.-]+$/, '').toUpperCase();
    if (!ticker || out.includes(ticker)) continue;
    out.push(ticker);
    if (out.length >= BLOG_RULES.maxMentions) break;
  }
  return out;
}
