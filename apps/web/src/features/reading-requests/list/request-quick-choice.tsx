import { useTranslation } from 'react-i18next';
import '../../../components/plain/plain.css';
import { activeQuickChoice, QUICK_CHOICES, type QuickChoicePatch, quickChoiceFilters } from './quick-choice';

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
  const active = activeQuickChoice(filters);
  return (
    <fieldset aria-label={t('readingRequests.quickChoice.label')} className="p-choices">
      {QUICK_CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={choice === active}
          data-testid={`requests-quick-${choice}`}
          onClick={() => setFilters(quickChoiceFilters(choice === active ? null : choice))}
        >
          {t(`readingRequests.quickChoice.${choice}`)}
        </button>
      ))}
    </fieldset>
  );
}
