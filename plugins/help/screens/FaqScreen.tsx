import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDataMethods, useEngine } from '../../../engine/ui';
import { FaqView } from '../components/FaqView';
import { helpMethods } from '../data/helpApi';
import { SUPPORT_PATHS } from '../../../product/supportTickets';

/** /help/faq: the members' FAQ in their language, searchable. */
const FaqScreen = observer(function FaqScreen() {
  const { session } = useEngine();
  const language = session.language;
  const { t } = useTranslation('help', { lng: language });
  const api = useDataMethods(helpMethods);
  return (
    <div className="help-screen">
      <h1>{t('faq.title')}</h1>
      <p>{t('faq.lead')}</p>
      <FaqView language={language} load={api.faq} />
      <p className="help-faq__more">{t('faq.more')} <Link to={SUPPORT_PATHS.contact}>{t('faq.contact')}</Link></p>
    </div>
  );
});

export default FaqScreen;
