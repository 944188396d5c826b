import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WidgetState } from './useWidgetData';
import '../summary.css';

export interface WidgetProps<T> {
  /** data-testid and the heading's id: `rs-widget-{id}`. */
  id: string;
  title: string;
  state: WidgetState<T>;
  /** The widget's own failure text. */
  errorText: string;
  /** Skeleton lines while loading. */
  lines?: number;
  wide?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * One card of the home: its heading, then a skeleton while loading, its own error text when its
 * call failed, the premium-needed state, or its content.
 */
export function Widget<T>({ id, title, state, errorText, lines = 4, wide = false, children }: WidgetProps<T>) {
  const { t } = useTranslation('summary');
  const headingId = `widget-${id}-title`;
  return (
    <section className={`rs-widget${wide ? ' rs-widget--wide' : ''}`} aria-labelledby={headingId} data-testid={`widget-${id}`} data-state={state.status}>
      <h2 id={headingId} className="rs-widget__title">{title}</h2>
      {state.status === 'loading' && (
        <div className="rs-skeleton" aria-busy="true" role="status" aria-label={t('loading')}>
          {Array.from({ length: lines }, (_, i) => <div key={i} className="rs-skeleton__row" aria-hidden="true" />)}
        </div>
      )}
      {state.status === 'failed' && <p role="alert" className="rs-widget__error">{errorText}</p>}
      {state.status === 'premiumNeeded' && (
        <div className="rs-widget__premium" data-testid={`widget-${id}-premium`}>
          <p><strong>{t('premium.title')}</strong> {t('premium.text')}</p>
          <Link to="/join/subscriptions" className="rs-widget__link">{t('premium.upgrade')}</Link>
        </div>
      )}
      {state.status === 'ready' && children(state.data)}
    </section>
  );
}
