import type { Translate } from '../../core/text/localizedText';
import { ratingOf } from '../rating';

export interface SignalBadgeProps {
  /** A rating such as `bullish`, `trendBearish` or `momentumNeutralDanger`. */
  value: unknown;
  t: Translate;
  /** Colour-blind safe colours plus a shape per rating (▲ ● ◆ ▼). */
  colorblind?: boolean;
}

/**
 * A coloured badge per rating: bullish green, neutral grey, neutralDanger amber, bearish red.
 *
 * @example <SignalBadge value="momentumBullish" t={t} colorblind />
 */
export function SignalBadge({ value, t, colorblind = false }: SignalBadgeProps) {
  const rating = ratingOf(value);
  if (!rating) return <span className="rs-cell rs-cell--unknown">{String(value)}</span>;
  const className = `rs-signal rs-signal--${rating}${colorblind ? ' rs-signal--colorblind' : ''}`;
  return (
    <span className={className} data-rating={rating}>
      {t(`signal.${rating}`)}
    </span>
  );
}
