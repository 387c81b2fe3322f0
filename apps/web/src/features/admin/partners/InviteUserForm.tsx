// Invite a partner user: name, e-mail, the language of the invitation mail and of their account,
// and whether they are a partner-admin. The server mails them a link to set their password; an
// address that already has an account is refused (409 email_taken) beside the e-mail field.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { email as emailSchema } from '@kubik/contract/auth';
import { locales, type Locale } from '@kubik/contract/locale';
import type { InvitePartnerUserRequest } from '@kubik/contract/partners';
import { isApiError } from '../../../api/errors.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';

type Errors = { name?: string; email?: string };

export function InviteUserForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (request: InvitePartnerUserRequest) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const current = useLocale();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [locale, setLocale] = useState<Locale>(current);
  const [isAdmin, setIsAdmin] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!name.trim()) found.name = 'required';
    if (!email.trim()) found.email = 'required';
    else if (!emailSchema.safeParse(email).success) found.email = 'email';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({ name: name.trim(), email: email.trim(), locale, isAdmin }).then(
      () => {
        setName('');
        setEmail('');
        setIsAdmin(false);
      },
      (error: unknown) => {
        if (isApiError(error) && error.code === 'email_taken') setErrors({ email: 'taken' });
        else if (isApiError(error) && error.fields)
          setErrors({
            ...(error.fields.name ? { name: 'invalid' } : {}),
            ...(error.fields.email ? { email: 'invalid' } : {}),
          });
      },
    );
  };
  const errorOf = (field: keyof Errors) =>
    errors[field] ? t(`adminPartners.form.errors.${errors[field]}`) : undefined;

  return (
    <form className="form partner-form" onSubmit={submit} noValidate>
      <TextField
        label={t('adminPartners.invite.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errorOf('name')}
        maxLength={200}
        autoComplete="off"
      />
      <TextField
        label={t('adminPartners.invite.email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errorOf('email')}
        autoComplete="off"
      />
      <div className="field">
        <label className="field__label" htmlFor="partner-invite-locale">
          {t('adminPartners.invite.language')}
        </label>
        <select
          id="partner-invite-locale"
          className="field__input"
          value={locale}
          onChange={(e) => setLocale(e.target.value as Locale)}
        >
          {locales.map((l) => (
            <option key={l} value={l}>
              {t(`adminUser.languages.${l}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="partner-page__check">
        <input type="checkbox" checked={isAdmin} onChange={(e) => setIsAdmin(e.target.checked)} />
        {t('adminPartners.invite.isAdmin')}
      </label>
      <div className="confirm__buttons">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {t('adminPartners.invite.send')}
        </Button>
      </div>
    </form>
  );
}
