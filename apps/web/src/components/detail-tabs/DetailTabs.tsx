import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';

export interface DetailTab {
  /** The tab's name in the URL (`?tab=<value>`); the first tab is the default and leaves the URL clean. */
  value: string;
  label: string;
  /** Mounted only while the tab is open: what it loads is loaded when the tab is first opened. */
  content: ReactNode;
}

export interface DetailTabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly DetailTab[];
}

/** The URL parameter holding the open tab. */
export const TAB_PARAM = 'tab';

/**
 * Tabs of a detail page (the first one its usual content, e.g. a history beside it). The open tab lives
 * in the URL (`?tab=history`), so a reload or a shared link opens the same tab; switching replaces the
 * history entry, as list state does. Only the open tab's content is mounted.
 */
export function DetailTabs({ label, tabs }: DetailTabsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const baseId = useId();
  const requested = searchParams.get(TAB_PARAM);
  const active = tabs.find((tab) => tab.value === requested)?.value ?? tabs[0]?.value;
  const open = (value: string) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === tabs[0]?.value) next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <Tabs
        value={active}
        onChange={(_event, value: string) => open(value)}
        aria-label={label}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { textTransform: 'none' } }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            id={`${baseId}-tab-${tab.value}`}
            aria-controls={`${baseId}-panel-${tab.value}`}
            data-testid={`detail-tab-${tab.value}`}
          />
        ))}
      </Tabs>
      {tabs.map((tab) => (
        <Box
          key={tab.value}
          role="tabpanel"
          id={`${baseId}-panel-${tab.value}`}
          aria-labelledby={`${baseId}-tab-${tab.value}`}
          hidden={tab.value !== active}
          data-testid={`detail-panel-${tab.value}`}
        >
          {tab.value === active && tab.content}
        </Box>
      ))}
    </>
  );
}
