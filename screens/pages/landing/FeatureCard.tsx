import type { ReactNode } from 'react';

export interface FeatureCardProps {
  title: string;
  text: string;
  figure: ReactNode;
  eyebrow?: string;
}

/** One metric of the product on the landing page: a small figure, its name and what it tells. */
export function FeatureCard({ title, text, figure, eyebrow }: FeatureCardProps) {
  return (
    <article className="feature-card">
      <div className="feature-card__figure">{figure}</div>
      {eyebrow && <span className="site-eyebrow">{eyebrow}</span>}
      <h3>{title}</h3>
      <p>{text}</p>
    </article>
  );
}
