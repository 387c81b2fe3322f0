// The contact dialog: a message (and, for guests, an e-mail address and a name) sent to
// POST /api/contact, stored and mailed to staff; a toast confirms. Signed-in users are answered at
// their account's address. Loaded by ContactButton on the first click.
import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { contactRequest } from '@kubik/contract/accounts';
import { isApiError } from '../../api/errors.ts';
import { api, useSession } from '../../api/instance.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { notify } from '../../ui/Toasts.tsx';
import { contactErrorMap } from './contactErrors.ts';
import { Modal } from '../../ui/Modal.tsx';
import './contact.css';

/** Guests must give an address to be answered at; signed-in users are answered at theirs. */
const guestForm = contactRequest.required({ email: true });
const userForm = contactRequest.omit({ email: true, name: true });

interface Values {
  message: string;
  email: string;
  name: string;
}

export function ContactDialog({
  open,
  onClose,
  projectId,
  initialMessage = '',
}: {
  open: boolean;
  onClose: () => void;
  projectId?: string;
  initialMessage?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { user, loggedIn } = useSession();
  const messageId = useId();
  const messageRef = useRef<HTMLTextAreaElement | null>(null);
  const schema = loggedIn ? userForm : guestForm;
  const resolver = useMemo(
    () => zodResolver(schema as never, { error: contactErrorMap(locale, t) as never }) as unknown as Resolver<Values>,
    [schema, locale, t],
  );
  const { register, handleSubmit, formState, reset, setError } = useForm<Values>({
    resolver,
    defaultValues: { message: initialMessage, email: '', name: '' },
  });

  useEffect(() => {
    if (open) messageRef.current?.focus();
  }, [open]);

  const submit = handleSubmit(async (values) => {
    const body = loggedIn
      ? { message: values.message, ...(projectId ? { projectId } : {}) }
      : {
          message: values.message,
          email: values.email,
          ...(values.name.trim() ? { name: values.name } : {}),
          ...(projectId ? { projectId } : {}),
        };
    try {
      await api.request('/contact', { method: 'POST', body, auth: loggedIn });
      notify.success(t('contact.sent'));
      reset();
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? (error.fields ?? {}) : {};
      for (const [path, message] of Object.entries(fields))
        if (path === 'message' || path === 'email' || path === 'name') setError(path, { type: 'server', message });
      const message = isApiError(error) && error.code !== 'validation_failed' ? error.message : t('contact.failed');
      setError('root', { type: 'server', message });
      notify.error(message);
    }
  });

  const errorOf = (key: keyof Values) => formState.errors[key]?.message;
  const { ref: messageRegisterRef, ...messageField } = register('message');
  const messageError = errorOf('message');

  return (
    <Modal open={open} onClose={onClose} title={t('contact.title')} closeLabel={t('contact.close')} keepMounted>
      <form className="form" onSubmit={submit} noValidate>
        <p className="contact__intro">
          {loggedIn && user ? t('contact.introUser', { email: user.email }) : t('contact.introGuest')}
        </p>
        {formState.errors.root?.message ? (
          <p className="form__error" role="alert">
            {formState.errors.root.message}
          </p>
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor={messageId}>
            {t('contact.message')}
          </label>
          <textarea
            id={messageId}
            className="field__input contact__message"
            rows={6}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? `${messageId}-error` : undefined}
            ref={(element) => {
              messageRegisterRef(element);
              messageRef.current = element;
            }}
            {...messageField}
          />
          {messageError ? (
            <p id={`${messageId}-error`} className="field__error">
              {messageError}
            </p>
          ) : null}
        </div>
        {loggedIn ? null : (
          <>
            <TextField
              label={t('contact.email')}
              type="email"
              autoComplete="email"
              error={errorOf('email')}
              {...register('email')}
            />
            <TextField label={t('contact.name')} autoComplete="name" error={errorOf('name')} {...register('name')} />
          </>
        )}
        <div className="form__actions">
          <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
            {t('contact.submit')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('contact.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
