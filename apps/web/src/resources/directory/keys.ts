/** Query keys of the directory: companies, employees and the OPTIONS metadata of collections. */
export const companyKeys = {
  all: ['companies'] as const,
  /** The contractor companies of one type that a form or filter may pick. */
  contractors: (companyType: string) => [...companyKeys.all, 'contractors', companyType] as const,
  /** Pages of the teams list (administration). */
  lists: () => [...companyKeys.all, 'list'] as const,
  list: (params: Record<string, string | number>) => [...companyKeys.lists(), params] as const,
  /** Every contractor of the caller's company, of any type. */
  ownContractors: () => [...companyKeys.all, 'contractors', '*'] as const,
  /** Every team that may be a contractor (the contractors form). */
  candidates: () => [...companyKeys.all, 'candidates'] as const,
  /** Other teams with this VAT number (the duplicate-VAT warning). */
  sameVat: (vat: string) => [...companyKeys.all, 'same-vat', vat] as const,
  details: () => [...companyKeys.all, 'detail'] as const,
  detail: (id: string) => [...companyKeys.details(), id] as const,
  /** The team's contractor links both ways: below its detail, so a change of the team refreshes them. */
  links: (id: string) => [...companyKeys.detail(id), 'contractor-links'] as const,
  /** One page of the team's history: below its detail, so a change of the team refreshes it. */
  history: (id: string, params: object) => [...companyKeys.detail(id), 'history', params] as const,
};

export const employeeKeys = {
  all: ['employees'] as const,
  /** Every employee (all pages), for the delegate and property manager choices. */
  list: () => [...employeeKeys.all, 'list'] as const,
  /** Pages of one team's employee table. */
  teamLists: () => [...employeeKeys.all, 'team'] as const,
  teamList: (params: Record<string, string | number>) => [...employeeKeys.teamLists(), params] as const,
  details: () => [...employeeKeys.all, 'detail'] as const,
  detail: (id: string) => [...employeeKeys.details(), id] as const,
  /** One page of the employee's (user's) history, below their detail. */
  history: (id: string, params: object) => [...employeeKeys.detail(id), 'history', params] as const,
};

export const optionsKeys = {
  all: ['options'] as const,
  /** `OPTIONS <collection>/` (e.g. 'meters/'). */
  collection: (collection: string) => [...optionsKeys.all, collection] as const,
  /** `OPTIONS <collection>/{id}/` (e.g. 'meters/<id>/'): what this user may change on one object. */
  object: (path: string) => [...optionsKeys.all, 'object', path] as const,
};
