import { useTranslation } from 'react-i18next';
import '../../components/plain/plain.css';
import { changeLanguage } from '../../lib/i18n';
import { toLanguage } from '../../lib/language-detection';
import { LANGUAGES } from '../../lib/locale-resources';
import { usePortal } from '../../lib/portal';

/**
 * EN / DE; the choice is remembered across visits and logouts. In the header's colours, or `onSurface`
 * in the text colour on white (the drawer). The chosen language shows the two colours swapped, so the
 * brand's rule "header text on header ≥ 4.5:1" holds for it too.
 */
export function LanguageSwitch({ onSurface = false }: { onSurface?: boolean }) {
  const { t, i18n } = useTranslation();
  const portal = usePortal();
  const languages = portal?.languages.length ? portal.languages : LANGUAGES;
  if (languages.length < 2) return null;
  const current = toLanguage(i18n.language) ?? 'en';
  return (
    <fieldset
      aria-label={t('navigation.language')}
      data-testid="language-switch"
      className={onSurface ? 'p-toggle on-surface' : 'p-toggle'}
    >
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          aria-pressed={language === current}
          aria-label={t(`navigation.languages.${language}`)}
          data-testid={`language-${language}`}
          onClick={() => {
            if (language !== current) void changeLanguage(language);
          }}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}
