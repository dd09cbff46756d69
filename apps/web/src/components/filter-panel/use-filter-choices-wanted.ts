import { useState } from 'react';
import type { FilterPanelProps } from './FilterPanel';

/**
 * A list's filter panel on a phone or beside the list, and whether its choices (employees, companies, a
 * field's choices) are wanted yet: at once beside an inline panel, which shows its selects and chips; on
 * a phone from the first opening of the filter dialog, which holds both. A phone's list thus asks for
 * its rows alone, and renders once when they come instead of once more per choice list. Spread `panel`
 * into the FilterPanel.
 */
export function useFilterChoicesWanted(phone: boolean): {
  wanted: boolean;
  panel: Pick<FilterPanelProps, 'variant' | 'onOpenChange'>;
} {
  const [opened, setOpened] = useState(false);
  return {
    wanted: !phone || opened,
    panel: {
      variant: phone ? 'dialog' : 'inline',
      onOpenChange: (open) => {
        if (open) setOpened(true);
      },
    },
  };
}
