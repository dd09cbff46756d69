import { useMediaQuery, useTheme } from '@mui/material';

/** Mobile: up to 768 px wide. */
export function useIsMobile() {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}
