// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isTypingTarget, pageForKey, pageOfSearch, readingMinutes, scrollPercent, wordCount } from './reading';
import { hasContent, inputOf, problemOf, tagsOf, EMPTY_FORM } from './articleForm';

const key = (k: string, target: EventTarget | null = document.body, mods: Partial<KeyboardEvent> = {}) =>
  ({ key: k, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, target, ...mods }) as KeyboardEvent;

describe('the reader', () => {
  it('counts words and reads at 180 words a minute, at least one minute', () => {
    expect(wordCount('<p>One two</p><p>three&nbsp;four</p><script>five six</script>')).toBe(4);
    expect(readingMinutes('<p>short</p>')).toBe(1);
    expect(readingMinutes(`<p>${'word '.repeat(180)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${'word '.repeat(181)}</p>`)).toBe(2);
    expect(readingMinutes(`<p>${'word '.repeat(900)}</p>`)).toBe(5);
  });

  it('pages with the arrow keys, not while typing, not with modifiers, not past the ends', () => {
    expect(pageForKey(key('ArrowRight'), 1, true)).toBe(2);
    expect(pageForKey(key('ArrowRight'), 1, false)).toBeNull();
    expect(pageForKey(key('ArrowLeft'), 2, true)).toBe(1);
    expect(pageForKey(key('ArrowLeft'), 1, true)).toBeNull();
    expect(pageForKey(key('ArrowDown'), 1, true)).toBeNull();
    expect(pageForKey(key('ArrowRight', document.body, { altKey: true }), 1, true)).toBeNull();
    for (const tag of ['input', 'textarea', 'select']) expect(pageForKey(key('ArrowRight', document.createElement(tag)), 1, true)).toBeNull();
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inside = document.createElement('span');
    editable.append(inside);
    document.body.append(editable);
    expect(isTypingTarget(inside)).toBe(true);
    expect(isTypingTarget(document.body)).toBe(false);
  });

  it('measures the scroll percent and reads the page of the address', () => {
    expect(scrollPercent(0, 2000, 1000)).toBe(0);
    expect(scrollPercent(500, 2000, 1000)).toBe(50);
    expect(scrollPercent(1200, 2000, 1000)).toBe(100);
    expect(scrollPercent(0, 800, 1000)).toBe(100);
    expect(pageOfSearch(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['page=0', 'page=-2', 'page=x', 'page=1.5', '']) expect(pageOfSearch(new URLSearchParams(bad))).toBe(1);
  });
});

describe('the article form', () => {
  it('names the first problem and builds the body', () => {
    expect(problemOf(EMPTY_FORM)).toBe('titleRequired');
    expect(problemOf({ ...EMPTY_FORM, title: 'T', content: '<p></p>' })).toBe('contentRequired');
    expect(hasContent('<p><img src="/api/blog/images/x"></p>')).toBe(true);
    expect(problemOf({ ...EMPTY_FORM, title: 'T', content: '<p>x</p>', tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') })).toBe('tooManyTags');
    expect(tagsOf(' a, A ,, b ')).toEqual(['a', 'b']);
    expect(inputOf({ ...EMPTY_FORM, title: ' T ', content: '<p>x</p>', tags: 'a,b' }, 'publish')).toEqual({ title: 'T', content: '<p>x</p>', status: 'publish', audience: 'everyone', tags: ['a', 'b'] });
  });
});
