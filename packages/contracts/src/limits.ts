/** Business constants and limits of the spec (section 9 of both documents). */
export const LIMITS = {
  shortText: 100,
  meterCode: 200,
  meterNote: 500,
  streetNumber: 10,
  zipCode: 10,
  email: 100,
  passwordMin: 8,
  passwordMax: 128,
  imageMaxBytes: 2_097_152,
  pageSizeDefault: 50,
  pageSizeMax: 1000,
  pageSizeOptions: [10, 20, 50, 100] as const,
  uiMaxPageSize: 100,
  bulkFetchSize: 500,
  companiesFetchSize: 1000,
  searchTermMax: 200,
  filterChipMax: 40,
  calibrationYearMin: 1970,
  calibrationYearMax: 2100,
  reportFirstYear: 2020,
  teamExpirationDays: 14,
  overdueBeforeDays: 0,
  /** Reading values: numeric(21,6) in the database, DRF's DecimalField(max_digits=21, decimal_places=6). */
  readingValueWholeDigits: 15,
  readingValueDecimalPlaces: 6,
  /** Free-form JSON fields (custom_data …): objects/arrays nested in one another (the field's own counts), UTF-8 bytes serialized. */
  jsonMaxDepth: 10,
  jsonMaxBytes: 32_768,
  /**
   * Any JSON request body: arrays/objects nested in one another (the body itself is level 1). The
   * deepest body the API takes is an object holding a free-form field (1 + jsonMaxDepth); anything
   * deeper is refused as it is parsed, before a schema walks it.
   */
  requestBodyMaxDepth: 32,
} as const;

export const TIMINGS = {
  fetchDebounceMs: 1000,
  addressSearchDebounceMs: 500,
  addressSearchPageSize: 10,
  snackbarMs: 6000,
  generatedPasswordSnackbarMs: 8000,
  deleteSnackbarMs: 3000,
  addressChangeSnackbarMs: 5000,
  redirectAfterDeleteMs: 2000,
  counterAnimationMs: 500,
} as const;

export const BREAKPOINTS = { mobileMax: 768, tabletMax: 1366 } as const;

/** -999 means "undefined / automatic" for integer and fraction digits. */
export const AUTOMATIC_DIGITS = -999;

export const PORTAL_VERSION = '25.10.0';
