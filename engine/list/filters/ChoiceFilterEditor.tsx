import { resolveText } from '../../core/text/localizedText';
import type { FilterEditorProps } from './filterEditorTypes';

/** enum-multipleChoice and signalFilter: any number of values, chosen with check boxes. */
export function ChoiceFilterEditor({ draft, options, onEdit, language, t }: FilterEditorProps) {
  if (!options.length) return <p className="rs-filter__note">{t('filter.noOptions')}</p>;
  const toggle = (value: string, on: boolean) => {
    const rest = draft.values.filter((v) => v !== value);
    // Keep the order of the options, so that the applied query does not depend on the click order.
    const chosen = new Set(on ? [...rest, value] : rest);
    onEdit({ values: options.map((o) => o.value).filter((v) => chosen.has(v)) });
  };
  return (
    <fieldset className="rs-filter__choices">
      <legend>{t('filter.options')}</legend>
      {options.map((o, i) => (
        <label key={o.value} className="rs-filter__choice">
          <input type="checkbox" value={o.value} autoFocus={i === 0}
            checked={draft.values.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />
          <span>{resolveText(o.label, language, t)}</span>
        </label>
      ))}
    </fieldset>
  );
}
