import { BLOG_RULES } from '../../../product/blogRules';

/** The words of a piece of HTML (tags and entities left out). */
export function wordCount(html: string): number {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Minutes to read at BLOG_RULES.readingWordsPerMinute, at least 1. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.ceil(wordCount(html) / BLOG_RULES.readingWordsPerMinute));
}

/** Whether a key press belongs to a field the user is typing in (the arrow keys then move the caret, not the page). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  return el.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}

/** The page the arrow key asks for, or null when the key does not page (modifiers, typing, no page there). */
export function pageForKey(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'target'>, page: number, hasNext: boolean): number | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isTypingTarget(event.target)) return null;
  if (event.key === 'ArrowLeft') return page > 1 ? page - 1 : null;
  if (event.key === 'ArrowRight') return hasNext ? page + 1 : null;
  return null;
}

/** The reading progress in percent (0 to 100) of a scrolled element. */
export function scrollPercent(scrollTop: number, scrollHeight: number, clientHeight: number): number {
  const room = scrollHeight - clientHeight;
  if (room <= 0) return 100;
  return Math.min(100, Math.max(0, (scrollTop / room) * 100));
}

/** The page number of the address (?page=n), 1 for anything else. */
export function pageOfSearch(search: URLSearchParams): number {
  const raw = search.get('page') ?? '';
  const n = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 && n <= BLOG_RULES.maxPage ? n : 1;
}
