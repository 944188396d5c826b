/**
 * What a cell shows for a missing value: a muted dash, hidden from screen readers (the cell reads
 * as empty).
 *
 * One shared element, not a component, and the dash is text, not CSS generated content: a
 * recycled row whose cell loses or gains a value keeps its `span` and its text node, and React
 * patches the class and the text. A component would remount the renderer's element, and a
 * `::after` dash would make Chromium rebuild the span's layout objects, in every such cell of
 * every row scrolled into view.
 */
export const EMPTY_VALUE = (
  <span className="rs-cell rs-cell--empty" aria-hidden="true">
    –
  </span>
);
