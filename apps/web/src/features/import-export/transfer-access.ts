import { type Actor, canExport, canImport, type PortalConfiguration } from '@portal/contracts';

/**
 * Why a user who may not import (or export) is refused, as the text's key: their company's type may not
 * (`notAllowed`: IMPORT_COMPANY_TYPES / EXPORT_COMPANY_TYPES, the administration never), or it may and
 * their role may not (`roleNotAllowed`: only admins and schedulers import; meter readers do not export).
 * The company may when its admin, the role that may most, may: the rules of `canImport` and `canExport`
 * themselves decide, with the role set aside.
 */
export function importRefusalKey(actor: Actor, configuration: PortalConfiguration) {
  return canImport({ ...actor, role: 'admin' }, configuration)
    ? 'importExport.import.roleNotAllowed'
    : 'importExport.import.notAllowed';
}

/** As `importRefusalKey`, for the export. */
export function exportRefusalKey(actor: Actor, configuration: PortalConfiguration) {
  return canExport({ ...actor, role: 'admin' }, configuration)
    ? 'importExport.export.roleNotAllowed'
    : 'importExport.export.notAllowed';
}
