import { Trans, useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';
import { TickerLink } from './TickerLink';
import type { LeadershipAnswer, LeadershipRelation } from '../../../contracts';

/** "A leads B by 2 days (ρ 0.41, p 0.0003)", the tickers linked to their detail pages. */
export function RelationSentence({ relation }: { relation: LeadershipRelation }) {
  const f = useFormat();
  const p = relation.pValue < 0.0001 ? relation.pValue.toExponential(1) : f.number(relation.pValue, 4);
  return (
    <Trans
      ns="clusters" i18nKey="relations.sentence" count={relation.lagDays}
      values={{ rho: f.number(relation.correlation, 2), p }}
      components={{ leader: <TickerLink ticker={relation.leader} caller="leadership" />, follower: <TickerLink ticker={relation.follower} caller="leadership" /> }}
    />
  );
}

/** The chains (A → B → C), then every relation, strongest first. */
export function RelationList({ answer }: { answer: LeadershipAnswer }) {
  const { t } = useTranslation('clusters');
  const f = useFormat();
  return (
    <section className="cl-relations" aria-labelledby="cl-chains-title" data-testid="cl-relations">
      <h2 id="cl-chains-title" className="cl-subtitle">{t('chains.title')}</h2>
      <p className="muted">{t('relations.tests', { tests: f.count(answer.tests), rate: f.percent(answer.falseDiscoveryRate * 100, 0), lag: answer.maxLag })}</p>
      <ol className="cl-chain-items">
        {answer.chains.map((chain, i) => (
          <li key={i} className="cl-chain" data-testid="cl-chain">
            <ol className="cl-chain__steps">
              {chain.map((index) => <li key={index} data-testid="cl-relation"><RelationSentence relation={answer.relations[index]!} /></li>)}
            </ol>
          </li>
        ))}
      </ol>
      {answer.omitted > 0 && <p className="muted">{t('relations.omitted', { count: answer.omitted })}</p>}
    </section>
  );
}
