import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { type ListColumn, type ListModel, resolveText } from '../../../engine/core';
import { useEngine, displaySettingsOf } from '../../../engine/ui';
import { isPremiumUser } from '../export/exportColumns';
import { ASSET_LIST_MODEL } from '../export/exportEveryList';
import { AppearanceCard, LanguageCard } from './AppearanceCards';
import { DEFAULT_DISPLAY_SETTINGS, draftOf, settingsOfDraft, type DisplayDraft } from './displayDraft';
import { selectableColumns, tableDisplayOf } from './tableDisplay';
import { TablePreview } from './TablePreview';
import { TableSettingsForm, type ChoosableColumn, type SaveStatus } from './TableSettingsForm';
import '../listTools.css';

/**
 * /dashboard/display-settings (replaces the shell's screen of the same path): the display
 * toggles and the language as before, plus the table settings (columns, full-length tables,
 * range position as percent) and the export settings, saved with POST /api/userData {settings},
 * a reset to the defaults, and a preview table that applies the draft.
 */
const DisplaySettingsScreen = observer(function DisplaySettingsScreen() {
  const { t } = useTranslation('listTools');
  const { t: tAny } = useTranslation();
  const { session, data, account } = useEngine();
  const [model, setModel] = useState<ListModel | null>(null);
  const [modelFailed, setModelFailed] = useState(false);
  const [draft, setDraft] = useState<DisplayDraft | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const modulesKey = session.modules.join(',');
  const selectable = useMemo<ListColumn[]>(() => (model ? selectableColumns(model, modulesKey ? modulesKey.split(',') : []) : []), [model, modulesKey]);

  useEffect(() => {
    let live = true;
    data.getModel('ListModel', ASSET_LIST_MODEL).then(
      (m) => live && (m.modelClass === 'ListModel' ? setModel(m) : setModelFailed(true)),
      () => live && setModelFailed(true),
    );
    return () => {
      live = false;
    };
  }, [data]);

  // Until the user changes something, the form shows the saved settings.
  const current = draft ?? draftOf(session.settings, selectable);

  const change = (next: DisplayDraft) => {
    setDraft(next);
    setStatus('idle');
  };
  const save = async () => {
    setStatus('saving');
    const ok = await account.saveSettings(settingsOfDraft(current, selectable, tableDisplayOf(session.settings).activeColumns));
    setStatus(ok ? 'saved' : 'failed');
  };
  const reset = async () => {
    setStatus('saving');
    const ok = await account.saveSettings({ ...DEFAULT_DISPLAY_SETTINGS });
    setDraft(null);
    setStatus(ok ? 'reset' : 'failed');
  };

  const columns: ChoosableColumn[] | null = model
    ? selectable.map((c) => ({ key: c.key, label: resolveText(c.label, session.language, tAny, c.key), group: c.group === 'PREMIUM' ? 'PREMIUM' : 'GENERAL' }))
    : null;
  const looks = displaySettingsOf(session.settings);
  const display = { activeColumns: model ? settingsOfDraft(current, selectable, null).activeColumns as string[] | null : null, fullLengthTables: current.fullLengthTables, rangePosAsPercent: current.rangePosAsPercent };

  return (
    <section className="lt-screen">
      <h1 className="lt-screen__title">{t('display.title')}</h1>
      <div className="lt-grid">
        <AppearanceCard />
        <LanguageCard />
      </div>
      <div className="lt-grid lt-grid--wide">
        <div className="lt-card">
          <TableSettingsForm
            columns={columns}
            columnsFailed={modelFailed}
            premium={isPremiumUser(session.modules)}
            draft={current}
            onChange={change}
            onSave={() => void save()}
            onReset={() => void reset()}
            status={status}
          />
        </div>
        {model && (
          <TablePreview model={model} modules={session.modules} language={session.language} display={display} compact={looks.compact} colorblind={looks.colorblind} />
        )}
      </div>
    </section>
  );
});

export default DisplaySettingsScreen;
