import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataMethods, useFormat } from '../../../engine/ui';
import { ApiCallError } from '../../../engine/data';
import { adminMethods } from '../data/adminApi';
import { couponBody, EMPTY_COUPON_FORM, type CouponForm } from '../logic/couponForm';
import type { AdminCoupon } from '../../../contracts';
import '../admin.css';

/** 'Create Coupon' (/dashboard/coupons): create a coupon, list them all with their use, deactivate one. */
export default function CouponsScreen() {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const api = useDataMethods(adminMethods);
  const [form, setForm] = useState<CouponForm>(EMPTY_COUPON_FORM);
  const [coupons, setCoupons] = useState<AdminCoupon[] | null>(null);
  const [listFailed, setListFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const reload = useCallback(() => api.coupons().then((a) => { setCoupons(a.coupons); setListFailed(false); }, () => setListFailed(true)), [api]);
  useEffect(() => { void reload(); }, [reload]);

  const act = async (action: () => Promise<{ coupon: AdminCoupon }>, success: (code: string) => string): Promise<void> => {
    setBusy(true);
    setMessage(null);
    try {
      const { coupon } = await action();
      setMessage({ kind: 'ok', text: success(coupon.code) });
      await reload();
    } catch (err) {
      const reason = err instanceof ApiCallError && err.status < 500 ? err.message : t('coupons.failed');
      setMessage({ kind: 'error', text: reason });
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const parsed = couponBody(form);
    if (!parsed.ok) return setMessage({ kind: 'error', text: t(`coupons.problem.${parsed.problem}`) });
    void act(() => api.createCoupon(parsed.body), (code) => t('coupons.created', { code })).then(() => setForm(EMPTY_COUPON_FORM));
  };
  const set = (field: keyof CouponForm) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });
  const discount = (c: AdminCoupon) => (c.percentOff !== null ? f.percent(c.percentOff, 0) : `${f.number((c.amountOffCents ?? 0) / 100, 2)} EUR`);

  return (
    <section className="shell-screen admin-screen" data-testid="coupons">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('coupons.title')}</h1>
        <p className="muted">{t('coupons.lead')}</p>
      </header>
      <form className="admin-card" onSubmit={submit} noValidate>
        <div className="admin-actions">
          <label>{t('coupons.code')}<input type="text" value={form.code} onChange={set('code')} placeholder={t('coupons.codeHint')} /></label>
          <label>{t('coupons.kind')}
            <select value={form.kind} onChange={set('kind')}>
              <option value="percent">{t('coupons.percent')}</option>
              <option value="amount">{t('coupons.amount')}</option>
            </select>
          </label>
          <label>{t('coupons.discount')}<input type="text" inputMode="decimal" value={form.discount} onChange={set('discount')} required /></label>
          <label>{t('coupons.skus')}<input type="text" value={form.skus} onChange={set('skus')} placeholder="020, 100" /></label>
          <label>{t('coupons.maxRedemptions')}<input type="text" inputMode="numeric" value={form.maxRedemptions} onChange={set('maxRedemptions')} /></label>
          <label>{t('coupons.validUntil')}<input type="date" value={form.validUntil} onChange={set('validUntil')} /></label>
          <button type="submit" className="button button--primary" disabled={busy}>{t('coupons.create')}</button>
        </div>
        {message && <p role={message.kind === 'error' ? 'alert' : 'status'} className={`message message--${message.kind === 'error' ? 'error' : 'success'}`}>{message.text}</p>}
      </form>
      <section className="admin-card">
        {listFailed && <p role="alert" className="message message--error">{t('coupons.listFailed')}</p>}
        {coupons === null ? <p className="muted">{t('loading')}</p> : coupons.length === 0 ? <p className="muted">{t('coupons.none')}</p> : (
          <div className="admin-scroll">
            <table className="admin-table" data-testid="coupon-list">
              <thead>
                <tr>
                  <th scope="col">{t('coupons.code')}</th><th scope="col">{t('coupons.discount')}</th><th scope="col">{t('coupons.skus')}</th>
                  <th scope="col">{t('coupons.used')}</th><th scope="col">{t('coupons.validUntil')}</th><th scope="col">{t('coupons.state')}</th><th scope="col"><span className="visually-hidden">{t('coupons.actions')}</span></th>
                </tr>
              </thead>
              <tbody>
                {coupons.map((c) => (
                  <tr key={c.code} data-code={c.code} data-active={c.active}>
                    <th scope="row"><code>{c.code}</code></th>
                    <td>{discount(c)}</td>
                    <td>{c.skus?.join(', ') ?? t('coupons.allProducts')}</td>
                    <td>{c.maxRedemptions === null ? c.redeemedCount : `${c.redeemedCount} / ${c.maxRedemptions}`}</td>
                    <td>{c.validUntil ? f.date(c.validUntil) : '–'}</td>
                    <td>{t(c.active ? 'coupons.active' : 'coupons.inactive')}</td>
                    <td>
                      {c.active && (
                        <button type="button" className="button" disabled={busy} aria-label={t('coupons.deactivateOne', { code: c.code })}
                          onClick={() => void act(() => api.deactivateCoupon(c.code), (code) => t('coupons.deactivated', { code }))}>
                          {t('coupons.deactivate')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}
