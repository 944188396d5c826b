/**
 * Comment text is plain text (issue 25 scope 4): markup is stripped on the server with the same
 * sanitiser as the articles (sanitize-html over htmlparser2) allowing no tag at all, the contents
 * of script, style and similar elements dropped whole; what is left is text, stored and answered
 * as text and shown by the client as text (never as HTML). Line breaks stay.
 */
import sanitizeHtml from 'sanitize-html';
import { normalizeCommentText } from '../../product/blogCommentRules';

const STRIP: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'object', 'embed', 'svg', 'math', 'iframe', 'title', 'head'],
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", '#039': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6}|#0?39);/gi, (whole, name: string) => {
    const named = ENTITIES[name.toLowerCase()];
    if (named !== undefined) return named;
    if (name.startsWith('#')) {
      const n = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return n > 0 && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff) ? String.fromCodePoint(n) : '';
    }
    return whole;
  });
}

/** The plain text of what a member typed: tags and their dangerous contents gone, entities read, normalised. */
export function commentPlainText(raw: string): string {
  // A lone '<' that starts no tag (a < b, <3) is text to htmlparser2 and comes back as &lt;.
  // Markup written as entities (&lt;script&gt;) is markup once read, so strip until nothing changes.
  let text = raw;
  for (let round = 0; round < 3; round++) {
    const next = decodeEntities(sanitizeHtml(text, STRIP));
    if (next === text) break;
    text = next;
  }
  return normalizeCommentText(text);
}
