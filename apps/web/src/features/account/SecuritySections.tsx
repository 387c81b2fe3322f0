// The account page's sections about access and data: change the password, change the e-mail
// address (confirmed by a link to the new one), download my data, delete my account.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changeEmailRequest, changePasswordRequest, deleteAccountRequest } from '@kubik/contract/accounts';
import { api } from '../../api/instance.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { notify } from '../../ui/Toasts.tsx';
import { accountApi, type Account } from './accountApi.ts';
import { FormAlert, NewPasswordField } from './fields.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Section } from './ProfileSections.tsx';
import { apiMessage, useAccountForm } from './useAccountForm.ts';

export function PasswordSection() {
  const { t } = useTranslation();
  const form = useAccountForm<z.input<typeof changePasswordRequest>, z.output<typeof changePasswordRequest>>(
    changePasswordRequest,
    { currentPassword: '', newPassword: '' },
  );
  const { register, handleSubmit, formState, errorOf } = form;

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await accountApi.changePassword(currentPassword, newPassword);
      form.reset();
      notify.success(t('account.password.changed'));
    } catch (error) {
      form.showFailure(error);
    }
  });

  return (
    <Section title={t('account.password.title')} intro={t('account.password.intro')}>
      <form className="form" onSubmit={submit} noValidate>
        <FormAlert message={formState.errors.root?.message} />
        <TextField
          label={t('account.fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errorOf('currentPassword')}
          {...register('currentPassword')}
        />
        <NewPasswordField
          label={t('account.fields.newPassword')}
          error={errorOf('newPassword')}
          {...register('newPassword')}
        />
        <div className="form__actions">
          <Button type="submit" disabled={formState.isSubmitting}>
            {t('account.password.submit')}
          </Button>
        </div>
      </form>
    </Section>
  );
}

export function EmailSection({ account, onSaved }: { account: Account; onSaved: (account: Account) => void }) {
  const { t } = useTranslation();
  const form = useAccountForm<z.input<typeof changeEmailRequest>, z.output<typeof changeEmailRequest>>(
    changeEmailRequest,
    { email: '', password: '' },
  );
  const { register, handleSubmit, formState, errorOf } = form;

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      onSaved(await accountApi.changeEmail(email, password));
      form.reset();
      notify.success(t('account.email.requested', { email }));
    } catch (error) {
      form.showFailure(error);
    }
  });

  return (
    <Section title={t('account.email.title')} intro={t('account.email.current', { email: account.email })}>
      {account.pendingEmail ? (
        <p className="note" role="status">
          {t('account.email.pending', { email: account.pendingEmail })}
        </p>
      ) : null}
      <form className="form" onSubmit={submit} noValidate>
        <FormAlert message={formState.errors.root?.message} />
        <TextField
          label={t('account.fields.newEmail')}
          type="email"
          autoComplete="email"
          error={errorOf('email')}
          {...register('email')}
        />
        <TextField
          label={t('account.fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errorOf('password')}
          {...register('password')}
        />
        <div className="form__actions">
          <Button type="submit" disabled={formState.isSubmitting}>
            {t('account.email.submit')}
          </Button>
        </div>
      </form>
    </Section>
  );
}

/** Saves a JSON value as a file through a temporary object URL. */
function download(value: unknown, filename: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function ExportSection() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function exportData() {
    setBusy(true);
    try {
      // Through the API client (the bearer token is in storage, not in a cookie), then saved.
      download(await accountApi.exportData(), 'kubik-account.json');
      notify.success(t('account.export.done'));
    } catch (error) {
      notify.error(apiMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={t('account.export.title')} intro={t('account.export.intro')}>
      <div className="form__actions">
        <Button variant="secondary" onClick={() => void exportData()} disabled={busy} aria-busy={busy}>
          {t('account.export.submit')}
        </Button>
      </div>
    </Section>
  );
}

function DeleteForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const form = useAccountForm<{ password: string }, { password: string }>(deleteAccountRequest, { password: '' });
  const { register, handleSubmit, formState, errorOf } = form;

  const submit = handleSubmit(async ({ password }) => {
    try {
      await accountApi.deleteAccount(password);
      notify.success(t('account.delete.done'));
      // The server has ended every sign-in already; end this one here and go home (as a sign-out).
      api.endSession('logout');
    } catch (error) {
      form.showFailure(error);
    }
  });

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p>{t('account.delete.confirmText')}</p>
      <FormAlert message={formState.errors.root?.message} />
      <TextField
        label={t('account.fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        autoFocus
        error={errorOf('password')}
        {...register('password')}
      />
      <div className="form__actions">
        <Button type="submit" className="button--danger" disabled={formState.isSubmitting}>
          {t('account.delete.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('account.delete.cancel')}
        </Button>
      </div>
    </form>
  );
}

export function DeleteSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Section title={t('account.delete.title')} intro={t('account.delete.intro')}>
      <div className="form__actions">
        <Button className="button--danger" onClick={() => setOpen(true)}>
          {t('account.delete.open')}
        </Button>
      </div>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('account.delete.confirmTitle')}
        closeLabel={t('account.dialog.close')}
      >
        <DeleteForm onCancel={() => setOpen(false)} />
      </Modal>
    </Section>
  );
}
