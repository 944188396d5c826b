import { useTranslation } from 'react-i18next';
import { clampPosition, POSITION_STEPS, positionStep, type DetailFormat } from '../model/detailFormat';
import type { RangeFields } from '../../../contracts';

export interface PositionPanelProps {
  range: Partial<RangeFields>;
  /** The user's rangePosAsPercent setting: the position as percent, else the upside/downside ratio. */
  asPercent: boolean;
  f: DetailFormat;
}

/**
 * Where the price stands within the range (document 2 section 5): clamped to 0–100 % and shown
 * on a 10-step scale, labelled as a percent or as the upside/downside ratio by the user's setting.
 */
export function PositionPanel({ range, asPercent, f }: PositionPanelProps) {
  const { t } = useTranslation('detail');
  const step = positionStep(range.positionOnRange);
  const clamped = clampPosition(range.positionOnRange);
  const value = asPercent ? f.percent(clamped, 1) : f.ratio(range.upsideDownsideRatio);
  const label = asPercent ? t('position.percent') : t('position.ratio');
  return (
    <div className="detail-position" data-testid="detail-position">
      <div className="detail-position__head">
        <span className="detail-label">{label}</span>
        <strong className="detail-position__value" data-testid="detail-position-value">{value}</strong>
      </div>
      <div
        className="detail-scale"
        role="meter"
        aria-label={t('position.meter')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped ?? undefined}
        aria-valuetext={step === null ? t('position.unknown') : t('position.step', { step, steps: POSITION_STEPS })}
      >
        {Array.from({ length: POSITION_STEPS }, (_, i) => (
          <span key={i} className={`detail-scale__step${step === i + 1 ? ' detail-scale__step--on' : ''}`} data-step={i + 1} />
        ))}
      </div>
      <div className="detail-position__ends">
        <span>{t('position.lower')} <b>{f.range(range.lowerVolatilityRange)}</b></span>
        <span>{t('position.upper')} <b>{f.range(range.upperVolatilityRange)}</b></span>
      </div>
    </div>
  );
}
