// "Assign a customer" from the partner's page: search users by name, e-mail or company (the admin
// users list's `q`, customers only), pick one, confirm. A partner user, an admin or an erased
// account is refused by the server (404), and the dialog says so in the admin's language.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '@kubik/contract/admin';
import type { Partner } from '@kubik/contract/partners';
import { apiErrorMessage } from '../../../ui/apiErrorMessage.ts';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import { adminApi } from '../adminApi.ts';
import { partnersApi } from './partnersApi.ts';
import { SearchPicker } from './SearchPicker.tsx';
import { usePercent } from './AssignPartnerDialog.tsx';

const k = (key: string) => `adminPartnerDialogs.assignCustomer.${key}`;

export function AssignCustomerDialog({
  open,
  partner,
  onClose,
  onAssigned,
}: {
  open: boolean;
  partner: Partner;
  onClose: () => void;
  onAssigned: () => void;
}) {
  const { t } = useTranslation();
  const percent = usePercent();
  const queries = useQueryClient();
  const [picked, setPicked] = useState<AdminUserRow | null>(null);
  const assign = useMutation({
    mutationFn: (user: AdminUserRow) => partnersApi.assign(user.id, partner.id),
    onSuccess: (_answer, user) => {
      void queries.invalidateQueries({ queryKey: ['admin', 'user', user.id] });
      notify.success(t('adminPartnerDialogs.assign.done', { name: user.name || user.email, partner: partner.name }));
      setPicked(null);
      onAssigned();
    },
    onError: (error) => notify.error(apiErrorMessage(t, error)),
  });
  const close = () => {
    setPicked(null);
    assign.reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={t(k('title'), { partner: partner.name })}
      closeLabel={t('adminPartnerDialogs.cancel')}
    >
      <div className="confirm assign-dialog" data-testid="assign-customer-dialog">
        <p>{t(k('text'), { discount: percent(partner.discountBp) })}</p>
        <SearchPicker<AdminUserRow>
          label={t(k('search'))}
          queryKey="customers"
          search={(q, signal) =>
            adminApi.users(
              new URLSearchParams({ ...(q ? { q } : {}), scope: 'customer', page: '1', perPage: '10' }).toString(),
              signal,
            )
          }
          selected={picked}
          onSelect={setPicked}
          emptyText={t(k('none'))}
          render={(u) => (
            <>
              <strong>{u.name || u.email}</strong>
              <span className="admin-user__muted">{[u.email, u.companyName].filter(Boolean).join(' · ')}</span>
            </>
          )}
        />
        {assign.isError ? (
          <p role="alert" className="field__error">
            {apiErrorMessage(t, assign.error)}
          </p>
        ) : null}
        <div className="confirm__buttons">
          <Button variant="secondary" onClick={close}>
            {t('adminPartnerDialogs.cancel')}
          </Button>
          <Button
            disabled={!picked || assign.isPending}
            aria-busy={assign.isPending}
            onClick={() => picked && assign.mutate(picked)}
          >
            {t(k('confirm'))}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
