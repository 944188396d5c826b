import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fileProblem, type FileProblem } from '../logic/ticketForm';
import { SUPPORT_TICKET_RULES } from '../../../product/supportTickets';

interface DropZoneProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

/**
 * The optional screenshot drop zone ('Accepted files: images with less than 5MB'): files dropped
 * or chosen are checked one by one (an image by its content, at most 5,000,000 bytes, a name not
 * yet listed, at most five); a refused one is named with the spec's message.
 */
export function DropZone({ files, onChange, disabled }: DropZoneProps) {
  const { t } = useTranslation('support');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [problems, setProblems] = useState<{ name: string; problem: FileProblem }[]>([]);
  const hintId = useId();

  const add = async (incoming: File[]) => {
    const next = [...files];
    const refused: { name: string; problem: FileProblem }[] = [];
    for (const file of incoming) {
      const problem = await fileProblem(file, next);
      if (problem) refused.push({ name: file.name, problem });
      else next.push(file);
    }
    setProblems(refused);
    if (next.length !== files.length) onChange(next);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) void add([...event.dataTransfer.files]);
  };

  return (
    <div className="sp-drop-wrap">
      <div
        className={`sp-drop${over ? ' sp-drop--over' : ''}`}
        data-testid="support-dropzone"
        onDragOver={(e) => { e.preventDefault(); if (!disabled) setOver(true); }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <button type="button" className="sp-drop__button" disabled={disabled} onClick={() => input.current?.click()} aria-describedby={hintId}>
          {t('form.dropzone')}
        </button>
        <p id={hintId} className="sp-muted sp-small">{t('form.accepted')}</p>
        <input
          ref={input} type="file" multiple accept={SUPPORT_TICKET_RULES.imageTypes.join(',')} hidden data-testid="support-file-input"
          onChange={(e) => { void add([...(e.target.files ?? [])]); e.target.value = ''; }}
        />
      </div>
      {problems.map((p) => (
        <p key={p.name + p.problem} className="sp-field-error" role="alert">
          {p.name}: {t(p.problem, { count: SUPPORT_TICKET_RULES.maxFiles })}
        </p>
      ))}
      {files.length > 0 && (
        <ul className="sp-files" aria-label={t('form.files')}>
          {files.map((f) => (
            <li key={f.name}>
              <span>{f.name}</span>
              <button type="button" className="sp-link" disabled={disabled} onClick={() => { setProblems([]); onChange(files.filter((x) => x !== f)); }}>
                {t('form.remove', { name: f.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
