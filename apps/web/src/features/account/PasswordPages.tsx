// /forgot-password (ask for a link: the answer is the same whether or not the address has an
// account, so nobody learns who is registered) and /password-reset?token=… (the new password).
import { useState } from 'react';
import { Link, useSearchParams } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { forgotPasswordRequest, resetPasswordRequest } from '@kubik/contract/accounts';
import { isApiError } from '../../api/errors.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { usePageTitle } from '../../ui/Page.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { notify } from '../../ui/Toasts.tsx';
import { accountApi } from './accountApi.ts';
import { FormAlert, NewPasswordField } from './fields.tsx';
import { useAccountForm } from './useAccountForm.ts';
import './account.css';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.forgot.title'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAccountForm<{ email: string }, { email: string }>(forgotPasswordRequest, { email: '' });
  const { register, handleSubmit, formState, errorOf } = form;

  const submit = handleSubmit(async ({ email }) => {
    try {
      await accountApi.forgotPassword(email);
      setSentTo(email);
      notify.success(t('account.forgot.sentToast'));
    } catch (error) {
      form.showFailure(error);
    }
  });

  return (
    <section className="auth-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title" className="auth-card__title">
        {t('account.forgot.title')}
      </h1>
      {sentTo ? (
        <div role="status" className="sent">
          <p>{t('account.forgot.sent', { email: sentTo })}</p>
          <p className="auth-card__intro">{t('account.forgot.sentHint')}</p>
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            {t('account.forgot.again')}
          </Button>
        </div>
      ) : (
        <>
          <p className="auth-card__intro">{t('account.forgot.intro')}</p>
          <form className="form" onSubmit={submit} noValidate>
            <FormAlert message={formState.errors.root?.message} />
            <TextField
              label={t('account.fields.email')}
              type="email"
              autoComplete="email"
              error={errorOf('email')}
              {...register('email')}
            />
            <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
              {t('account.forgot.submit')}
            </Button>
          </form>
        </>
      )}
      <p className="auth-card__links">
        <Link to="/login">{t('account.forgot.backToLogin')}</Link>
      </p>
    </section>
  );
}

// The form has the password twice; the contract's schema checks the one the API takes.
const resetForm = z
  .object({ password: resetPasswordRequest.shape.password, repeat: z.string() })
  .refine((values) => values.password === values.repeat, { message: 'passwords_differ', path: ['repeat'] });

export function PasswordResetPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [state, setState] = useState<'form' | 'done' | 'expired'>('form');
  const form = useAccountForm<{ password: string; repeat: string }, z.output<typeof resetForm>>(resetForm, {
    password: '',
    repeat: '',
  });
  const { register, handleSubmit, formState, errorOf } = form;

  const submit = handleSubmit(async ({ password }) => {
    try {
      await accountApi.resetPassword(token, password);
      setState('done');
      notify.success(t('account.reset.doneToast'));
    } catch (error) {
      if (
        isApiError(error) &&
        (error.code === 'token_invalid' || (error.code === 'validation_failed' && error.fields?.token))
      )
        setState('expired');
      else form.showFailure(error);
    }
  });

  return (
    <section className="auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title" className="auth-card__title">
        {t('account.reset.title')}
      </h1>
      {!token || state === 'expired' ? (
        <>
          <p className="form__error" role="alert">
            {token ? t('account.reset.expired') : t('account.reset.noToken')}
          </p>
          <ButtonLink to="/forgot-password">{t('account.reset.newLink')}</ButtonLink>
        </>
      ) : state === 'done' ? (
        <div role="status" className="sent">
          <p>{t('account.reset.done')}</p>
          <ButtonLink to="/login">{t('account.reset.toLogin')}</ButtonLink>
        </div>
      ) : (
        <>
          <p className="auth-card__intro">{t('account.reset.intro')}</p>
          <form className="form" onSubmit={submit} noValidate>
            <FormAlert message={formState.errors.root?.message} />
            <NewPasswordField
              label={t('account.fields.newPassword')}
              error={errorOf('password')}
              {...register('password')}
            />
            <TextField
              label={t('account.fields.repeatPassword')}
              type="password"
              autoComplete="new-password"
              error={errorOf('repeat')}
              {...register('repeat')}
            />
            <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
              {t('account.reset.submit')}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
