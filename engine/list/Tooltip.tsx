/** Cell tooltips of the first three rows open downward, from the fourth row on upward. */
export const TOOLTIP_UPWARD_FROM_ROW = 3;

export type TooltipPlacement = 'up' | 'down';

export function tooltipPlacement(rowIndex: number): TooltipPlacement {
  return rowIndex >= TOOLTIP_UPWARD_FROM_ROW ? 'up' : 'down';
}

/** A CSS tooltip: shown while its parent (`.rs-has-tip`) is hovered or holds the focus. */
export function Tooltip({ id, text, placement }: { id?: string; text: string; placement: TooltipPlacement }) {
  return (
    <span role="tooltip" id={id} className={`rs-tip rs-tip--${placement}`} data-placement={placement}>
      {text}
    </span>
  );
}
