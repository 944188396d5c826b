import { EMPTY_VALUE, SignalBadge, ratingOf, type CellRendererProps } from '../../../engine/list';
import { capRating, isCapState } from '../logic/capRating';

/** The name of a direction: a cap state by its model text, a rating by the engine's. */
export function directionTooltip({ value, t }: CellRendererProps): string | null {
  if (isCapState(value)) return t(`models:signal.${value}`);
  const rating = ratingOf(value);
  return rating ? t(`signal.${rating}`) : null;
}

/**
 * A signal direction: trend and momentum ratings as the engine's badge, cap states (Cap signals)
 * as a badge of the same look in the colour of their rating.
 */
export function DirectionCell({ value, t, colorblind }: CellRendererProps) {
  if (value === undefined || value === null || value === '') return EMPTY_VALUE;
  if (!isCapState(value)) return <SignalBadge value={value} t={t} colorblind={colorblind} />;
  const rating = capRating(value);
  return (
    <span className={`rs-signal rs-signal--${rating}${colorblind ? ' rs-signal--colorblind' : ''}`} data-rating={rating}>
      {t(`models:signal.${value}`)}
    </span>
  );
}
