import type { ReactNode } from 'react';
import './plain.css';

interface PlainAlertProps {
  tone: 'error' | 'warning' | 'success';
  /** Less space below it (above a list or a form's button). */
  compact?: boolean;
  /** A decorative icon before the text. */
  icon?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** A message in the tone's colours, announced when it appears (as MUI's Alert is). */
export function PlainAlert({ tone, compact = false, icon, testId, children }: PlainAlertProps) {
  return (
    <div
      className={compact ? `p-alert ${tone} compact` : `p-alert ${tone}`}
      role="alert"
      data-testid={testId}
    >
      {icon}
      <div>{children}</div>
    </div>
  );
}
