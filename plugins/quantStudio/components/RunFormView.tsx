import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QUANT_REBALANCES, QUANT_SIZINGS, QUANT_STRATEGIES } from '../../../contracts';
import { QUANT_STRATEGY_PARAMETERS, QUANT_STUDIO_RULES } from '../../../product/quantStudioRules';
import { defaultParameters, type RunForm, type UniverseSource } from '../logic/runForm';

export interface RunFormViewProps {
  form: RunForm;
  onChange: (form: RunForm) => void;
  /** The member's watchlists by kind (names), for the list choice. */
  lists: { watchlist: readonly string[]; crypto: readonly string[] };
  firstSession: string | null;
  lastSession: string;
  busy: boolean;
  /** The member's tokens (-1: unknown). */
  tokenBalance: number;
  onRun: () => void;
}

const SOURCES: readonly UniverseSource[] = ['tickers', 'portfolio', 'watchlist', 'crypto'];

/** The run's input: tickers or a list, the strategy and its parameters, sizing, decisions, period, benchmark and costs; the cost in tokens before running. */
export function RunFormView({ form, onChange, lists, firstSession, lastSession, busy, tokenBalance, onRun }: RunFormViewProps) {
  const { t } = useTranslation('quantStudio');
  const id = useId();
  const set = <K extends keyof RunForm>(key: K, value: RunForm[K]) => onChange({ ...form, [key]: value });
  const names = form.source === 'watchlist' ? lists.watchlist : form.source === 'crypto' ? lists.crypto : [];
  const cost = QUANT_STUDIO_RULES.runTokenCost;
  const short = tokenBalance >= 0 && tokenBalance < cost;
  return (
    <form className="shell-card qs-form" aria-label={t('form.title')} data-testid="quant-form"
      onSubmit={(e) => { e.preventDefault(); onRun(); }}>
      <fieldset className="qs-form__group">
        <legend>{t('form.universe')}</legend>
        <div className="qs-form__row" role="radiogroup" aria-label={t('form.universe')}>
          {SOURCES.map((source) => (
            <label key={source} className="qs-radio">
              <input type="radio" name={`${id}-source`} value={source} checked={form.source === source}
                onChange={() => onChange({ ...form, source, listName: source === 'watchlist' ? lists.watchlist[0] ?? '' : source === 'crypto' ? lists.crypto[0] ?? '' : '' })} />
              {t(`form.source.${source}`)}
            </label>
          ))}
        </div>
        {form.source === 'tickers' && (
          <label className="qs-field qs-field--wide">
            <span>{t('form.tickers', { max: QUANT_STUDIO_RULES.maxTickers })}</span>
            <textarea rows={2} value={form.tickersText} onChange={(e) => set('tickersText', e.target.value)} data-testid="quant-tickers" />
          </label>
        )}
        {(form.source === 'watchlist' || form.source === 'crypto') && (
          names.length === 0 ? <p className="muted">{t('form.noLists')}</p> : (
            <label className="qs-field">
              <span>{t('form.list')}</span>
              <select value={form.listName} onChange={(e) => set('listName', e.target.value)} data-testid="quant-list">
                {names.map((name) => <option key={name} value={name}>{name}</option>)}
              </select>
            </label>
          )
        )}
      </fieldset>

      <fieldset className="qs-form__group">
        <legend>{t('form.model')}</legend>
        <div className="qs-form__row">
          <label className="qs-field">
            <span>{t('form.strategy')}</span>
            <select value={form.strategy} data-testid="quant-strategy"
              onChange={(e) => { const strategy = e.target.value as RunForm['strategy']; onChange({ ...form, strategy, parameters: defaultParameters(strategy) }); }}>
              {QUANT_STRATEGIES.map((s) => <option key={s} value={s}>{t(`strategy.${s}`)}</option>)}
            </select>
          </label>
          {Object.entries(QUANT_STRATEGY_PARAMETERS[form.strategy]).map(([name, rule]) => rule.toggle ? (
            <label key={name} className="qs-radio">
              <input type="checkbox" checked={form.parameters[name] === '1'} data-testid={`quant-param-${name}`}
                onChange={(e) => set('parameters', { ...form.parameters, [name]: e.target.checked ? '1' : '0' })} />
              {t(`parameter.${name}`)}
            </label>
          ) : (
            <label key={name} className="qs-field qs-field--narrow">
              <span>{t(`parameter.${name}`)}</span>
              <input type="number" min={rule.min} max={rule.max} step={rule.integer ? 1 : 0.1} value={form.parameters[name] ?? ''}
                onChange={(e) => set('parameters', { ...form.parameters, [name]: e.target.value })} data-testid={`quant-param-${name}`} />
            </label>
          ))}
          <label className="qs-field">
            <span>{t('form.sizing')}</span>
            <select value={form.sizing} onChange={(e) => set('sizing', e.target.value as RunForm['sizing'])}>
              {QUANT_SIZINGS.map((s) => <option key={s} value={s}>{t(`sizing.${s}`)}</option>)}
            </select>
          </label>
          <label className="qs-field">
            <span>{t('form.rebalance')}</span>
            <select value={form.rebalance} onChange={(e) => set('rebalance', e.target.value as RunForm['rebalance'])}>
              {QUANT_REBALANCES.map((r) => <option key={r} value={r}>{t(`rebalance.${r}`)}</option>)}
            </select>
          </label>
        </div>
        <p className="muted qs-help">{t(`strategyHelp.${form.strategy}`)}</p>
      </fieldset>

      <fieldset className="qs-form__group">
        <legend>{t('form.period')}</legend>
        <div className="qs-form__row">
          <label className="qs-field">
            <span>{t('form.from')}</span>
            <input type="date" value={form.from} min={firstSession ?? undefined} max={lastSession} onChange={(e) => set('from', e.target.value)} data-testid="quant-from" />
          </label>
          <label className="qs-field">
            <span>{t('form.to')}</span>
            <input type="date" value={form.to} min={firstSession ?? undefined} max={lastSession} onChange={(e) => set('to', e.target.value)} data-testid="quant-to" />
          </label>
          <label className="qs-field qs-field--narrow">
            <span>{t('form.benchmark')}</span>
            <input type="text" value={form.benchmark} onChange={(e) => set('benchmark', e.target.value.toUpperCase())} data-testid="quant-benchmark" />
          </label>
          <label className="qs-field qs-field--narrow">
            <span>{t('form.costs', { max: QUANT_STUDIO_RULES.maxCostBps })}</span>
            <input type="number" min={0} max={QUANT_STUDIO_RULES.maxCostBps} step={0.5} value={form.costBps} onChange={(e) => set('costBps', e.target.value)} data-testid="quant-costs" />
          </label>
        </div>
        <p className="muted qs-help">{t('form.history', { years: QUANT_STUDIO_RULES.maxYears })}</p>
      </fieldset>

      <div className="qs-form__run">
        <p className="qs-cost" data-testid="quant-cost">{t('form.cost', { count: cost })}{short ? ` ${t('form.short')}` : ''}</p>
        <button type="submit" className="button button--primary" disabled={busy} data-testid="quant-run">{busy ? t('form.running') : t('form.run')}</button>
      </div>
    </form>
  );
}
