import type { Page } from '@playwright/test';

/**
 * The elements that reach past the right edge of the screen, innermost first, as "tag.class#id (right edge)".
 * Empty when the page fits; a failing check then says which element is too wide.
 */
export async function widerThanScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const sticking = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) return false;
      // An element inside a scrolling box is allowed to be wider than the screen.
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') return false;
      }
      return true;
    });
    const innermost = sticking.filter((element) => !sticking.some((other) => other !== element && element.contains(other)));
    return innermost.slice(0, 10).map((element) => {
      const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      const id = element.id ? `#${element.id}` : '';
      const testId = element.dataset.testid ? `[data-testid=${element.dataset.testid}]` : '';
      return `${element.tagName.toLowerCase()}${classes}${id}${testId} (right ${Math.round(element.getBoundingClientRect().right)}): ${(element.textContent ?? '').trim().slice(0, 60)}`;
    });
  });
}
