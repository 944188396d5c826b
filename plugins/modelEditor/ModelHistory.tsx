import { useTranslation } from 'react-i18next';
import type { AnyModel } from '../../engine/core';
import type { ModelVersion } from '../../contracts';

interface Props {
  versions: ModelVersion<AnyModel>[];
  shipped: boolean;
  onRollback(version: number): void;
  onShow(version: ModelVersion<AnyModel>): void;
}

/** The versions of a model, newest first, each with a rollback. */
export function ModelHistory({ versions, shipped, onRollback, onShow }: Props) {
  const { t } = useTranslation('modelEditor');
  if (!versions.length) return <p className="muted">{shipped ? t('history.shippedOnly') : t('history.none')}</p>;
  return (
    <table className="model-editor__history">
      <thead>
        <tr><th>{t('history.version')}</th><th>{t('history.date')}</th><th>{t('history.note')}</th><th>{t('history.hash')}</th><th /></tr>
      </thead>
      <tbody>
        {versions.map((v, i) => (
          <tr key={v.version}>
            <td>{v.version}</td>
            <td>{new Date(v.createdAt).toLocaleString()}</td>
            <td>{v.note}</td>
            <td><code>{v.hash}</code></td>
            <td>
              <button type="button" className="button" onClick={() => onShow(v)}>{t('history.show')}</button>
              {i > 0 && <button type="button" className="button" onClick={() => onRollback(v.version)}>{t('history.rollback')}</button>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
