import { useState } from 'react';
import { DispositionPanel } from './disposition/disposition-panel';
import { RequestsPanel } from './statistics/requests-panel';
import type { BuildingScope } from './statistics/slices';

export interface DashboardPanelsProps {
  /** The reading requests panel (doughnut, trend), with the all / my buildings tabs when `showTabs`. */
  showRequests: boolean;
  showTabs: boolean;
  /** The disposition panel (automatic disposal, finalizing the reading period when `canFinalize`). */
  showDisposition: boolean;
  canFinalize: boolean;
  email: string;
  companyId: string;
}

/**
 * The dashboard's second column (spec §2): the reading requests panel and the disposition panel, which
 * follows the requests panel's tab. A chunk of its own (charts, date pickers, the response schemas): the
 * welcome and the tasks paint without it.
 */
export function DashboardPanels(props: DashboardPanelsProps) {
  const { showRequests, showTabs, showDisposition, canFinalize, email, companyId } = props;
  const [scope, setScope] = useState<BuildingScope>('all');
  return (
    <>
      {showRequests && (
        <RequestsPanel
          scope={showTabs ? scope : 'all'}
          onScopeChange={showTabs ? setScope : undefined}
          email={email}
        />
      )}
      {showDisposition && (
        <DispositionPanel allBuildings={scope === 'all'} companyId={companyId} canFinalize={canFinalize} />
      )}
    </>
  );
}
