// One user's file for staff: who they are (e-mail confirmed or not, blocked or not and why), their
// roles, company data and addresses, projects, orders, sign-ins and the audit trail of what staff
// changed. Actions: block (with a reason, in the block-user dialog) or unblock, change the roles,
// mail the confirmation link again; for a customer or company, the partner they are assigned to
// (assign and unassign in the seed's dialogs). Each answer updates the file; the trail is fetched anew.
// Their inquiries are listed beside projects and orders.
import { useState, type ComponentProps } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '@kubik/contract/admin';
import type { Address } from '@kubik/contract/accounts';
import { formatDateTime } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { apiErrorMessage } from '../../../ui/apiErrorMessage.ts';
import { Button, ButtonLink } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Page } from '../../../ui/Page.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import { AuditTrail } from './AuditTrail.tsx';
import { BlockUserDialog } from './BlockUserDialog.tsx';
import { ScopesForm } from './ScopesForm.tsx';
import { SignIns } from './SignIns.tsx';
import { userApi, userKeys } from './userApi.ts';
import { UserInquiries, UserOrders, UserProjects } from './UserLists.tsx';
import { assignable, UserPartner } from './UserPartner.tsx';
import './user.css';

function AddressLines({ address }: { address: Address }) {
  return (
    <>
      {address.street}
      <br />
      {`${address.postalCode} ${address.city}, ${address.country}`}
    </>
  );
}

export function UserFile({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [dialog, setDialog] = useState<'block' | 'unblock' | null>(null);

  const { action, run } = useUserAction(user.id, () => setDialog(null));

  const blocked = user.blockedAt !== null;

  return (
    <Page
      title={user.name || user.email}
      intro={t('adminUser.intro', { date: formatDateTime(locale, user.createdAt) })}
      actions={
        <>
          <ButtonLink variant="ghost" to="/dashboard/admin/users">
            {t('adminUser.backToUsers')}
          </ButtonLink>
          {user.emailConfirmed || user.deleted ? null : (
            <Button
              variant="secondary"
              disabled={action.isPending}
              onClick={() =>
                run(() => userApi.resendConfirmation(user.id), t('adminUser.resent', { email: user.email }))
              }
            >
              {t('adminUser.resend')}
            </Button>
          )}
          {blocked ? (
            <Button variant="secondary" onClick={() => setDialog('unblock')}>
              {t('adminUser.unblock')}
            </Button>
          ) : (
            <Button variant="danger" onClick={() => setDialog('block')}>
              {t('adminUser.block')}
            </Button>
          )}
        </>
      }
    >
      {blocked ? (
        <p className="admin-user__blocked" role="status" data-testid="user-blocked">
          {t('adminUser.blockedSince', { date: formatDateTime(locale, user.blockedAt!) })}
          {user.blockReason ? (
            <span className="admin-user__reason">{t('adminUser.blockReason', { reason: user.blockReason })}</span>
          ) : null}
        </p>
      ) : null}
      {user.deleted ? <p className="admin-user__blocked">{t('adminUser.deleted')}</p> : null}

      <div className="admin-user__grid">
        <UserAccount
          user={user}
          busy={action.isPending}
          onSaveScopes={(scopes) => run(() => userApi.setScopes(user.id, scopes), t('adminUser.scopes.saved'))}
        />
        <UserCompany user={user} />
      </div>

      {assignable(user) ? <UserPartner user={user} /> : null}
      <UserProjects userId={user.id} />
      <UserOrders userId={user.id} />
      <UserInquiries userId={user.id} />
      <SignIns signIns={user.signIns} />
      <AuditTrail userId={user.id} />

      <BlockUserDialog
        open={dialog === 'block'}
        name={user.name || user.email}
        busy={action.isPending}
        onBlock={(reason) =>
          run(() => userApi.block(user.id, reason), t('adminUser.blocked', { name: user.name || user.email }))
        }
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'unblock'}
        title={t('adminUser.unblockTitle', { name: user.name || user.email })}
        confirmLabel={t('adminUser.unblock')}
        cancelLabel={t('adminUser.cancel')}
        busy={action.isPending}
        onConfirm={() =>
          run(() => userApi.unblock(user.id), t('adminUser.unblocked', { name: user.name || user.email }))
        }
        onCancel={() => setDialog(null)}
      >
        <p>{t('adminUser.unblockText')}</p>
      </ConfirmDialog>
    </Page>
  );
}

/** Runs an action on the user; its answer (the user's file) replaces the one shown, the trail is fetched anew,
 * then `onDone` (the dialog closes) and a message. */
function useUserAction(userId: AdminUserDetail['id'], onDone: () => void) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const action = useMutation({
    mutationFn: ({ work }: { work: () => Promise<AdminUserDetail | { status: 'sent' }>; done: string }) => work(),
    onSuccess: (answer, { done }) => {
      if ('id' in answer) queries.setQueryData(userKeys.detail(userId), answer);
      void queries.invalidateQueries({ queryKey: userKeys.all(userId) });
      // The admin lists show blocked state and roles too.
      void queries.invalidateQueries({ queryKey: ['admin', 'adminUsers'] });
      onDone();
      notify.success(done);
    },
    onError: (error) => notify.error(apiErrorMessage(t, error)),
  });
  const run = (work: () => Promise<AdminUserDetail | { status: 'sent' }>, done: string) =>
    action.mutate({ work, done });
  return { action, run };
}

/** The account: e-mail and whether it is confirmed, blocked or active, language, and the roles' form. */
function UserAccount({
  user,
  busy,
  onSaveScopes,
}: {
  user: AdminUserDetail;
  busy: boolean;
  onSaveScopes: ComponentProps<typeof ScopesForm>['onSave'];
}) {
  const { t } = useTranslation();
  return (
    <section className="admin-user__section" aria-labelledby="user-account-title">
      <h2 id="user-account-title" className="admin-user__title">
        {t('adminUser.account')}
      </h2>
      <dl className="admin-user__facts">
        <dt>{t('adminUser.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('adminUser.emailStatus')}</dt>
        <dd data-testid="user-email-status">
          {user.emailConfirmed ? t('adminUser.confirmed') : t('adminUser.notConfirmed')}
        </dd>
        <dt>{t('adminUser.state')}</dt>
        <dd data-testid="user-state">
          {user.blockedAt !== null ? t('adminUser.stateBlocked') : t('adminUser.stateActive')}
        </dd>
        <dt>{t('adminUser.language')}</dt>
        <dd>{t(`adminUser.languages.${user.locale}`, { defaultValue: user.locale })}</dd>
      </dl>
      <ScopesForm key={user.scopes.join()} user={user} busy={busy} onSave={onSaveScopes} />
    </section>
  );
}

/** The company (name, VAT id, address) or that there is none, and the billing and shipping addresses. */
function UserCompany({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const { company, billingAddress, shippingAddress } = user;
  return (
    <section className="admin-user__section" aria-labelledby="user-company-title">
      <h2 id="user-company-title" className="admin-user__title">
        {t('adminUser.companyAndAddresses')}
      </h2>
      <dl className="admin-user__facts">
        {company ? (
          <>
            <dt>{t('adminUser.company')}</dt>
            <dd>{company.companyName}</dd>
            <dt>{t('adminUser.vatId')}</dt>
            <dd>{company.vatId}</dd>
            <dt>{t('adminUser.companyAddress')}</dt>
            <dd>
              <AddressLines address={company.address} />
            </dd>
          </>
        ) : (
          <>
            <dt>{t('adminUser.company')}</dt>
            <dd>{t('adminUser.noCompany')}</dd>
          </>
        )}
        <dt>{t('adminUser.billingAddress')}</dt>
        <dd>{billingAddress ? <AddressLines address={billingAddress} /> : t('adminUser.noAddress')}</dd>
        <dt>{t('adminUser.shippingAddress')}</dt>
        <dd>{shippingAddress ? <AddressLines address={shippingAddress} /> : t('adminUser.noAddress')}</dd>
      </dl>
    </section>
  );
}
