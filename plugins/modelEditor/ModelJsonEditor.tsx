import { useTranslation } from 'react-i18next';
import type { DraftState } from './modelDraft';

interface Props {
  text: string;
  state: DraftState;
  onChange(text: string): void;
}

/** The JSON text of a model with the meta-schema's problems listed next to it. */
export function ModelJsonEditor({ text, state, onChange }: Props) {
  const { t } = useTranslation('modelEditor');
  return (
    <div className="model-editor__json">
      <textarea
        aria-label={t('jsonLabel')}
        spellCheck={false}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        rows={28}
      />
      <div className="model-editor__problems" role="status" aria-live="polite">
        {state.kind === 'syntax' && <p className="message message--error">{t('syntaxError', { message: state.message })}</p>}
        {state.kind === 'invalid' && (
          <>
            <p className="message message--error">{t('problemsHeading')}</p>
            <ul data-testid="model-problems">
              {state.problems.map((p) => (
                <li key={`${p.path}:${p.message}`}><code>{p.path || '/'}</code> {p.message}</li>
              ))}
            </ul>
          </>
        )}
        {state.kind === 'valid' && <p className="message message--success">{t('valid')}</p>}
      </div>
    </div>
  );
}
