import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n';
import { toLanguage } from '../../lib/language-detection';
import { LANGUAGES } from '../../lib/locale-resources';
import { usePortalConfig } from '../../lib/portal-config';

/** EN / DE; the choice is remembered across visits and logouts. */
export function LanguageSwitch({ color = 'inherit' }: { color?: string }) {
  const { t, i18n } = useTranslation();
  const { data: portal } = usePortalConfig();
  const languages = portal?.languages.length ? portal.languages : LANGUAGES;
  if (languages.length < 2) return null;
  const current = toLanguage(i18n.language) ?? 'en';
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      onChange={(_event, value: unknown) => {
        const language = typeof value === 'string' ? toLanguage(value) : undefined;
        if (language) void changeLanguage(language);
      }}
      aria-label={t('navigation.language')}
      data-testid="language-switch"
    >
      {languages.map((language) => (
        <ToggleButton
          key={language}
          value={language}
          aria-label={t(`navigation.languages.${language}`)}
          data-testid={`language-${language}`}
          sx={{
            color,
            borderColor: 'currentColor',
            py: 0.25,
            px: 1,
            fontWeight: 600,
            lineHeight: 1.5,
            opacity: 0.75,
            // The header colour is the brand's: derive the selected look from the text colour, not the palette.
            '&.Mui-selected, &.Mui-selected:hover': {
              color,
              opacity: 1,
              bgcolor: 'color-mix(in srgb, currentColor 22%, transparent)',
            },
          }}
        >
          {language.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
