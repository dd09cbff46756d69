import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PlainIcon } from '../plain';
import '../plain/plain.css';
import './card-list.css';

export interface ListCardProps {
  /** The card's heading (e.g. the street and number). */
  title: ReactNode;
  /** A line below the heading (e.g. zip code and city). */
  subtitle?: ReactNode;
  /** Where a tap on the card leads (the detail a grid row opens); without it the card opens nothing. */
  to?: string;
  /** The card's lines: facts, chips. */
  children?: ReactNode;
  /** Buttons at the card's foot (they stay buttons of their own, above the card's link). */
  actions?: ReactNode;
  testId?: string;
}

/**
 * One row of a list as a card: a heading, lines of facts and actions. With `to` the heading is a link
 * whose area covers the whole card (one link per card, named by its heading; the actions lie above it),
 * and a chevron shows that the card opens something. Plain elements styled by the list around them
 * (card-list.css), so that a page of cards costs a phone little.
 */
export function ListCard({ title, subtitle, to, children, actions, testId }: ListCardProps) {
  return (
    <div className="card" data-testid={testId}>
      <div className={actions ? 'card-content with-actions' : 'card-content'}>
        <div className="card-head">
          <div className="card-heading">
            <h2 className="card-title">{to ? <RouterLink to={to}>{title}</RouterLink> : title}</h2>
            {subtitle && <p className="card-subtitle">{subtitle}</p>}
          </div>
          {to && <PlainIcon name="next" className="card-chevron" />}
        </div>
        {children && <div className="card-lines">{children}</div>}
      </div>
      {actions && <div className="card-actions">{actions}</div>}
    </div>
  );
}

/** A line of a card: a small label and its value (the value may hold icons or chips). */
export function CardFact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="card-fact">
      <div className="card-body card-fact-label">{label}</div>
      <div className="card-body card-fact-value">{children}</div>
    </div>
  );
}
