import type { BrandColors } from '@portal/contracts';

/** Used until the portal configuration arrives, and when it cannot be loaded. */
export const DEFAULT_BRAND_COLORS: BrandColors = {
  primary: '#1565c0',
  secondary: '#00897b',
  background: '#f5f7fa',
  header: '#ffffff',
  headerText: '#1f2933',
  success: '#2e7d32',
  error: '#c62828',
};
