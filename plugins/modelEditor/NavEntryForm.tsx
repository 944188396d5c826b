import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSION_MODULES } from '../../product/permissionModules';
import type { NavEntryInput } from './modelEditorApi';

interface Props {
  listModel: string;
  onSubmit(entry: NavEntryInput): Promise<void>;
}

/** Adds a sidebar entry that opens the list model's screen (labels in English and German). */
export function NavEntryForm({ listModel, onSubmit }: Props) {
  const { t } = useTranslation('modelEditor');
  const [en, setEn] = useState(listModel);
  const [de, setDe] = useState(listModel);
  const [group, setGroup] = useState('custom');
  const [icon, setIcon] = useState('table');
  const [permission, setPermission] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    setBusy(true);
    try {
      await onSubmit({ label: { en: en.trim(), de: de.trim() }, group, icon, permission: permission || null, listModel });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="model-editor__nav" onSubmit={(e) => void submit(e)} aria-label={t('nav.title')}>
      <label>{t('nav.labelEn')}<input value={en} onChange={(e) => setEn(e.target.value)} required maxLength={60} /></label>
      <label>{t('nav.labelDe')}<input value={de} onChange={(e) => setDe(e.target.value)} required maxLength={60} /></label>
      <label>{t('nav.group')}<input value={group} onChange={(e) => setGroup(e.target.value)} required pattern="[A-Za-z][A-Za-z0-9 _-]{0,30}" /></label>
      <label>{t('nav.icon')}<input value={icon} onChange={(e) => setIcon(e.target.value)} required pattern="[a-z][a-z0-9-]{0,30}" /></label>
      <label>
        {t('nav.permission')}
        <select value={permission} onChange={(e) => setPermission(e.target.value)}>
          <option value="">{t('nav.everyone')}</option>
          {PERMISSION_MODULES.map((m) => <option key={m} value={m}>{m}</option>)}
        </select>
      </label>
      <button type="submit" className="button button--primary" disabled={busy || !en.trim() || !de.trim()}>{t('nav.add')}</button>
    </form>
  );
}
