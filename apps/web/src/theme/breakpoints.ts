import { BREAKPOINTS } from '@portal/contracts';

/** md starts above the mobile maximum (768) and lg above the tablet maximum (1366). */
export const BREAKPOINT_VALUES = {
  xs: 0,
  sm: 600,
  md: BREAKPOINTS.mobileMax + 1,
  lg: BREAKPOINTS.tabletMax + 1,
  xl: 1920,
} as const;
