// The seed's "assign-partner" and "unassign-partner" dialogs (ui/Modal), opened from the admin's page
// of a customer or company. Assign: search a partner by name, contact or region, see its discount,
// confirm. Unassign: names the partner and says what it means — the customer's prices lose the
// partner's discount on their next cart view. A failure stays in the dialog, in the admin's language.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Partner } from '@kubik/contract/partners';
import { formatNumber } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { apiErrorMessage } from '../../../ui/apiErrorMessage.ts';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import { partnersApi } from './partnersApi.ts';
import { SearchPicker } from './SearchPicker.tsx';
import './partners.css';

const k = (key: string) => `adminPartnerDialogs.${key}`;

/** After an assignment changed: the user's page (its partner and trail) and every partner's page and list. */
function useAssignmentChanged(userId: string) {
  const queries = useQueryClient();
  return () => {
    void queries.invalidateQueries({ queryKey: ['admin', 'user', userId] });
    void queries.invalidateQueries({ queryKey: ['admin', 'partner'] });
    void queries.invalidateQueries({ queryKey: ['admin', 'adminPartners'] });
  };
}

export function usePercent() {
  const locale = useLocale();
  return (bp: number) => formatNumber(locale, bp / 10_000, { style: 'percent', maximumFractionDigits: 2 });
}

export function AssignPartnerDialog({
  open,
  userId,
  customerName,
  current,
  onClose,
}: {
  open: boolean;
  userId: string;
  customerName: string;
  /** The partner the customer is assigned to now, if any (assigning moves them). */
  current: Partner | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const percent = usePercent();
  const [picked, setPicked] = useState<Partner | null>(null);
  const changed = useAssignmentChanged(userId);
  const assign = useMutation({
    mutationFn: (partner: Partner) => partnersApi.assign(userId, partner.id),
    onSuccess: (_answer, partner) => {
      changed();
      notify.success(t(k('assign.done'), { name: customerName, partner: partner.name }));
      close();
    },
    onError: (error) => notify.error(apiErrorMessage(t, error)),
  });
  const close = () => {
    setPicked(null);
    assign.reset();
    onClose();
  };

  return (
    <Modal open={open} onClose={close} title={t(k('assign.title'), { name: customerName })} closeLabel={t(k('cancel'))}>
      <div className="confirm assign-dialog" data-testid="assign-partner-dialog">
        <p>{current ? t(k('assign.moveText'), { partner: current.name }) : t(k('assign.text'))}</p>
        <SearchPicker<Partner>
          label={t(k('assign.search'))}
          queryKey="partners"
          search={(q, signal) =>
            partnersApi.list(new URLSearchParams({ q, page: '1', perPage: '10' }).toString(), signal)
          }
          selected={picked}
          onSelect={setPicked}
          emptyText={t(k('assign.none'))}
          render={(p) => (
            <>
              <strong>{p.name}</strong>
              <span className="admin-user__muted">
                {[p.region, t(k('assign.discount'), { discount: percent(p.discountBp) })].filter(Boolean).join(' · ')}
              </span>
            </>
          )}
        />
        {picked ? (
          <p className="assign-dialog__summary" role="status">
            {t(k('assign.summary'), { name: customerName, partner: picked.name, discount: percent(picked.discountBp) })}
          </p>
        ) : null}
        {assign.isError ? (
          <p role="alert" className="field__error">
            {apiErrorMessage(t, assign.error)}
          </p>
        ) : null}
        <div className="confirm__buttons">
          <Button variant="secondary" onClick={close}>
            {t(k('cancel'))}
          </Button>
          <Button
            disabled={!picked || picked.id === current?.id || assign.isPending}
            aria-busy={assign.isPending}
            onClick={() => picked && assign.mutate(picked)}
          >
            {t(k('assign.confirm'))}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

export function UnassignPartnerDialog({
  open,
  userId,
  customerName,
  partner,
  onClose,
}: {
  open: boolean;
  userId: string;
  customerName: string;
  partner: Partner;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const percent = usePercent();
  const changed = useAssignmentChanged(userId);
  const unassign = useMutation({
    mutationFn: () => partnersApi.unassign(userId),
    onSuccess: () => {
      changed();
      notify.success(t(k('unassign.done'), { name: customerName, partner: partner.name }));
      close();
    },
    onError: (error) => notify.error(apiErrorMessage(t, error)),
  });
  const close = () => {
    unassign.reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={t(k('unassign.title'), { name: customerName, partner: partner.name })}
      closeLabel={t(k('cancel'))}
    >
      <div className="confirm" data-testid="unassign-partner-dialog">
        <div className="confirm__text">
          <p>{t(k('unassign.text'), { name: customerName, partner: partner.name })}</p>
          <p>{t(k('unassign.prices'), { discount: percent(partner.discountBp) })}</p>
        </div>
        {unassign.isError ? (
          <p role="alert" className="field__error">
            {apiErrorMessage(t, unassign.error)}
          </p>
        ) : null}
        <div className="confirm__buttons">
          <Button variant="secondary" onClick={close}>
            {t(k('cancel'))}
          </Button>
          <Button
            variant="danger"
            disabled={unassign.isPending}
            aria-busy={unassign.isPending}
            onClick={() => unassign.mutate()}
          >
            {t(k('unassign.confirm'))}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
