import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSET_GROUP_RULES, parseAssets } from '../../../product/overviewRules';
import type { AssetGroupPayload } from '../../../contracts';

export interface AssetGroupFormProps {
  busy: boolean;
  onCreate: (payload: AssetGroupPayload) => Promise<boolean>;
}

/** Creates a group: its title and its tickers (comma, space or line separated; upper-cased, repeats dropped). */
export function AssetGroupForm({ busy, onCreate }: AssetGroupFormProps) {
  const { t } = useTranslation('overview');
  const [title, setTitle] = useState('');
  const [tickers, setTickers] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const assets = parseAssets(tickers);
    if (title.trim() === '') return setProblem(t('groups.titleMissing'));
    if (assets.length === 0) return setProblem(t('groups.tickersMissing'));
    if (assets.length > ASSET_GROUP_RULES.maxAssets) return setProblem(t('groups.tooMany', { count: ASSET_GROUP_RULES.maxAssets }));
    setProblem(null);
    if (await onCreate({ title: title.trim(), assets })) {
      setTitle('');
      setTickers('');
    }
  };

  return (
    <form className="ov-form" onSubmit={(e) => void submit(e)} aria-label={t('groups.create')} data-testid="asset-group-form" noValidate>
      <label className="ov-form__field">
        <span>{t('groups.title')}</span>
        <input value={title} maxLength={ASSET_GROUP_RULES.titleMax} onChange={(e) => setTitle(e.target.value)} name="title" />
      </label>
      <label className="ov-form__field ov-form__field--wide">
        <span>{t('groups.tickers')}</span>
        <input value={tickers} onChange={(e) => setTickers(e.target.value)} onBlur={() => setTickers(parseAssets(tickers).join(', '))} name="tickers" placeholder="SPY, QQQ, GLD" />
      </label>
      <button type="submit" className="button button--primary" disabled={busy}>{t('groups.create')}</button>
      {problem && <p role="alert" className="rs-widget__error">{problem}</p>}
    </form>
  );
}
