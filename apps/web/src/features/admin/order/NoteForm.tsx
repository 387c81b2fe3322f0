// A note on the order's timeline: internal by default, or one the customer sees on their order page.
// The form checks the note with the API's own schema (orderNoteRequest).
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { orderNoteRequest, type AdminOrder } from '@kubik/contract/admin';
import { Button } from '../../../ui/Button.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import { adminOrderApi } from './orderApi.ts';

type Values = { note: string; visibleToCustomer: boolean };
const resolver = zodResolver(orderNoteRequest) as unknown as Resolver<Values>;

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
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver,
    defaultValues: { note: '', visibleToCustomer: false },
  });
  const add = useMutation({
    // The schema's output: the note trimmed.
    mutationFn: (values: Values) => adminOrderApi.note(orderId, values.note, values.visibleToCustomer),
    onSuccess: async (next, values) => {
      await onAdded(next);
      notify.success(t(values.visibleToCustomer ? 'adminOrder.notes.doneVisible' : 'adminOrder.notes.done'));
      reset();
    },
    onError: (error) => notify.error(errorText(error)),
  });
  // Too long cannot be typed (maxLength): every failed check is a missing note.
  const missing = formState.errors.note !== undefined;
  const submit = handleSubmit((values) => add.mutate(values));
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
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          {...register('note')}
        />
        {missing ? (
          <p id={`${id}-error`} className="field__error">
            {t('adminOrder.notes.missing')}
          </p>
        ) : null}
      </div>
      <label className="admin-order__choice">
        <input type="checkbox" {...register('visibleToCustomer')} />
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
