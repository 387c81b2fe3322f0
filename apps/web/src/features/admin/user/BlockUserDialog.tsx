// The block-user dialog (seed §2): what blocking does, a required reason (kept in the audit trail
// and shown on the user's file), and a red button. The dialog stays open on a failure, with the
// reason still typed. The form checks the reason with the API's own schema (blockUserRequest).
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { blockUserRequest } from '@kubik/contract/admin';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';

/** As the API's blockUserRequest: 1–500 characters once trimmed. */
const reasonMax = 500;

type Values = { reason: string };
const resolver = zodResolver(blockUserRequest) as Resolver<Values>;

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
  const { register, handleSubmit, formState, reset } = useForm<Values>({ resolver, defaultValues: { reason: '' } });
  // Too long cannot be typed (maxLength): every failed check is a missing reason.
  const error = formState.errors.reason ? t('adminUser.blockDialog.reasonRequired') : undefined;

  // The schema's output is the reason trimmed.
  const submit = handleSubmit(({ reason }) => onBlock(reason));
  const close = () => {
    reset();
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
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...register('reason')}
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
