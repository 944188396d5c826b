import { useTranslation } from 'react-i18next';
import type { SignalMarket } from '../logic/market';
import { useSignals } from '../state/useSignals';
import { SignalList } from './SignalList';
import '../recentChanges.css';

/** A recent-changes screen: its title, then the list once the model and the signals are there. */
export function RecentChangesPage({ market }: { market: SignalMarket }) {
  const { t } = useTranslation('recentChanges');
  const state = useSignals();
  return (
    <section className="shell-screen rc-screen" data-testid="recent-changes-screen" data-market={market}>
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t(market === 'crypto' ? 'cryptoTitle' : 'title')}</h1>
      </header>
      <p className="muted rc-intro">{t('intro')}</p>
      {state.status === 'loading' ? <p role="status" className="muted">{t('loading')}</p>
        : state.status === 'failed' ? <p role="alert" className="message message--error">{t('failed')}</p>
        : <SignalList model={state.model} rows={state.rows} processing={state.processing} market={market} />}
    </section>
  );
}
