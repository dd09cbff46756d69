import type { CompanyListItem, CompanyType } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { objectUrl } from '../../http/origin';

/** A row of the companies list (DirectoryRepository.companies) as the API shows it. */
export function presentCompany(
  request: FastifyRequest,
  company: {
    id: string;
    name: string;
    company_type: string;
    custom_reference: string | null;
    address: string;
  },
): CompanyListItem {
  return {
    url: objectUrl(request, 'companies', company.id),
    resource_id: company.id,
    name: company.name,
    company_type: company.company_type as CompanyType,
    custom_reference: company.custom_reference,
    address: company.address,
  };
}
