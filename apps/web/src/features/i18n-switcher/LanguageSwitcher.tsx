// The language choice in the header: Slovenian, English, Spanish, each named in its own language.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, locales, type Locale } from '@kubik/contract/locale';
import { changeLocale, useLocale } from '../../i18n/i18n.ts';
import { notify } from '../../ui/Toasts.tsx';

export const languageNames: Record<Locale, string> = { sl: 'Slovenščina', en: 'English', es: 'Español' };

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();

  async function choose(value: string) {
    if (!isLocale(value) || value === locale) return;
    try {
      await changeLocale(value);
      notify.success(t('language.changed', { language: languageNames[value] }));
    } catch {
      notify.error(t('language.failed'));
    }
  }

  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <svg className="language-switcher__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3z" />
      </svg>
      {/* On a phone the box shows the language's code; the select lies over it, unseen, and opens the list. */}
      <span className="language-switcher__code" aria-hidden="true">
        {locale.toUpperCase()}
      </span>
      <select id={id} value={locale} onChange={(event) => void choose(event.target.value)}>
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
