import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataMethods } from '../../../engine/ui';
import { CHARTING_PLATFORMS, CHARTING_SCRIPTS, scriptsFor, type ChartingPlatform } from '../../../product/chartingScripts';
import { SUPPORT } from '../../../product/support';
import { scriptsApiMethods } from '../data/scriptsApiApi';

type SendState = 'idle' | 'sending' | 'success' | 'error';

/**
 * The charting access request (document 4 sections 2.5, 3, 4, 5): platform, username or account
 * number (required, prefilled from the profile), scripts (TradingView: all 13, preselected;
 * Sierra: its three, disabled and always sent), "Request access". After the click the button
 * stays disabled: on success a message shows, on failure the error flag is set.
 */
export function ScriptsRequestForm({ initialUsername, initialPlatform }: { initialUsername: string; initialPlatform: ChartingPlatform }) {
  const { t } = useTranslation('scriptsApi');
  const api = useDataMethods(scriptsApiMethods);
  const [platform, setPlatform] = useState<ChartingPlatform>(initialPlatform);
  const [username, setUsername] = useState(initialUsername);
  const [chosen, setChosen] = useState<string[]>(CHARTING_SCRIPTS.map((s) => s.id));
  const [touched, setTouched] = useState(false);
  const [state, setState] = useState<SendState>('idle');
  const offered = scriptsFor(platform);
  const sierra = platform === 'Sierra';
  const scripts = sierra ? offered.map((s) => s.id) : chosen;
  const missingUsername = !username.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missingUsername || scripts.length === 0 || state !== 'idle') return;
    setState('sending');
    try {
      await api.requestChartingAccess({ chartingAppUsername: username.trim(), chartingAppScripts: scripts, chartingAppName: platform });
      setState('success');
    } catch {
      setState('error');
    }
  };
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));

  return (
    <form className="shell-card sa-card sa-request" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="sa-request-title">
      <h2 id="sa-request-title">{t('scripts.form.title')}</h2>
      <label>{t('scripts.form.platform')}
        <select value={platform} onChange={(e) => setPlatform(e.target.value as ChartingPlatform)} disabled={state !== 'idle'}>
          {CHARTING_PLATFORMS.map((p) => <option key={p} value={p}>{p}</option>)}
        </select>
      </label>
      <label>{t('scripts.form.username')} *
        <input value={username} required aria-required="true" aria-invalid={touched && missingUsername} maxLength={60}
          onChange={(e) => setUsername(e.target.value)} />
      </label>
      {touched && missingUsername && <p role="alert" className="message message--error">{t('scripts.form.usernameRequired')}</p>}
      <fieldset>
        <legend>{t('scripts.form.scripts')}</legend>
        {offered.map((s) => (
          <label key={s.id} className="sa-check">
            <input type="checkbox" name="script" value={s.id} checked={scripts.includes(s.id)} disabled={sierra} onChange={() => toggle(s.id)} />{s.name}
          </label>
        ))}
        {sierra && <p className="muted">{t('scripts.form.sierraNote')}</p>}
      </fieldset>
      <button className="button button--primary" type="submit" disabled={state !== 'idle'}>{t('scripts.form.submit')}</button>
      {state === 'success' && <p role="status" className="message message--success">{t('scripts.form.success', { hours: SUPPORT.scriptAccessHours })}</p>}
      {state === 'error' && <p role="alert" className="message message--error">{t('scripts.form.failed')}</p>}
    </form>
  );
}
