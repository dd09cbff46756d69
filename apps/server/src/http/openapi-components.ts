import {
  accessTokenSchema,
  buildingPatchSchema,
  buildingSchema,
  buildingWriteSchema,
  companyListItemSchema,
  companySummarySchema,
  conflictSchema,
  detailSchema,
  employeeListItemSchema,
  fieldErrorsSchema,
  imageMetaSchema,
  imageMetaWriteSchema,
  imageSchema,
  loginRequestSchema,
  meterBuildingSchema,
  meterPatchSchema,
  meterReplacementSchema,
  meterSchema,
  meterWriteSchema,
  portalConfigSchema,
  readingCreateSchema,
  readingRequestCreateSchema,
  readingRequestSchema,
  readingResultSchema,
  readingResultWriteSchema,
  readingSchema,
  resetPasswordConfirmSchema,
  resetPasswordRequestSchema,
  resetTokenInfoSchema,
  userPatchSchema,
  userSchema,
  webportalSettingsSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { optionsResponseSchema } from './options-metadata';

/**
 * The contracts' main schemas by the names they carry in the OpenAPI document's components.schemas
 * (routes using them get a $ref). A name of a request body gets "Input" from fastify-type-provider-zod;
 * the document drops it again where no response schema has that name (openapi-document.ts).
 */
export const COMPONENT_SCHEMAS: Array<[z.ZodType, string]> = [
  [buildingSchema, 'Building'],
  [buildingWriteSchema, 'BuildingWrite'],
  [buildingPatchSchema, 'BuildingPatch'],
  [meterSchema, 'Meter'],
  [meterBuildingSchema, 'MeterBuilding'],
  [meterWriteSchema, 'MeterWrite'],
  [meterPatchSchema, 'MeterPatch'],
  [meterReplacementSchema, 'MeterReplacement'],
  [readingSchema, 'Reading'],
  [readingResultSchema, 'ReadingResult'],
  [imageMetaSchema, 'ImageMeta'],
  [readingCreateSchema, 'ReadingCreate'],
  [readingResultWriteSchema, 'ReadingResultWrite'],
  [imageMetaWriteSchema, 'ImageMetaWrite'],
  [readingRequestSchema, 'ReadingRequest'],
  [readingRequestCreateSchema, 'ReadingRequestCreate'],
  [imageSchema, 'Image'],
  [userSchema, 'User'],
  [userPatchSchema, 'UserPatch'],
  [companySummarySchema, 'CompanySummary'],
  [webportalSettingsSchema, 'WebportalSettings'],
  [companyListItemSchema, 'Company'],
  [employeeListItemSchema, 'Employee'],
  [portalConfigSchema, 'PortalConfig'],
  [loginRequestSchema, 'LoginRequest'],
  [accessTokenSchema, 'AccessToken'],
  [resetPasswordRequestSchema, 'PasswordReset'],
  [resetPasswordConfirmSchema, 'PasswordResetConfirm'],
  [resetTokenInfoSchema, 'PasswordResetToken'],
  [optionsResponseSchema, 'Metadata'],
  [detailSchema, 'Detail'],
  [conflictSchema, 'Conflict'],
  [fieldErrorsSchema, 'ValidationError'],
];

/** Gives the schemas their ids in zod's global registry (once; a second app in the process reuses them). */
export function registerComponentSchemas() {
  for (const [schema, id] of COMPONENT_SCHEMAS) {
    const meta = z.globalRegistry.get(schema);
    if (meta?.id === id) continue;
    z.globalRegistry.add(schema, { ...meta, id });
  }
}
