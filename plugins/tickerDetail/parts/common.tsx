import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ratingOf } from '../../../engine/list';
import { direction } from '../model/detailFormat';

/** A card of the detail page: a titled section with an optional footer (the data source line). */
export function DetailCard({ id, title, children, foot, className, actions, testId }: {
  id: string; title: ReactNode; children: ReactNode; foot?: ReactNode; className?: string; actions?: ReactNode; testId?: string;
}) {
  return (
    <section className={`detail-card${className ? ` ${className}` : ''}`} aria-labelledby={`${id}-title`} data-testid={testId ?? id}>
      <header className="detail-card__head">
        <h2 id={`${id}-title`} className="detail-card__title">{title}</h2>
        {actions}
      </header>
      {children}
      {foot && <p className="detail-card__foot">{foot}</p>}
    </section>
  );
}

/** A number coloured by its sign (green up, red down; the colour-blind palette follows the shell). */
export function Signed({ value, text }: { value: number | null | undefined; text: string }) {
  const dir = direction(value);
  return <span className={`detail-num${dir ? ` detail-num--${dir}` : ''}`}>{text}</span>;
}

/** A rating pill: bullish, neutral, neutral (danger), bearish. */
export function RatingPill({ value }: { value: string | null | undefined }) {
  const { t } = useTranslation('engine');
  const rating = ratingOf(value);
  if (!rating) return <span className="detail-muted">n/A</span>;
  return <span className={`detail-rating detail-rating--${rating}`} data-rating={rating}>{t(`signal.${rating}`)}</span>;
}

/** Where a Premium part would be: what it is and the way to get it. */
export function PremiumLock({ what }: { what: string }) {
  const { t } = useTranslation('detail');
  return (
    <p className="detail-lock" data-testid="premium-lock">
      <span className="detail-lock__badge">{t('premium.badge')}</span>
      <span>{t('premium.text', { what })}</span>
      <Link to="/join/subscriptions">{t('premium.upgrade')}</Link>
    </p>
  );
}

/** 'Loading...', or the box's error line. */
export function BoxState({ state, error }: { state: 'loading' | 'error'; error: string }) {
  const { t } = useTranslation('detail');
  return state === 'loading'
    ? <p className="detail-box-state" role="status">{t('loading')}</p>
    : <p className="detail-box-state detail-error" role="alert">{error}</p>;
}
