import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import {
  activeQuickChoice,
  QUICK_CHOICES,
  type QuickChoice,
  type QuickChoicePatch,
  quickChoiceFilters,
} from './quick-choice';

export interface RequestQuickChoiceProps {
  filters: Record<string, string>;
  setFilters: (patch: QuickChoicePatch) => void;
}

/**
 * "Today / This week / Overdue" above the reading requests cards: each sets the list's own filters
 * (planned dates, overdue), so its chips, count and URL follow; choosing the chosen one again clears it.
 */
export function RequestQuickChoice({ filters, setFilters }: RequestQuickChoiceProps) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      color="primary"
      value={activeQuickChoice(filters)}
      onChange={(_event, choice: QuickChoice | null) => setFilters(quickChoiceFilters(choice))}
      aria-label={t('readingRequests.quickChoice.label')}
      sx={{ mb: 1.5, '& .MuiToggleButton-root': { textTransform: 'none', fontSize: '0.9375rem' } }}
    >
      {QUICK_CHOICES.map((choice) => (
        <ToggleButton key={choice} value={choice} data-testid={`requests-quick-${choice}`}>
          {t(`readingRequests.quickChoice.${choice}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
