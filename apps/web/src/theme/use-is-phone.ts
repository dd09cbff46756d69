import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Phone: narrower than MUI's `sm` breakpoint (600 px), where lists become cards. A module of its own
 * (not beside `useIsMobile`, which the shell's layout takes): the lazy pages that use it share it in
 * their chunk instead of a new one the entry would have to list.
 */
export function useIsPhone() {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}
