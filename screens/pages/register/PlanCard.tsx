import type { ReactNode } from 'react';

export interface PlanCardProps {
  value: string;
  name: string;
  selected: boolean;
  onSelect(): void;
  title: string;
  price: ReactNode;
  priceNote?: ReactNode;
  features: readonly string[];
  badge?: ReactNode;
  highlighted?: boolean;
}

/** One plan of step 3: a radio choice drawn as a card. */
export function PlanCard({ value, name, selected, onSelect, title, price, priceNote, features, badge, highlighted }: PlanCardProps) {
  const className = ['plan-card', selected ? 'is-selected' : '', highlighted ? 'plan-card--highlighted' : ''].filter(Boolean).join(' ');
  return (
    <label className={className} data-testid={`plan-${value}`}>
      <span className="plan-card__head">
        <input type="radio" name={name} value={value} checked={selected} onChange={onSelect} />
        <span className="plan-card__title">{title}</span>
        {badge}
      </span>
      <span className="plan-card__price">{price}</span>
      {priceNote && <span className="plan-card__note">{priceNote}</span>}
      <ul className="plan-card__features">
        {features.map((f) => <li key={f}>{f}</li>)}
      </ul>
    </label>
  );
}
