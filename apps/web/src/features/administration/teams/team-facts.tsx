import type { Company } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DetailItem, DetailList } from '../../../components/detail-list';
import { formatDate } from '../../../lib/format-date';

/** The company data of the team show: name, address, type, team ID, VAT, contract, expiration, contractors. */
export function TeamFacts({
  company,
  showVat,
  showContractStatus,
}: {
  company: Company;
  showVat: boolean;
  showContractStatus: boolean;
}) {
  const { t, i18n } = useTranslation();
  const field = (name: string) => t(`administration.teams.fields.${name}`);
  return (
    <DetailList label={t('administration.teams.companyData')}>
      <DetailItem label={field('name')} testId="team-name">
        {company.name}
      </DetailItem>
      <DetailItem label={field('address')}>{company.address}</DetailItem>
      <DetailItem label={field('company_type')}>
        {t(`administration.companyTypes.${company.company_type}`)}
      </DetailItem>
      <DetailItem label={field('custom_reference')}>{company.custom_reference}</DetailItem>
      {showVat && <DetailItem label={field('vat')}>{company.vat}</DetailItem>}
      {showContractStatus && (
        <DetailItem label={field('contract_status')}>
          {t(`administration.contractStatuses.${company.contract_status}`)}
        </DetailItem>
      )}
      {company.expiration_date && (
        <DetailItem label={field('expiration_date')}>
          {formatDate(company.expiration_date, i18n.language)}
        </DetailItem>
      )}
      <DetailItem label={field('contractors')} testId="team-contractors">
        {company.contractors.length > 0
          ? company.contractors.map((contractor) => contractor.name).join(', ')
          : t('administration.teams.noContractors')}
      </DetailItem>
    </DetailList>
  );
}
