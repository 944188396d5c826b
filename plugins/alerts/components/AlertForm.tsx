import { useTranslation } from 'react-i18next';
import type { AlertChannel, MomentumRating, TrendRating } from '../../../contracts';
import {
  ALERT_CHANNELS, ALERT_CONDITION_TYPES, ALERT_CROSS_DIRECTIONS, ALERT_GAMMA_LEVELS, ALERT_METRICS, ALERT_RANGE_BANDS,
  ALERT_RANGE_HORIZONS, ALERT_RATINGS, ALERT_RULES, ALERT_SCAN_CHANGES, ALERT_TARGET_KINDS, ALERT_THRESHOLD_DIRECTIONS,
} from '../../../product/alertRules';
import type { AlertDraft, RatingTarget } from '../logic/alertDraft';
import type { DraftField, DraftProblem } from '../logic/alertValidation';
import type { ScanChoice } from '../state/useAlertTargets';
import { Field } from './Field';

const TREND_RATINGS: readonly TrendRating[] = ['trendBullish', 'trendNeutral', 'trendBearish'];
const MOMENTUM_RATINGS: readonly MomentumRating[] = ['momentumBullish', 'momentumNeutral', 'momentumNeutralDanger', 'momentumBearish'];

export interface AlertFormProps {
  draft: AlertDraft;
  onChange(patch: Partial<AlertDraft>): void;
  problems: Partial<Record<DraftField, DraftProblem>>;
  lists: string[];
  /** null while the saved scans load. */
  scans: ScanChoice[] | null;
}

/**
 * The fields of an alert, each with the rule the server enforces as its hint (product/alertRules.ts),
 * the condition's own fields for the chosen type, the webhook address when the webhook is chosen and
 * the cool-down when the alert repeats.
 */
export function AlertForm({ draft, onChange, problems, lists, scans }: AlertFormProps) {
  const { t } = useTranslation(['alerts', 'models']);
  const set = <K extends keyof AlertDraft>(key: K) => (value: AlertDraft[K]) => onChange({ [key]: value } as Partial<AlertDraft>);
  const select = <K extends keyof AlertDraft>(key: K, options: readonly string[], label: (o: string) => string, testId?: string) => (
    ({ id, describedBy }: { id: string; describedBy: string | undefined }) => (
      <select id={id} className="al-input" value={String(draft[key])} aria-describedby={describedBy} data-testid={testId}
        onChange={(e) => set(key)(e.target.value as AlertDraft[K])}>
        {options.map((o) => <option key={o} value={o}>{label(o)}</option>)}
      </select>
    )
  );
  const text = (key: 'name' | 'ticker' | 'within' | 'metricThreshold' | 'price' | 'webhookUrl' | 'cooldown', extra: { inputMode?: 'decimal' | 'numeric' | 'url'; testId?: string; autoFocus?: boolean } = {}) => (
    ({ id, describedBy, invalid }: { id: string; describedBy: string | undefined; invalid: boolean }) => (
      <input id={id} className="al-input" value={draft[key]} aria-describedby={describedBy} aria-invalid={invalid || undefined}
        {...(extra.inputMode ? { inputMode: extra.inputMode } : {})} {...(extra.autoFocus ? { 'data-autofocus': true } : {})} data-testid={extra.testId}
        onChange={(e) => set(key)(e.target.value)} />
    )
  );
  const ratingTargets: readonly RatingTarget[] = ['any', ...(draft.rating === 'trend' ? TREND_RATINGS : MOMENTUM_RATINGS)];
  const toggleChannel = (channel: AlertChannel, on: boolean) =>
    onChange({ channels: on ? [...draft.channels.filter((c) => c !== channel), channel] : draft.channels.filter((c) => c !== channel) });
  const conditionTypes = ALERT_CONDITION_TYPES.filter((type) => type !== 'scanMembership' || draft.targetKind === 'scan');

  return (
    <div className="al-form">
      <Field label={t('form.name')} hint={t('form.nameHint', { max: ALERT_RULES.nameMaxLength })} problem={problems.name}>
        {text('name', { testId: 'alert-name', autoFocus: true })}
      </Field>

      <fieldset className="al-group">
        <legend>{t('form.target')}</legend>
        <div className="al-row">
          <Field label={t('form.target')}>
            {select('targetKind', ALERT_TARGET_KINDS, (k) => t(`form.targetKind.${k}`), 'alert-target-kind')}
          </Field>
          {draft.targetKind === 'ticker' && <Field label={t('form.ticker')} problem={problems.ticker}>{text('ticker', { testId: 'alert-ticker' })}</Field>}
          {draft.targetKind === 'list' && (
            <Field label={t('form.list')} problem={problems.listName} {...(lists.length ? {} : { hint: t('form.noLists') })}>
              {select('listName', ['', ...lists], (name) => name || t('form.choose'), 'alert-list')}
            </Field>
          )}
          {draft.targetKind === 'scan' && (
            <Field label={t('form.scan')} problem={problems.scanId} {...(scans && !scans.length ? { hint: t('form.noScans') } : {})}>
              {({ id, describedBy }) => (
                <select id={id} className="al-input" value={draft.scanId} aria-describedby={describedBy} disabled={scans === null} data-testid="alert-scan"
                  onChange={(e) => set('scanId')(e.target.value)}>
                  <option value="">{scans === null ? t('loading') : t('form.choose')}</option>
                  {(scans ?? []).map((s) => <option key={s.id} value={s.id}>{s.title}</option>)}
                </select>
              )}
            </Field>
          )}
        </div>
      </fieldset>

      <fieldset className="al-group">
        <legend>{t('form.condition')}</legend>
        <Field label={t('form.condition')} problem={problems.type}>
          {select('type', conditionTypes.includes(draft.type) ? conditionTypes : [...conditionTypes, draft.type], (type) => t(`form.type.${type}`), 'alert-condition-type')}
        </Field>
        <div className="al-row">
          {draft.type === 'rangeCross' && (
            <>
              <Field label={t('form.horizon')}>{select('horizon', ALERT_RANGE_HORIZONS, (h) => t(`form.horizonOption.${h}`))}</Field>
              <Field label={t('form.band')}>{select('band', ALERT_RANGE_BANDS, (b) => t(`form.bandOption.${b}`))}</Field>
              <Field label={t('form.within')} hint={t('form.withinHint', { max: ALERT_RULES.withinPercentMax })} problem={problems.within}>
                {text('within', { inputMode: 'decimal' })}
              </Field>
            </>
          )}
          {draft.type === 'ratingChange' && (
            <>
              <Field label={t('form.rating')}>
                {({ id }) => (
                  <select id={id} className="al-input" value={draft.rating} onChange={(e) => onChange({ rating: e.target.value as AlertDraft['rating'], ratingTo: 'any' })}>
                    {ALERT_RATINGS.map((r) => <option key={r} value={r}>{t(`form.ratingOption.${r}`)}</option>)}
                  </select>
                )}
              </Field>
              <Field label={t('form.ratingTo')}>{select('ratingTo', ratingTargets, (r) => (r === 'any' ? t('form.anyChange') : t(`models:signal.${r}`)))}</Field>
            </>
          )}
          {draft.type === 'gammaCross' && (
            <>
              <Field label={t('form.gammaLevel')}>{select('gammaLevel', ALERT_GAMMA_LEVELS, (l) => t(`condition.gammaLevel.${l}`))}</Field>
              <Field label={t('form.direction')}>{select('crossDirection', ALERT_CROSS_DIRECTIONS, (d) => t(`form.crossDirection.${d}`))}</Field>
            </>
          )}
          {draft.type === 'metricThreshold' && (
            <>
              <Field label={t('form.metric')}>{select('metric', ALERT_METRICS, (m) => t(`condition.metric.${m}`))}</Field>
              <Field label={t('form.direction')}>{select('metricDirection', ALERT_THRESHOLD_DIRECTIONS, (d) => t(`form.thresholdDirection.${d}`))}</Field>
              <Field label={t('form.threshold')} hint={t('form.thresholdHint', ALERT_RULES.metricBounds[draft.metric])} problem={problems.metricThreshold}>
                {text('metricThreshold', { inputMode: 'decimal', testId: 'alert-threshold' })}
              </Field>
            </>
          )}
          {draft.type === 'scanMembership' && (
            <Field label={t('form.scanChange')}>{select('scanChange', ALERT_SCAN_CHANGES, (c) => t(`condition.scan.${c}`))}</Field>
          )}
          {draft.type === 'price' && (
            <>
              <Field label={t('form.direction')}>{select('priceDirection', ALERT_THRESHOLD_DIRECTIONS, (d) => t(`form.thresholdDirection.${d}`), 'alert-price-direction')}</Field>
              <Field label={t('form.price')} hint={t('form.priceHint', { max: ALERT_RULES.priceMax })} problem={problems.price}>
                {text('price', { inputMode: 'decimal', testId: 'alert-price' })}
              </Field>
            </>
          )}
        </div>
      </fieldset>

      <fieldset className="al-group" aria-describedby={problems.channels ? 'al-channels-error' : undefined}>
        <legend>{t('form.channels')}</legend>
        <div className="al-row">
          {ALERT_CHANNELS.map((channel) => (
            <label key={channel} className="al-check">
              <input type="checkbox" checked={draft.channels.includes(channel)} data-testid={`alert-channel-${channel}`}
                onChange={(e) => toggleChannel(channel, e.target.checked)} />
              {t(`channel.${channel}`)}
            </label>
          ))}
        </div>
        {problems.channels && <p className="al-field__error" id="al-channels-error" role="alert">{t(problems.channels.key)}</p>}
        {draft.channels.includes('webhook') && (
          <Field label={t('form.webhookUrl')} hint={t('form.webhookHint')} problem={problems.webhookUrl}>
            {text('webhookUrl', { inputMode: 'url', testId: 'alert-webhook-url' })}
          </Field>
        )}
      </fieldset>

      <fieldset className="al-group">
        <legend>{t('form.repeat')}</legend>
        <div className="al-row">
          {(['once', 'everyCrossing'] as const).map((mode) => (
            <label key={mode} className="al-check">
              <input type="radio" name="al-repeat" checked={draft.repeatMode === mode} onChange={() => set('repeatMode')(mode)} />
              {t(`form.repeatMode.${mode}`)}
            </label>
          ))}
        </div>
        {draft.repeatMode === 'everyCrossing' && (
          <Field label={t('form.cooldown')} hint={t('form.cooldownHint', { min: ALERT_RULES.cooldownMinutesMin, max: ALERT_RULES.cooldownMinutesMax })} problem={problems.cooldown}>
            {text('cooldown', { inputMode: 'numeric' })}
          </Field>
        )}
      </fieldset>

      <div className="al-row">
        <Field label={t('form.expiresAt')} hint={t('form.expiresHint')} problem={problems.expiresAt}>
          {({ id, describedBy }) => (
            <input id={id} type="datetime-local" className="al-input" value={draft.expiresAt} aria-describedby={describedBy}
              onChange={(e) => set('expiresAt')(e.target.value)} />
          )}
        </Field>
        <label className="al-check al-check--end">
          <input type="checkbox" checked={draft.paused} onChange={(e) => set('paused')(e.target.checked)} />
          {t('form.paused')}
        </label>
      </div>
    </div>
  );
}
