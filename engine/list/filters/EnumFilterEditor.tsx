import { resolveText } from '../../core/text/localizedText';
import type { FilterEditorProps } from './filterEditorTypes';

/** An enum filter: exactly one value, chosen with radio buttons. */
export function EnumFilterEditor({ draft, options, onEdit, language, t, idPrefix }: FilterEditorProps) {
  if (!options.length) return <p className="rs-filter__note">{t('filter.noOptions')}</p>;
  return (
    <fieldset className="rs-filter__choices">
      <legend>{t('filter.options')}</legend>
      {options.map((o, i) => (
        <label key={o.value} className="rs-filter__choice">
          <input type="radio" name={`${idPrefix}-enum`} value={o.value} autoFocus={i === 0}
            checked={draft.values[0] === o.value} onChange={() => onEdit({ values: [o.value] })} />
          <span>{resolveText(o.label, language, t)}</span>
        </label>
      ))}
    </fieldset>
  );
}
