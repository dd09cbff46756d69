import { createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';
import type { BrandColors } from '@portal/contracts';
import type { Language } from '../lib/locale-resources';
import { muiLocale } from '../lib/mui-locale';
import { sanitizeColors } from './brand-colors';
import { BREAKPOINT_VALUES } from './breakpoints';

export function createBrandTheme(brandColors: Partial<BrandColors> | undefined, language: Language): Theme {
  const colors = sanitizeColors(brandColors);
  const theme = createTheme(
    {
      breakpoints: { values: BREAKPOINT_VALUES },
      palette: {
        primary: { main: colors.primary },
        secondary: { main: colors.secondary },
        success: { main: colors.success },
        error: { main: colors.error },
        background: { default: colors.background },
        header: { background: colors.header, text: colors.headerText },
      },
      shape: { borderRadius: 6 },
      components: {
        MuiButton: {
          defaultProps: { disableElevation: true },
          styleOverrides: { root: { textTransform: 'none' } },
        },
        MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
        // A disabled field's hint stays readable (MUI's disabled grey on white is 2.7:1; WCAG AA wants 4.5).
        MuiFormHelperText: {
          styleOverrides: {
            root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
          },
        },
      },
    },
    // MUI's texts in the language (the German ones are loaded with the German translations).
    muiLocale(language),
  );
  return responsiveFontSizes(theme);
}
