// English messages loaded synchronously for component tests.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import errorsEn from '../../../../packages/contract/src/locales/errors-en.json';
import en from '../i18n/locales/en.json';
import { withErrorTexts } from '../i18n/messageParts.ts';

export async function setupTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    // As the build serves them: the API error texts the app words itself are in `errors.api`.
    resources: { en: { translation: withErrorTexts(en, errorsEn) } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
}
