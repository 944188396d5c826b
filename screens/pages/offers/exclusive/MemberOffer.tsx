import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../../../engine/data';
import { EXCLUSIVE_OFFER } from '../../../../product/registrationOffer';
import { formatAmount } from '../../public/formatAmount';
import { Notice } from '../../public/Notice';
import type { ExclusiveOfferApi } from './exclusiveOfferApi';

/** A member's refused checkout: a plan rule billing explains (already subscribed ...) or anything else. */
export function memberErrorKey(err: unknown): string {
  if (err instanceof ApiCallError && (err.code === 'ALREADY_SUBSCRIBED' || err.code === 'ALREADY_SUBSCRIBED_YEARLY')) return 'member.alreadySubscribed';
  if (err instanceof ApiCallError && err.status === 0) return 'member.connection';
  return 'member.failed';
}

export interface MemberOfferProps {
  api: Pick<ExclusiveOfferApi, 'memberCheckout'>;
  username: string;
  redirect(url: string): void;
}

/** A signed-in member takes the offer: the checkout of the offer's SKU, then the payment page. */
export function MemberOffer({ api, username, redirect }: MemberOfferProps) {
  const { t, i18n } = useTranslation('exclusiveOffer');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const start = async (): Promise<void> => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await api.memberCheckout();
      redirect(answer.nextStepURL);
    } catch (err) {
      setFailure(memberErrorKey(err));
      setBusy(false);
    }
  };
  return (
    <section className="xo-form" aria-labelledby="xo-member-title" data-testid="xo-member">
      <h2 id="xo-member-title">{t('member.title')}</h2>
      <p className="xo-muted">{t('member.lead', { username })}</p>
      {failure && <Notice kind="error" testId="xo-member-failure">{t(failure)}</Notice>}
      <button type="button" className="xo-button xo-button--primary" disabled={busy} onClick={() => void start()}>
        {t('member.button', { currency: EXCLUSIVE_OFFER.currency, amount: formatAmount(EXCLUSIVE_OFFER.yearlyPrice, i18n.language) })}
      </button>
    </section>
  );
}
