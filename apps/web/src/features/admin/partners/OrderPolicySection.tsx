// The admin's order policy (issue 14 §4): which moves of the order process partners may make on
// their customers' orders — a checkbox per move that may be granted (GET /api/admin/order-policy),
// saved together (PUT, audited on the server). None is granted by default. A section of the admin's
// partners list page (PartnerList.tsx).
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderMoveView, OrderPolicyView } from '@kubik/contract/partners';
import { api } from '../../../api/instance.ts';
import { apiErrorMessage } from '../../../ui/apiErrorMessage.ts';
import { Button } from '../../../ui/Button.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import './orderPolicy.css';

const policyKey = ['admin', 'order-policy'] as const;
const keyOf = (m: OrderMoveView) => `${m.from}>${m.to}`;

export const orderPolicyApi = {
  get: (signal?: AbortSignal) => api.request<OrderPolicyView>('/admin/order-policy', signal ? { signal } : {}),
  save: (partnerMay: OrderMoveView[]) =>
    api.request<OrderPolicyView>('/admin/order-policy', { method: 'PUT', body: { partnerMay } }),
};

export function OrderPolicySection() {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const policy = useQuery({ queryKey: policyKey, queryFn: ({ signal }) => orderPolicyApi.get(signal) });
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (policy.data) setChecked(new Set(policy.data.partnerMay.map(keyOf)));
  }, [policy.data]);
  const save = useMutation({
    mutationFn: (moves: OrderMoveView[]) => orderPolicyApi.save(moves),
    onSuccess: (next) => {
      queries.setQueryData(policyKey, next);
      notify.success(t('adminOrderPolicy.saved'));
    },
    onError: (error) => notify.error(apiErrorMessage(t, error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (policy.data) save.mutate(policy.data.grantable.filter((m) => checked.has(keyOf(m))));
  };
  const toggle = (key: string, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(key);
    else next.delete(key);
    setChecked(next);
  };

  return (
    <section className="admin-order-policy" aria-labelledby="admin-order-policy-title">
      <h2 id="admin-order-policy-title">{t('adminOrderPolicy.title')}</h2>
      <p>{t('adminOrderPolicy.intro')}</p>
      {policy.isPending ? (
        <p role="status" aria-busy="true">
          {t('adminOrderPolicy.loading')}
        </p>
      ) : null}
      {policy.isError ? <p role="alert">{apiErrorMessage(t, policy.error)}</p> : null}
      {policy.data ? (
        <form onSubmit={submit}>
          <fieldset className="admin-order-policy__moves">
            <legend>{t('adminOrderPolicy.legend')}</legend>
            {policy.data.grantable.map((m) => (
              <label key={keyOf(m)} className="admin-order-policy__move">
                <input
                  type="checkbox"
                  checked={checked.has(keyOf(m))}
                  onChange={(e) => toggle(keyOf(m), e.target.checked)}
                />
                {t('adminOrderPolicy.move', {
                  from: t(`shop.status.order.${m.from}`),
                  to: t(`shop.status.order.${m.to}`),
                })}
              </label>
            ))}
          </fieldset>
          <p>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              {save.isPending ? t('adminOrderPolicy.saving') : t('adminOrderPolicy.save')}
            </Button>
          </p>
        </form>
      ) : null}
    </section>
  );
}
