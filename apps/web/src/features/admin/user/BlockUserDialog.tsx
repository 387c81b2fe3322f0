// The block-user dialog (seed §2): what blocking does, a required reason (kept in the audit trail
// and shown on the user's file), and a red button. The dialog stays open on a failure, with the
// reason still typed.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';

/** As the API's blockUserRequest: 1–500 characters once trimmed. */
const reasonMax = 500;

export function BlockUserDialog({
  open,
  name,
  busy,
  onBlock,
  onClose,
}: {
  open: boolean;
  name: string;
  busy: boolean;
  onBlock: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError(t('adminUser.blockDialog.reasonRequired'));
      return;
    }
    setError(null);
    onBlock(text);
  };
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('adminUser.blockDialog.title', { name })}
      closeLabel={t('adminUser.close')}
    >
      <form className="form" onSubmit={submit} noValidate>
        <p>{t('adminUser.blockDialog.text')}</p>
        <div className="field">
          <label className="field__label" htmlFor={id}>
            {t('adminUser.blockDialog.reason')}
          </label>
          <textarea
            id={id}
            className="field__input admin-user__textarea"
            rows={4}
            maxLength={reasonMax}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {error ? (
            <p id={`${id}-error`} className="field__error">
              {error}
            </p>
          ) : null}
        </div>
        <div className="confirm__buttons">
          <Button variant="secondary" onClick={close}>
            {t('adminUser.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={busy} aria-busy={busy}>
            {t('adminUser.blockDialog.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
