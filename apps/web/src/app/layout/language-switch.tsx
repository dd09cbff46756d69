import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n';
import { toLanguage } from '../../lib/language-detection';
import { LANGUAGES } from '../../lib/locale-resources';
import { usePortal } from '../../lib/portal';

interface LanguageSwitchProps {
  /** Theme colour of the text: the header's text colour in the header, text.primary in the drawer. */
  color?: string;
  /** Theme colour of what the switch sits on: the selected language shows it on `color` (inverted). */
  surface?: string;
}

/** EN / DE; the choice is remembered across visits and logouts. */
export function LanguageSwitch({
  color = 'header.text',
  surface = 'header.background',
}: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const portal = usePortal();
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
            // The selected language is the two brand colours swapped (text colour as background): the
            // brand's rule "header text on header ≥ 4.5:1" then holds for it too (a translucent tint of the
            // text colour over the header measured 4.3:1). The other one keeps full colour for its contrast.
            '&.Mui-selected, &.Mui-selected:hover': { color: surface, bgcolor: color },
            '&:hover': { bgcolor: 'transparent' },
          }}
        >
          {language.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
