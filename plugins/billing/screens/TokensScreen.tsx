import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEngine, useFormat } from '../../../engine/ui';
import { hasPermission } from '../../../product/permissionModules';
import { CATALOGUE } from '../../../product/catalogue';
import { Notice } from '../components/ui';
import { PackScreen } from './PackScreen';
import { balancesOf } from '../session/balances';

/** Every token pack of the catalogue; the server hides the hidden offers per user. */
export const TOKEN_SKUS = CATALOGUE.filter((p) => p.kind === 'tokens').map((p) => p.sku);

/**
 * /join/tokens: token packs for real-time and scanner requests (document 3 section 2). Buying
 * needs the FREE module; without it, 'Upgrade your account to purchase Tokens! '.
 */
const TokensScreen = observer(function TokensScreen() {
  const { t } = useTranslation('billing');
  const f = useFormat();
  const { session } = useEngine();
  const canBuy = hasPermission(session.modules, 'FREE');
  return (
    <PackScreen
      testId="tokens-screen"
      skus={TOKEN_SKUS}
      title={t('tokens.title')}
      lead={t('tokens.lead')}
      caption={t('tokens.caption')}
      quantityLabel={t('tokens.quantity')}
      detailOf={(row) => t('tokens.detail', { count: row.tokens, n: f.count(row.tokens) })}
      intro={<p className="bl-balance" data-testid="token-balance">{t('tokens.balance', { n: f.count(balancesOf(session.user).tokenBalance) })}</p>}
      blocked={canBuy ? null : (
        <Notice kind="warning" testId="tokens-upgrade">
          <p className="bl-notice__line">{t('menus.upgradeForTokens')}</p>
          <Link className="button" to="/join/subscriptions">{t('menus.upgrade')}</Link>
        </Notice>
      )}
    />
  );
});

export default TokensScreen;
