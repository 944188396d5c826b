/** A funnel, drawn in the current text colour. */
export function FilterIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 16 16">
      <path fill="currentColor" d="M1 2h14l-5.5 6.5V14l-3-1.5V8.5z" />
    </svg>
  );
}
