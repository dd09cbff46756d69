import type { EmployeeListItem } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFact, ListCard } from '../../../components/card-list';
import { StatusChip } from '../../../components/status-chip';

/**
 * An employee as a card (phones): the name (the e-mail without one) with the e-mail below, the status and
 * whether they are a scheduler; with `to` a tap opens the employee form, as the grid's row does, and the
 * row's buttons (`actions`) sit at the card's foot.
 */
export function EmployeeCard({
  employee,
  to,
  actions,
  showSso = false,
}: {
  employee: EmployeeListItem;
  to?: string;
  actions?: ReactNode;
  /** With single sign-on offered: whether the employee uses it. */
  showSso?: boolean;
}) {
  const { t } = useTranslation();
  const field = (name: string) => t(`administration.employees.fields.${name}`);
  const { name, is_scheduler, uses_sso } = employee.employee;
  return (
    <ListCard
      title={name || employee.email}
      subtitle={name ? employee.email : undefined}
      to={to}
      actions={actions}
      testId={`employee-card-${employee.resource_id}`}
    >
      <CardFact label={field('is_active')}>
        <StatusChip
          status={employee.is_active ? 'active' : 'inactive'}
          label={t(employee.is_active ? 'administration.active' : 'administration.inactive')}
        />
      </CardFact>
      <CardFact label={field('is_scheduler')}>
        {t(is_scheduler ? 'administration.yes' : 'administration.no')}
      </CardFact>
      {showSso && (
        <CardFact label={field('uses_sso')}>
          {t(uses_sso ? 'administration.yes' : 'administration.no')}
        </CardFact>
      )}
    </ListCard>
  );
}
