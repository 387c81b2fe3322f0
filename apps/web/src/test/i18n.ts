// English messages loaded synchronously for component tests.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../i18n/locales/en.json';

export async function setupTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
}
