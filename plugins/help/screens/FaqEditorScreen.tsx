import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FaqEditor } from '../components/FaqEditor';
import '../help.css';

const MODES = [
  { id: 'sections', model: 'DomainFAQSection' },
  { id: 'entries', model: 'DomainFAQEntry' },
] as const;

/** /dashboard/faqeditor: the CMS managers' FAQ admin, switching between Edit Sections and Edit Entries. */
export default function FaqEditorScreen() {
  const { t } = useTranslation('help');
  const [mode, setMode] = useState<(typeof MODES)[number]['id']>('entries');
  const current = MODES.find((m) => m.id === mode)!;
  return (
    <div className="help-screen">
      <h1>{t('editor.title')}</h1>
      <p>{t('editor.lead')}</p>
      <div className="help-editor__modes" role="group" aria-label={t('editor.modes')}>
        {MODES.map((m) => (
          <button key={m.id} type="button" className={`button${m.id === mode ? ' button--primary' : ''}`} aria-pressed={m.id === mode} onClick={() => setMode(m.id)}>
            {t(`editor.${m.id}`)}
          </button>
        ))}
      </div>
      <FaqEditor key={current.model} model={current.model} />
    </div>
  );
}
