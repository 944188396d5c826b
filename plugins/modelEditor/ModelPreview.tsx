import { useTranslation } from 'react-i18next';
import type { AnyModel } from '../../engine/core';
import { ListView } from '../../engine/list';
import { EntityForm } from '../../engine/form';
import { sampleRows } from './sampleRows';

interface Props {
  model: AnyModel;
  modules: string[];
  language: 'en' | 'de';
}

/** What the model renders: its list with sample rows, or its form with live validation. */
export function ModelPreview({ model, modules, language }: Props) {
  const { t } = useTranslation('modelEditor');
  return (
    <section className="model-editor__preview" aria-label={t('preview')}>
      <h3>{t('preview')}</h3>
      {model.modelClass === 'ListModel'
        ? <ListView model={model} rows={sampleRows(model)} modules={modules} language={language} height={260} />
        : <EntityForm model={model} language={language} onSubmit={() => undefined} submitLabel={t('previewSubmit')} />}
    </section>
  );
}
