import type { FilterEditorProps } from './filterEditorTypes';

/** The registry's catch-all for a filter type no editor handles. */
export function UnknownFilterEditor({ t }: FilterEditorProps) {
  return <p className="rs-filter__note">{t('filter.unsupported')}</p>;
}
