import type { CompanyListItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { CardFact, ListCard } from '../../../components/card-list';

/**
 * A team (company) as a card (phones): its name, the address below, its type and team ID; a tap opens
 * the team's employees, as the grid's row does.
 */
export function CompanyCard({ company }: { company: CompanyListItem }) {
  const { t } = useTranslation();
  const field = (name: string) => t(`administration.teams.fields.${name}`);
  return (
    <ListCard
      title={company.name}
      subtitle={company.address || undefined}
      to={`/companies/${company.resource_id}/employees`}
      testId={`company-card-${company.resource_id}`}
    >
      <CardFact label={field('company_type')}>
        {t(`administration.companyTypes.${company.company_type}`, { defaultValue: company.company_type })}
      </CardFact>
      {company.custom_reference && (
        <CardFact label={field('custom_reference')}>{company.custom_reference}</CardFact>
      )}
    </ListCard>
  );
}
