import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeyedLoad } from '../../../engine/ui';
import { FAQ_RULES } from '../../../product/helpRules';
import type { Language } from '../../../product/accountRules';
import type { FaqLoader } from '../data/helpApi';
import { failureMessage } from '../logic/failureText';
import { useDebounced } from '../logic/useDebounced';
import { FaqSections } from './FaqSections';
import '../help.css';

const SEARCH_DELAY_MS = 300;

/**
 * The searchable FAQ in the reader's language: the members' /help/faq and the visitors' /qanda
 * (one view, two loaders: the session's data layer, the public request). The server searches.
 */
export function FaqView({ language, load }: { language: Language; load: FaqLoader }) {
  const { t } = useTranslation('help', { lng: language });
  const [typed, setTyped] = useState('');
  const query = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  const state = useKeyedLoad(`${language}|${query}`, (signal) => load(language, query, signal));
  const count = state.status === 'ready' ? state.value.sections.reduce((n, s) => n + s.entries.length, 0) : 0;

  return (
    <div className="help-faq" data-testid="faq" data-state={state.status}>
      <div className="help-faq__search" role="search">
        <label htmlFor="faq-search">{t('faq.search')}</label>
        <input
          id="faq-search" type="search" value={typed} maxLength={FAQ_RULES.searchMaxLength}
          placeholder={t('faq.searchPlaceholder')} onChange={(e) => setTyped(e.target.value)}
        />
        {state.status === 'ready' && query && <span className="help-faq__count" role="status">{t('faq.matches', { count })}</span>}
      </div>
      {state.status === 'loading' && <p role="status">{t('faq.loading')}</p>}
      {state.status === 'failed' && <p role="alert" className="message message--error">{t('faq.failed', { message: failureMessage(state.error) })}</p>}
      {state.status === 'ready' && count === 0 && <p className="help-faq__none">{query ? t('faq.noMatch', { query }) : t('faq.empty')}</p>}
      {state.status === 'ready' && <FaqSections sections={state.value.sections} open={query !== ''} />}
    </div>
  );
}
