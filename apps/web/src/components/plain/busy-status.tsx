import type { ReactNode } from 'react';
import './plain.css';

/** A spinner with what is going on beside it, announced as a status. */
export function PlainBusyStatus({ children }: { children: ReactNode }) {
  return (
    <div className="p-status" role="status">
      <span className="p-spinner" aria-hidden="true" />
      <span>{children}</span>
    </div>
  );
}
