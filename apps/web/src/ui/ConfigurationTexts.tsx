// A predefined configuration's words — its name and description in every language of the shop,
// all required — as one group of fields, used where an admin publishes a project and where they
// edit a configuration, and the room it is meant for. Errors come per field ("name.en"), from here or from the server.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { locales, type Locale } from '@kubik/contract/locale';
import { configurationRooms, type ConfigurationRoom } from '@kubik/contract/rooms';
import { isApiError } from '../api/errors.ts';
import './ConfigurationTexts.css';

/** Each language by its own name: the field is for text in that language. */
const languageNames: Record<Locale, string> = { sl: 'Slovenščina', en: 'English', es: 'Español' };

export type ConfigurationTexts = { name: Record<Locale, string>; description: Record<Locale, string> };
export type TextErrors = Partial<Record<string, string>>;

export const emptyTexts = (name = ''): ConfigurationTexts => ({
  name: { sl: name, en: name, es: name },
  description: { sl: '', en: '', es: '' },
});

/** The fields left empty, keyed as the server keys them ("name.es"), with the reader's message. */
export function missingTexts(texts: ConfigurationTexts, required: string): TextErrors {
  const errors: TextErrors = {};
  for (const part of ['name', 'description'] as const) {
    for (const locale of locales) if (!texts[part][locale].trim()) errors[`${part}.${locale}`] = required;
  }
  return errors;
}

/** The errors left once the fields they were about have text again. */
export function clearFilled(errors: TextErrors, texts: ConfigurationTexts): TextErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => {
      const [part, locale] = key.split('.') as ['name' | 'description', Locale];
      return !(part in texts) || !texts[part][locale]?.trim();
    }),
  );
}

/** The server's per-field messages of a refused call, when it named fields. */
export function serverFieldErrors(error: unknown): TextErrors {
  return isApiError(error) && error.fields ? { ...error.fields } : {};
}

export const trimmedTexts = (texts: ConfigurationTexts): ConfigurationTexts => ({
  name: { sl: texts.name.sl.trim(), en: texts.name.en.trim(), es: texts.name.es.trim() },
  description: { sl: texts.description.sl.trim(), en: texts.description.en.trim(), es: texts.description.es.trim() },
});

export function ConfigurationTextFields({
  value,
  onChange,
  errors,
}: {
  value: ConfigurationTexts;
  onChange: (next: ConfigurationTexts) => void;
  errors: TextErrors;
}) {
  const { t } = useTranslation();
  const id = useId();
  const set = (part: 'name' | 'description', locale: Locale, text: string) =>
    onChange({ ...value, [part]: { ...value[part], [locale]: text } });
  return (
    <div className="config-texts">
      {locales.map((locale) => {
        const nameId = `${id}-name-${locale}`;
        const descriptionId = `${id}-description-${locale}`;
        const nameError = errors[`name.${locale}`];
        const descriptionError = errors[`description.${locale}`];
        return (
          <fieldset key={locale} className="config-texts__language">
            <legend>{languageNames[locale]}</legend>
            <div className="field">
              <label className="field__label" htmlFor={nameId}>
                {t('configurationTexts.name', { language: languageNames[locale] })}
              </label>
              <input
                id={nameId}
                className="field__input"
                lang={locale}
                maxLength={200}
                required
                value={value.name[locale]}
                onChange={(e) => set('name', locale, e.target.value)}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${nameId}-error` : undefined}
              />
              {nameError ? (
                <p id={`${nameId}-error`} className="field__error">
                  {nameError}
                </p>
              ) : null}
            </div>
            <div className="field">
              <label className="field__label" htmlFor={descriptionId}>
                {t('configurationTexts.description', { language: languageNames[locale] })}
              </label>
              <textarea
                id={descriptionId}
                className="field__input"
                lang={locale}
                rows={2}
                maxLength={1000}
                required
                value={value.description[locale]}
                onChange={(e) => set('description', locale, e.target.value)}
                aria-invalid={descriptionError ? true : undefined}
                aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
              />
              {descriptionError ? (
                <p id={`${descriptionId}-error`} className="field__error">
                  {descriptionError}
                </p>
              ) : null}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

/** The room a configuration is meant for (issue 22): the /configuration gallery filters by it. */
export function ConfigurationRoomField({
  value,
  onChange,
}: {
  value: ConfigurationRoom;
  onChange: (room: ConfigurationRoom) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-room`}>
        {t('configurationTexts.room')}
      </label>
      <select
        id={`${id}-room`}
        className="field__input"
        value={value}
        onChange={(e) => onChange(configurationRooms.find((room) => room === e.target.value) ?? value)}
        aria-describedby={`${id}-room-hint`}
      >
        {configurationRooms.map((room) => (
          <option key={room} value={room}>
            {t(`configurationTexts.rooms.${room}`)}
          </option>
        ))}
      </select>
      <p id={`${id}-room-hint`} className="config-texts__hint">
        {t('configurationTexts.roomHint')}
      </p>
    </div>
  );
}
