// A note on the order's timeline: internal by default, or one the customer sees on their order page.
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@kubik/contract/admin';
import { Button } from '../../../ui/Button.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import { adminOrderApi } from './orderApi.ts';

export function NoteForm({
  orderId,
  onAdded,
  errorText,
}: {
  orderId: string;
  onAdded: (order: AdminOrder) => Promise<void>;
  errorText: (error: unknown) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useState('');
  const [visible, setVisible] = useState(false);
  const [tried, setTried] = useState(false);
  const add = useMutation({
    mutationFn: () => adminOrderApi.note(orderId, note.trim(), visible),
    onSuccess: async (next) => {
      await onAdded(next);
      notify.success(t(visible ? 'adminOrder.notes.doneVisible' : 'adminOrder.notes.done'));
      setNote('');
      setVisible(false);
      setTried(false);
    },
    onError: (error) => notify.error(errorText(error)),
  });
  const missing = note.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!missing) add.mutate();
  };
  return (
    <form className="form admin-order__note-form" onSubmit={submit} noValidate aria-label={t('adminOrder.notes.form')}>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('adminOrder.notes.note')}
        </label>
        <textarea
          id={id}
          className="field__input admin-order__textarea"
          rows={3}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={tried && missing ? true : undefined}
          aria-describedby={tried && missing ? `${id}-error` : undefined}
        />
        {tried && missing ? (
          <p id={`${id}-error`} className="field__error">
            {t('adminOrder.notes.missing')}
          </p>
        ) : null}
      </div>
      <label className="admin-order__choice">
        <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
        {t('adminOrder.notes.visible')}
      </label>
      <p>
        <Button type="submit" disabled={add.isPending} aria-busy={add.isPending}>
          {add.isPending ? t('adminOrder.dialog.working') : t('adminOrder.notes.add')}
        </Button>
      </p>
    </form>
  );
}
