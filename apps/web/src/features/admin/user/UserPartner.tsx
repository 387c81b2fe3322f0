// The partner a customer or company is assigned to, on the admin's page of the user: its name (a link
// to its page) and discount, "Assign to a partner" (or "Move") and "Unassign", each in the seed's
// dialog (partners/AssignPartnerDialog.tsx). Partner users and admins are never a partner's customer:
// for them the section is not shown.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/routing.tsx';
import type { AdminUserDetail } from '@kubik/contract/admin';
import { apiErrorMessage } from '../../../ui/apiErrorMessage.ts';
import { Button } from '../../../ui/Button.tsx';
import { AssignPartnerDialog, UnassignPartnerDialog, usePercent } from '../partners/AssignPartnerDialog.tsx';
import { partnerKeys, partnersApi } from '../partners/partnersApi.ts';

/** Whom a partner may have as a customer (as the server's rule): not a partner user, not an admin, not erased. */
export const assignable = (user: AdminUserDetail) =>
  !user.deleted && !user.scopes.some((s) => s === 'admin' || s === 'partner' || s === 'partner-admin');

export function UserPartner({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const percent = usePercent();
  const [dialog, setDialog] = useState<'assign' | 'unassign' | null>(null);
  const found = useQuery({
    queryKey: partnerKeys.ofCustomer(user.id),
    queryFn: ({ signal }) => partnersApi.ofCustomer(user.id, signal),
  });
  const partner = found.data?.partner ?? null;
  const name = user.name || user.email;

  return (
    <section className="admin-user__section" aria-labelledby="user-partner-title" data-testid="user-partner">
      <h2 id="user-partner-title" className="admin-user__title">
        {t('adminUser.partner.title')}
      </h2>
      {found.isPending ? (
        <p role="status" className="admin-user__muted">
          {t('table.loading')}
        </p>
      ) : found.isError ? (
        <p role="alert" className="field__error">
          {apiErrorMessage(t, found.error)}
        </p>
      ) : (
        <div className="admin-user__partner">
          <p data-testid="user-partner-name">
            {partner ? (
              <>
                <Link to={`/dashboard/admin/partners/${partner.id}`}>{partner.name}</Link>
                {` · ${t('adminUser.partner.discount', { discount: percent(partner.discountBp) })}`}
              </>
            ) : (
              t('adminUser.partner.none')
            )}
          </p>
          <Button variant="secondary" onClick={() => setDialog('assign')}>
            {partner ? t('adminUser.partner.move') : t('adminUser.partner.assign')}
          </Button>
          {partner ? (
            <Button variant="danger" onClick={() => setDialog('unassign')}>
              {t('adminUser.partner.unassign')}
            </Button>
          ) : null}
        </div>
      )}
      <AssignPartnerDialog
        open={dialog === 'assign'}
        userId={user.id}
        customerName={name}
        current={partner}
        onClose={() => setDialog(null)}
      />
      {partner ? (
        <UnassignPartnerDialog
          open={dialog === 'unassign'}
          userId={user.id}
          customerName={name}
          partner={partner}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}
