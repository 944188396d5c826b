import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEngine, useFormat } from '../../../engine/ui';
import { CATALOGUE } from '../../../product/catalogue';
import { RESET_PANEL_PATH } from '../model/routes';
import { PackScreen } from './PackScreen';
import { balancesOf } from '../session/balances';

export const RESET_SKUS = CATALOGUE.filter((p) => p.kind === 'resets').map((p) => p.sku);

/** /join/reset-requests: reset request packs; a reset request clears the list of active tickers. */
const ResetRequestsScreen = observer(function ResetRequestsScreen() {
  const { t } = useTranslation('billing');
  const f = useFormat();
  const { session } = useEngine();
  return (
    <PackScreen
      testId="resets-screen"
      skus={RESET_SKUS}
      title={t('resets.title')}
      lead={t('resets.lead')}
      caption={t('resets.caption')}
      quantityLabel={t('resets.quantity')}
      detailOf={(row) => t('resets.detail', { count: row.resets, n: f.count(row.resets) })}
      intro={(
        <p className="bl-balance" data-testid="reset-balance">
          {t('resets.balance', { n: f.count(balancesOf(session.user).resetBalance) })}{' '}
          <Link to={RESET_PANEL_PATH}>{t('resets.use')}</Link>
        </p>
      )}
    />
  );
});

export default ResetRequestsScreen;
