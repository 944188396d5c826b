/**
 * What a cell shows for a missing value: a muted dash drawn by CSS, no text in the DOM.
 *
 * One shared element, not a component: a cell that loses its value keeps its `span` (React
 * patches its class) instead of unmounting the renderer's element and mounting another, which
 * matters while rows are recycled during scrolling.
 */
export const EMPTY_VALUE = <span className="rs-cell rs-cell--empty" />;
