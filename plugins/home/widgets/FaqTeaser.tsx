import { useCallback } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDataMethods, useEngine } from '../../../engine/ui';
import { FAQ_RULES } from '../../../product/helpRules';
import { SUPPORT_PATHS } from '../../../product/supportTickets';
import { HELP_PATHS, helpMethods } from '../../help';
import { useWidgetData, Widget } from '../../summary';

/**
 * The FAQ teaser: the first questions of the FAQ in the member's language (kept 300 s in the
 * browser, document 4 section 9; the FAQ editor's save drops it at once), each a link to the FAQ,
 * and the way to support.
 */
export const FaqTeaser = observer(function FaqTeaser() {
  const { t } = useTranslation('home');
  const { session } = useEngine();
  const language = session.language;
  const api = useDataMethods(helpMethods);
  const state = useWidgetData(useCallback(() => api.cachedFaq(language), [api, language]));
  return (
    <Widget id="faq" title={t('faq.title')} state={state} errorText={t('faq.error')} lines={FAQ_RULES.teaserQuestions}>
      {(answer) => (
        <>
          <ul className="home-list">
            {answer.sections.flatMap((s) => s.entries).slice(0, FAQ_RULES.teaserQuestions).map((entry) => (
              <li key={entry.id} className="home-list__item"><Link to={HELP_PATHS.faq}>{entry.question}</Link></li>
            ))}
          </ul>
          <p className="home-faq__more">
            <Link to={HELP_PATHS.faq} className="rs-widget__link">{t('faq.all')}</Link>
            {' · '}
            <Link to={SUPPORT_PATHS.contact} className="rs-widget__link">{t('faq.contact')}</Link>
          </p>
        </>
      )}
    </Widget>
  );
});
