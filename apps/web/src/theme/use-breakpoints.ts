import { useMediaQuery, useTheme } from '@mui/material';

/** Mobile: up to 768 px wide. */
export function useIsMobile() {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}

/** Tablet: 769 to 1366 px wide (mobile excluded). */
export function useIsTablet() {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.between('md', 'lg'), { noSsr: true });
}

/** Desktop: wider than 1366 px. */
export function useIsDesktop() {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
}
