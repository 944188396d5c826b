import type { Translate } from '../../core/text/localizedText';

export interface FilterButtonsProps {
  canApply: boolean;
  onClear(): void;
  onCancel(): void;
  t: Translate;
}

/** Apply (the form's submit button), Clear and Cancel. */
export function FilterButtons({ canApply, onClear, onCancel, t }: FilterButtonsProps) {
  return (
    <div className="rs-filter__buttons">
      <button type="submit" className="rs-button rs-button--primary" disabled={!canApply}>{t('filter.apply')}</button>
      <button type="button" className="rs-button" onClick={onClear}>{t('filter.clear')}</button>
      <button type="button" className="rs-button" onClick={onCancel}>{t('filter.cancel')}</button>
    </div>
  );
}
