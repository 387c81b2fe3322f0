// Invite a partner user: name, e-mail, the language of the invitation mail and of their account,
// and whether they are a partner-admin. The server mails them a link to set their password; an
// address that already has an account is refused (409 email_taken) beside the e-mail field. The
// form checks what it sends with the API's own schema (invitePartnerUserRequest).
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { locales, type Locale } from '@kubik/contract/locale';
import { invitePartnerUserRequest, type InvitePartnerUserRequest } from '@kubik/contract/partners';
import { isApiError } from '../../../api/errors.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';

type Values = { name: string; email: string; locale: Locale; isAdmin: boolean };
/** The form's error texts (adminPartners.form.errors.*): a field left empty, an address that is none, one taken, one the server refused. */
type ErrorKey = 'required' | 'email' | 'taken' | 'invalid';

/** An empty field is `required`; an e-mail address that is not one, `email`. */
const errorKeyOf = (issue: { path?: PropertyKey[]; input?: unknown }): ErrorKey =>
  issue.path?.[0] === 'email' && typeof issue.input === 'string' && issue.input.trim() !== '' ? 'email' : 'required';

const formResolver = zodResolver(invitePartnerUserRequest, { error: errorKeyOf }) as unknown as Resolver<Values>;

export function InviteUserForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (request: InvitePartnerUserRequest) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const current = useLocale();
  const { register, handleSubmit, formState, reset, setError } = useForm<Values>({
    resolver: formResolver,
    defaultValues: { name: '', email: '', locale: current, isAdmin: false },
  });

  // The schema's output: name and address trimmed, the address in lower case.
  const submit = handleSubmit((values) =>
    onSubmit(values).then(
      () => reset({ name: '', email: '', locale: values.locale, isAdmin: false }),
      (error: unknown) => {
        if (isApiError(error) && error.code === 'email_taken') setError('email', { message: 'taken' });
        else if (isApiError(error) && error.fields) {
          if (error.fields.name) setError('name', { message: 'invalid' });
          if (error.fields.email) setError('email', { message: 'invalid' });
        }
      },
    ),
  );
  const errorOf = (field: 'name' | 'email') => {
    const key = formState.errors[field]?.message as ErrorKey | undefined;
    return key ? t(`adminPartners.form.errors.${key}`) : undefined;
  };

  return (
    <form className="form partner-form" onSubmit={submit} noValidate>
      <TextField
        label={t('adminPartners.invite.name')}
        error={errorOf('name')}
        maxLength={200}
        autoComplete="off"
        {...register('name')}
      />
      <TextField
        label={t('adminPartners.invite.email')}
        type="email"
        error={errorOf('email')}
        autoComplete="off"
        {...register('email')}
      />
      <div className="field">
        <label className="field__label" htmlFor="partner-invite-locale">
          {t('adminPartners.invite.language')}
        </label>
        <select id="partner-invite-locale" className="field__input" {...register('locale')}>
          {locales.map((l) => (
            <option key={l} value={l}>
              {t(`adminUser.languages.${l}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="partner-page__check">
        <input type="checkbox" {...register('isAdmin')} />
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
