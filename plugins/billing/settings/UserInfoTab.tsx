import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEngine, useFormat } from '../../../engine/ui';
import { useBilling } from '../api/BillingApiContext';
import type { SessionUser } from '../../../contracts';
import { addressOf, countryCodeOf, isAddressComplete } from '../model/address';
import { billingErrorMessage, type BillingMessage } from '../model/billingErrors';
import { fieldRefusal } from '../model/checkoutFields';
import { useLoad } from '../components/useLoad';
import { LoadFailure, Loading, Notice } from '../components/ui';

type Status = 'idle' | 'saving' | 'saved' | 'failed';

/** The referral link with its copy button (GET /api/referral). */
function ReferralCard() {
  const { t } = useTranslation('billing');
  const f = useFormat();
  const { api } = useBilling();
  const [referral, reload] = useLoad('referral', () => api.referral());
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copy = async (link: string): Promise<void> => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <section className="bl-card" aria-labelledby="bl-referral-title">
      <h2 id="bl-referral-title" className="bl-section-title">{t('referral.title')}</h2>
      {referral.status === 'loading' && <Loading />}
      {referral.status === 'error' && <LoadFailure message={billingErrorMessage(referral.error, 'dataLoad')} onRetry={reload} />}
      {referral.status === 'ready' && (
        <>
          <p className="muted">{t('referral.text', { tokens: f.count(referral.data.rewardTokensPerReferral) })}</p>
          <div className="bl-field">
            <label htmlFor="bl-referral-link">{t('referral.link')}</label>
            <div className="bl-copy">
              <input id="bl-referral-link" readOnly value={referral.data.referralLink} onFocus={(e) => e.currentTarget.select()} data-testid="referral-link" />
              <button type="button" className="button" onClick={() => void copy(referral.data.referralLink)}>{t('referral.copy')}</button>
            </div>
          </div>
          {copied === 'copied' && <p className="message--success" role="status">{t('referral.copied')}</p>}
          {copied === 'failed' && <p className="message--error" role="alert">{t('referral.copyFailed')}</p>}
          <dl className="bl-facts">
            <dt>{t('referral.code')}</dt>
            <dd data-testid="referral-code">{referral.data.referralCode}</dd>
            <dt>{t('referral.referred')}</dt>
            <dd>{f.count(referral.data.referredUsers)}</dd>
            <dt>{t('referral.paying')}</dt>
            <dd>{f.count(referral.data.payingReferredUsers)}</dd>
          </dl>
        </>
      )}
    </section>
  );
}

/**
 * Settings tab 1, User Information: the profile, the address for invoices (complete only with
 * country, address, city and postal code; saved with POST /api/userData {addressDetails}) and
 * the referral link.
 */
export const UserInfoTab = observer(function UserInfoTab() {
  const { t } = useTranslation('billing');
  const { session } = useEngine();
  const { api } = useBilling();
  const user = session.user as SessionUser | null;
  const saved = addressOf(session.user);
  const [draft, setDraft] = useState(saved);
  const [status, setStatus] = useState<Status>('idle');
  const savedVatId = typeof user?.addressDetails?.vatId === 'string' ? user.addressDetails.vatId : '';
  const [vatId, setVatId] = useState(savedVatId);
  // The server's reason for refusing the VAT id, as the checkout words it (checkoutFields).
  const [vatError, setVatError] = useState<BillingMessage | null>(null);
  // An older user object may carry the country as its code.
  const country: SessionUser['country'] | string | undefined = user?.country;
  const countryName = typeof country === 'string' ? country : country?.name ?? countryCodeOf(session.user) ?? '–';

  const edit = (field: keyof typeof draft, value: string): void => {
    setDraft((d) => ({ ...d, [field]: value }));
    setStatus('idle');
  };

  const save = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    setStatus('saving');
    try {
      const next = await api.saveAddress({ address: draft.address.trim(), city: draft.city.trim(), postalCode: draft.postalCode.trim(), vatId: vatId.trim() });
      session.setUser(next);
      setVatId(typeof next.addressDetails?.vatId === 'string' ? next.addressDetails.vatId : '');
      setVatError(null);
      setStatus('saved');
    } catch (err) {
      // A VAT id that is not valid is the field's own message (one per reason); anything else the generic one.
      const refusal = fieldRefusal(err);
      if (refusal?.field === 'vatId') {
        setVatError(refusal.message);
        setStatus('idle');
      } else {
        setStatus('failed');
      }
    }
  };

  return (
    <div className="bl-tab" data-testid="tab-user-information">
      <section className="bl-card" aria-labelledby="bl-profile-title">
        <h2 id="bl-profile-title" className="bl-section-title">{t('profile.title')}</h2>
        <dl className="bl-facts">
          <dt>{t('profile.username')}</dt>
          <dd>{user?.username}</dd>
          <dt>{t('profile.name')}</dt>
          <dd>{user?.firstname} {user?.lastname}</dd>
          <dt>{t('profile.email')}</dt>
          <dd>{typeof user?.email === 'string' ? user.email : '–'}</dd>
          <dt>{t('profile.country')}</dt>
          <dd>{countryName}</dd>
        </dl>
      </section>
      <section className="bl-card" aria-labelledby="bl-address-title">
        <h2 id="bl-address-title" className="bl-section-title">{t('address.title')}</h2>
        {isAddressComplete(session.user)
          ? <p className="muted">{t('address.complete')}</p>
          : <Notice kind="warning" testId="address-incomplete">{t('address.incomplete')}</Notice>}
        <form className="bl-form" onSubmit={(e) => void save(e)}>
          <div className="bl-field">
            <label htmlFor="bl-country">{t('address.country')}</label>
            <input id="bl-country" value={countryName} readOnly aria-describedby="bl-country-hint" />
            <p id="bl-country-hint" className="muted bl-hint">{t('address.countryHint')}</p>
          </div>
          <div className="bl-field">
            <label htmlFor="bl-address">{t('address.address')}</label>
            <input id="bl-address" value={draft.address} maxLength={200} autoComplete="street-address" onChange={(e) => edit('address', e.target.value)} />
          </div>
          <div className="bl-field-row">
            <div className="bl-field">
              <label htmlFor="bl-postal">{t('address.postalCode')}</label>
              <input id="bl-postal" value={draft.postalCode} maxLength={20} autoComplete="postal-code" onChange={(e) => edit('postalCode', e.target.value)} />
            </div>
            <div className="bl-field">
              <label htmlFor="bl-city">{t('address.city')}</label>
              <input id="bl-city" value={draft.city} maxLength={100} autoComplete="address-level2" onChange={(e) => edit('city', e.target.value)} />
            </div>
          </div>
          <div className="bl-field">
            <label htmlFor="bl-vat-id">{t('address.vatId')}</label>
            <input id="bl-vat-id" value={vatId} maxLength={30} autoComplete="off" aria-describedby="bl-vat-id-hint" aria-invalid={vatError !== null}
              onChange={(e) => { setVatId(e.target.value); setVatError(null); setStatus('idle'); }} />
            <p id="bl-vat-id-hint" className="muted bl-hint">{t('address.vatIdHint')}</p>
            {vatError && <span className="message--error" role="alert" data-testid="vat-id-invalid">{t(vatError.key, vatError.params)}</span>}
          </div>
          <div className="bl-actions bl-actions--start">
            <button type="submit" className="button button--primary" disabled={status === 'saving'}>{t('address.save')}</button>
            {status === 'saved' && <span className="message--success" role="status">{t('address.saved')}</span>}
            {status === 'failed' && <span className="message--error" role="alert">{t('errors.generic')}</span>}
          </div>
        </form>
      </section>
      <ReferralCard />
    </div>
  );
});
