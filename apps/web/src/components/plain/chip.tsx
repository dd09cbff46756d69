import type { ReactNode } from 'react';
import './plain.css';

export type ChipTone = 'info' | 'warning' | 'error' | 'success';

/** A small outlined label (a status): the border in the tone's colour, the text in the body colour. */
export function PlainChip({
  tone,
  children,
  testId,
}: {
  tone?: ChipTone;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span className={tone ? `p-chip ${tone}` : 'p-chip'} data-testid={testId}>
      {children}
    </span>
  );
}
