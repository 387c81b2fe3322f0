// "Send to my e-mail" (issue 22): the design in hand goes to an address as a link that opens it as
// a new draft on any device (/configurator?mailed=<token>) — how a guest keeps a design that
// lives only in this browser. Signed-in users get their own address filled in. The server writes
// the mail in fixed words (name, price, size, link), so the dialog asks for nothing but the address.
// Loaded when it is first opened; it imports the contract's zod-free limits only.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@kubik/contract/locale';
import { mailedDesignDays } from '@kubik/contract/mailed-design-limits';
import type { MailDesignAnswer, MailDesignRequest } from '@kubik/contract/mailed-designs';
import { isApiError } from '../../../api/errors.ts';
import { api } from '../../../api/instance.ts';
import { apiErrorMessage } from '../../../ui/apiErrorMessage.ts';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import type { Editor } from '../editor/editor.ts';
import { thumbnailOf } from './thumbnail.ts';

/** Enough to catch a typo before asking the server (which checks properly). */
const looksLikeAddress = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

export function MailDesignDialog({
  editor,
  capture,
  email: ownEmail,
  locale,
  loggedIn,
  onClose,
}: {
  editor: Editor;
  capture: () => string | null;
  email: string;
  locale: Locale;
  loggedIn: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(ownEmail);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setFailure(null);
    if (!looksLikeAddress(address)) {
      setError(t('configurator.mail.invalidEmail'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const design = editor.store.design();
      const thumbnail = (await thumbnailOf(capture())) ?? undefined;
      const body: MailDesignRequest = {
        email: address,
        name: design.name.trim(),
        design: design as MailDesignRequest['design'],
        locale,
        ...(thumbnail ? { thumbnail } : {}),
      };
      await api.request<MailDesignAnswer>('/designs/mailed', { method: 'POST', body, auth: loggedIn });
      setSentTo(address);
    } catch (caught) {
      if (isApiError(caught) && caught.fields?.email) setError(t('configurator.mail.invalidEmail'));
      else setFailure(apiErrorMessage(t, caught, 'configurator.mail.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={t('configurator.mail.title')} closeLabel={t('configurator.share.close')}>
      {sentTo ? (
        <>
          <p role="status" className="cfg-mail__sent">
            {t('configurator.mail.sent', { email: sentTo, days: mailedDesignDays })}
          </p>
          <div className="confirm__buttons">
            <Button onClick={onClose}>{t('configurator.share.close')}</Button>
          </div>
        </>
      ) : (
        <form onSubmit={(event) => void send(event)} noValidate>
          <p>{t('configurator.mail.intro', { days: mailedDesignDays })}</p>
          <TextField
            label={t('configurator.mail.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            error={error ?? undefined}
            onChange={(event) => setEmail(event.target.value)}
            required
          />
          {failure ? (
            <p role="alert" className="field__error">
              {failure}
            </p>
          ) : null}
          <div className="confirm__buttons">
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('configurator.mail.cancel')}
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {t(busy ? 'configurator.mail.sending' : 'configurator.mail.send')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
