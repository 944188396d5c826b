import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CLUSTER_RULES } from '../../../product/clusterRules';
import { CUT_CHOICES, universeChoices, type UniverseChoice } from '../logic/universe';
import { universeValue, type Pickers } from '../state/usePickers';
import type { SessionUser } from '../../../contracts';

/** The universe, window and (for the clusters) cut pickers. */
export function AnalysisPickers({ pickers, user, withCut }: { pickers: Pickers; user: Partial<SessionUser> | null; withCut: boolean }) {
  const { t } = useTranslation('clusters');
  const id = useId();
  const choices = universeChoices(user);
  const current = universeValue(pickers.universe);
  // A list that is gone stays selectable, so that the select shows what the screen analyses.
  if (!choices.some((c) => c.value === current)) choices.unshift({ value: current, kind: 'watchlist', name: pickers.universe.kind === 'list' ? pickers.universe.listName ?? '' : current, count: 0 });
  const label = (c: UniverseChoice): string => {
    switch (c.kind) {
      case 'portfolio': return t('picker.portfolio', { count: c.count });
      case 'group': return t(`groups.${c.group}`);
      case 'liquid': return t('picker.liquid', { count: c.size });
      default: return t(`picker.${c.kind}`, { name: c.name, count: c.count });
    }
  };
  const section = (kinds: UniverseChoice['kind'][]) => choices.filter((c) => kinds.includes(c.kind)).map((c) => <option key={c.value} value={c.value}>{label(c)}</option>);
  return (
    <div className="cl-pickers" data-testid="cl-pickers">
      <label htmlFor={`${id}-universe`}>{t('picker.universe')}</label>
      <select id={`${id}-universe`} className="cl-select" value={current} onChange={(e) => pickers.set('universe', e.target.value)} data-testid="cl-universe">
        <optgroup label={t('picker.lists')}>{section(['portfolio', 'watchlist', 'cryptoWatchlist'])}</optgroup>
        <optgroup label={t('picker.groups')}>{section(['group'])}</optgroup>
        <optgroup label={t('picker.liquidGroup')}>{section(['liquid'])}</optgroup>
      </select>
      <label htmlFor={`${id}-window`}>{t('picker.window')}</label>
      <select id={`${id}-window`} className="cl-select" value={pickers.windowDays} onChange={(e) => pickers.set('window', e.target.value)} data-testid="cl-window">
        {CLUSTER_RULES.windowChoices.map((days) => <option key={days} value={days}>{t('picker.days', { count: days })}</option>)}
      </select>
      {withCut && (
        <>
          <label htmlFor={`${id}-cut`}>{t('picker.cut')}</label>
          <select id={`${id}-cut`} className="cl-select" value={pickers.cut} onChange={(e) => pickers.set('cut', e.target.value)} data-testid="cl-cut">
            {CUT_CHOICES.map((cut) => <option key={cut} value={cut}>{cut.toFixed(1)}</option>)}
          </select>
        </>
      )}
    </div>
  );
}
