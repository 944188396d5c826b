import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListModel } from '../../../engine/core';
import { useAssetModel } from '../components/useAssetModel';

/** A tables screen: its title, then its content once the DomainAsset model is there ('Something went wrong...' otherwise). */
export function ScreenFrame({ title, testId, actions, children }: { title: string; testId: string; actions?: ReactNode; children(model: ListModel): ReactNode }) {
  const { t } = useTranslation('tables');
  const model = useAssetModel();
  return (
    <section className="shell-screen tt-screen" data-testid={testId}>
      <header className="shell-screen__head tt-screen__head">
        <h1 className="shell-screen__title">{title}</h1>
        {actions}
      </header>
      {model === 'failed' ? <p role="alert" className="message message--error">{t('screen.failed')}</p>
        : model === null ? <p className="muted">{t('screen.loading')}</p> : children(model)}
    </section>
  );
}
