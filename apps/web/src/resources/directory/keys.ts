/** Query keys of the directory: companies, employees and the OPTIONS metadata of collections. */
export const companyKeys = {
  all: ['companies'] as const,
  /** The contractor companies of one type that a form or filter may pick. */
  contractors: (companyType: string) => [...companyKeys.all, 'contractors', companyType] as const,
};

export const employeeKeys = {
  all: ['employees'] as const,
  /** Every employee (all pages), for the delegate and property manager choices. */
  list: () => [...employeeKeys.all, 'list'] as const,
};

export const optionsKeys = {
  all: ['options'] as const,
  /** `OPTIONS <collection>/` (e.g. 'meters/'). */
  collection: (collection: string) => [...optionsKeys.all, collection] as const,
  /** `OPTIONS <collection>/{id}/` (e.g. 'meters/<id>/'): what this user may change on one object. */
  object: (path: string) => [...optionsKeys.all, 'object', path] as const,
};
