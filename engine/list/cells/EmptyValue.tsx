/** What a cell shows for a missing value: a muted dash drawn by CSS, no text in the DOM. */
export function EmptyValue() {
  return <span className="rs-cell rs-cell--empty" />;
}
