import { useMediaQuery, useTheme } from '@mui/material';

/** Mobile: up to 768 px wide. */
export function useIsMobile() {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}

/** Phone: narrower than MUI's `sm` breakpoint (600 px), where lists become cards. */
export function useIsPhone() {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}
