import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Modal } from '../../../engine/ui';
import { ASSET_GROUP_RULES } from '../../../product/overviewRules';
import { cryptoDisplay } from '../../../product/priceDecimals';
import { detailPath } from '../../tickerDetail';
import type { AssetGroup } from '../logic/assetGroups';
import { OVERVIEW_CALLER } from './GroupTable';

export interface AssetGroupCardProps {
  group: AssetGroup;
  busy: boolean;
  onRename: (id: string, title: string) => Promise<boolean>;
  onDelete: (id: string) => Promise<boolean>;
}

/** One of the user's groups: its title (renamed in place), its tickers (each to its market overview), delete after a confirmation. */
export function AssetGroupCard({ group, busy, onRename, onDelete }: AssetGroupCardProps) {
  const { t } = useTranslation('overview');
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(group.title);
  const [confirm, setConfirm] = useState(false);
  const headingId = `asset-group-${group.id}`;

  const save = async () => {
    if (title.trim() === '' || title.trim() === group.title) return setEditing(false);
    if (await onRename(group.id, title.trim())) setEditing(false);
  };

  return (
    <section className="rs-widget ov-group" aria-labelledby={headingId} data-testid="asset-group" data-title={group.title}>
      <div className="ov-group__head">
        {editing ? (
          <form className="ov-group__rename" onSubmit={(e) => { e.preventDefault(); void save(); }}>
            <input aria-label={t('groups.newTitle')} value={title} maxLength={ASSET_GROUP_RULES.titleMax} onChange={(e) => setTitle(e.target.value)} autoFocus />
            <button type="submit" className="button" disabled={busy || title.trim() === ''}>{t('groups.save')}</button>
            <button type="button" className="button" onClick={() => { setTitle(group.title); setEditing(false); }}>{t('groups.cancel')}</button>
          </form>
        ) : (
          <>
            <h3 id={headingId} className="rs-widget__title">{group.title}</h3>
            <button type="button" className="button ov-small" onClick={() => setEditing(true)} aria-label={t('groups.renameOf', { title: group.title })}>{t('groups.rename')}</button>
            <button type="button" className="button ov-small" onClick={() => setConfirm(true)} aria-label={t('groups.deleteOf', { title: group.title })}>{t('groups.delete')}</button>
          </>
        )}
      </div>
      <ul className="ov-chips" aria-label={t('groups.tickersOf', { title: group.title })}>
        {group.assets.map((ticker) => (
          <li key={ticker}><Link to={detailPath(ticker, OVERVIEW_CALLER)} className="ov-chip">{cryptoDisplay(ticker)}</Link></li>
        ))}
      </ul>
      {confirm && (
        <Modal
          title={t('groups.deleteTitle')}
          role="alertdialog"
          size="small"
          onClose={() => setConfirm(false)}
          actions={(
            <>
              <button type="button" className="button" onClick={() => setConfirm(false)}>{t('groups.cancel')}</button>
              <button type="button" className="button button--primary" disabled={busy} onClick={() => { setConfirm(false); void onDelete(group.id); }}>{t('groups.delete')}</button>
            </>
          )}
        >
          <p>{t('groups.deleteText', { title: group.title })}</p>
        </Modal>
      )}
    </section>
  );
}
