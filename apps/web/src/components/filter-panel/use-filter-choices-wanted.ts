import { useCallback, useState } from 'react';

/**
 * Whether a list's filter choices (employees, companies, a field's choices) are wanted yet: at once
 * beside an inline panel, which shows its selects and chips; on a phone from the first opening of the
 * filter dialog, which holds both. A phone's list thus asks for its rows alone, and renders once when
 * they come instead of once more per choice list. Pass `onOpenChange` to the FilterPanel.
 */
export function useFilterChoicesWanted(variant: 'inline' | 'dialog') {
  const [opened, setOpened] = useState(false);
  const onOpenChange = useCallback((open: boolean) => {
    if (open) setOpened(true);
  }, []);
  return { wanted: variant === 'inline' || opened, onOpenChange };
}
