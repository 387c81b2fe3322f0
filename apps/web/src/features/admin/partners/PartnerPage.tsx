// /dashboard/admin/partners/{partnerId}: one partner for staff — its details (editable, the discount
// in percent), its users (invite by mail; mark or unmark a partner-admin), its assigned customers
// (each linked to the admin's page of the user; "assign a customer" searches users), and the audit
// trail of staff's changes to it. Every answer replaces the page's data; nothing reloads.
import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/routing.tsx';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { PartnerCustomer, PartnerDetail, PartnerUser } from '@kubik/contract/partners';
import { formatDateTime, formatNumber } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { apiErrorMessage } from '../../../ui/apiErrorMessage.ts';
import { Button, ButtonLink } from '../../../ui/Button.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { Page } from '../../../ui/Page.tsx';
import { Table, initialTableQuery, type TableQuery } from '../../../ui/Table.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import { AuditTrail } from '../user/AuditTrail.tsx';
import '../user/user.css';
import { AssignCustomerDialog } from './AssignCustomerDialog.tsx';
import { InviteUserForm } from './InviteUserForm.tsx';
import { PartnerForm } from './PartnerForm.tsx';
import { partnerKeys, partnersApi } from './partnersApi.ts';
import './partners.css';

const userColumn = createColumnHelper<PartnerUser>();
const customerColumn = createColumnHelper<PartnerCustomer>();

export function PartnerPage({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: partnerKeys.detail(partnerId),
    queryFn: ({ signal }) => partnersApi.detail(partnerId, signal),
  });
  if (detail.isPending) {
    return (
      <Page title={t('adminPartners.loadingTitle')}>
        <p role="status" className="admin-user__muted">
          {t('table.loading')}
        </p>
      </Page>
    );
  }
  if (detail.isError) {
    return (
      <Page title={t('adminPartners.notFoundTitle')}>
        <EmptyState
          title={apiErrorMessage(t, detail.error)}
          action={<ButtonLink to="/dashboard/admin/partners">{t('adminPartners.backToList')}</ButtonLink>}
        />
      </Page>
    );
  }
  return <PartnerFile partner={detail.data} />;
}

function PartnerFile({ partner }: { partner: PartnerDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queries = useQueryClient();
  const [assigning, setAssigning] = useState(false);

  /** A change's answer (the partner) replaces the page's; the trail and the lists are fetched anew. */
  const changed = (answer: PartnerDetail, done: string) => {
    queries.setQueryData(partnerKeys.detail(partner.id), answer);
    void queries.invalidateQueries({ queryKey: partnerKeys.audit(partner.id) });
    void queries.invalidateQueries({ queryKey: ['admin', 'adminPartners'] });
    notify.success(done);
  };
  const fail = (error: unknown) => {
    notify.error(apiErrorMessage(t, error));
    throw error;
  };
  const update = useMutation({
    mutationFn: (request: Parameters<typeof partnersApi.update>[1]) => partnersApi.update(partner.id, request),
  });
  const invite = useMutation({
    mutationFn: (request: Parameters<typeof partnersApi.invite>[1]) => partnersApi.invite(partner.id, request),
  });

  return (
    <Page
      title={partner.name}
      intro={t('adminPartners.intro', {
        date: formatDateTime(locale, partner.createdAt),
        discount: formatNumber(locale, partner.discountBp / 10_000, { style: 'percent', maximumFractionDigits: 2 }),
      })}
      actions={
        <ButtonLink variant="ghost" to="/dashboard/admin/partners">
          {t('adminPartners.backToList')}
        </ButtonLink>
      }
    >
      <div className="admin-user__grid">
        <section className="admin-user__section" aria-labelledby="partner-details-title">
          <h2 id="partner-details-title" className="admin-user__title">
            {t('adminPartners.details')}
          </h2>
          <PartnerForm
            key={partner.updatedAt}
            partner={partner}
            busy={update.isPending}
            submitLabel={t('adminPartners.save')}
            onSubmit={(request) =>
              update.mutateAsync(request).then((answer) => changed(answer, t('adminPartners.saved')), fail)
            }
          />
        </section>
        <section className="admin-user__section" aria-labelledby="partner-invite-title">
          <h2 id="partner-invite-title" className="admin-user__title">
            {t('adminPartners.invite.title')}
          </h2>
          <p className="admin-user__hint">{t('adminPartners.invite.text')}</p>
          <InviteUserForm
            busy={invite.isPending}
            onSubmit={(request) =>
              invite
                .mutateAsync(request)
                .then((answer) => changed(answer, t('adminPartners.invite.sent', { email: request.email })), fail)
            }
          />
        </section>
      </div>

      <PartnerUsers partner={partner} onChanged={changed} />
      <PartnerCustomers partner={partner} onAssign={() => setAssigning(true)} />
      <AuditTrail userId={partner.id} entity="partner" />

      <AssignCustomerDialog
        open={assigning}
        partner={partner}
        onClose={() => setAssigning(false)}
        onAssigned={() => {
          setAssigning(false);
          void queries.invalidateQueries({ queryKey: partnerKeys.all(partner.id) });
          void queries.invalidateQueries({ queryKey: ['admin', 'adminPartners'] });
        }}
      />
    </Page>
  );
}

/** The partner's users, each with its partner-admin box (the change shown at once, undone on failure), and a
 * hint when none of them is a partner-admin. */
function PartnerUsers({
  partner,
  onChanged,
}: {
  partner: PartnerDetail;
  onChanged: (answer: PartnerDetail, done: string) => void;
}) {
  const { t } = useTranslation();
  const [marking, setMarking] = useState<{ id: string; isAdmin: boolean } | null>(null);
  const setAdmin = useMutation({
    mutationFn: ({ user, isAdmin }: { user: PartnerUser; isAdmin: boolean }) =>
      partnersApi.setAdmin(partner.id, user.id, isAdmin),
    onSuccess: (answer, { user, isAdmin }) =>
      onChanged(
        answer,
        t(isAdmin ? 'adminPartners.users.marked' : 'adminPartners.users.unmarked', { name: user.name || user.email }),
      ),
    onError: (error) => notify.error(apiErrorMessage(t, error)),
  });

  const userColumns = [
    userColumn.accessor('name', {
      header: () => t('adminPartners.users.name'),
      enableSorting: false,
      cell: (c) => (
        <Link to={`/dashboard/admin/users/${c.row.original.id}`}>{c.getValue() || c.row.original.email}</Link>
      ),
    }),
    userColumn.accessor('email', { header: () => t('adminPartners.users.email'), enableSorting: false }),
    userColumn.accessor('emailConfirmed', {
      header: () => t('adminPartners.users.state'),
      enableSorting: false,
      cell: (c) => (c.getValue() ? t('adminPartners.users.active') : t('adminPartners.users.invited')),
    }),
    userColumn.accessor('isAdmin', {
      header: () => t('adminPartners.users.partnerAdmin'),
      enableSorting: false,
      cell: (c) => (
        <label className="partner-page__check">
          <input
            type="checkbox"
            // While the change is on its way the box shows it (set in the click's own render); a failure puts it back.
            checked={marking?.id === c.row.original.id ? marking.isAdmin : c.getValue()}
            disabled={marking !== null}
            onChange={(event) => {
              setMarking({ id: c.row.original.id, isAdmin: event.target.checked });
              setAdmin.mutate(
                { user: c.row.original, isAdmin: event.target.checked },
                { onSettled: () => setMarking(null) },
              );
            }}
          />
          {t('adminPartners.users.partnerAdminOf', { name: c.row.original.name || c.row.original.email })}
        </label>
      ),
    }),
  ];
  const noAdmin = partner.users.length > 0 && !partner.users.some((u) => u.isAdmin);

  return (
    <PartnerTable
      name="users"
      columns={userColumns}
      rows={partner.users}
      extra={
        noAdmin ? (
          <p className="admin-user__hint" role="note">
            {t('adminPartners.users.noAdmin')}
          </p>
        ) : null
      }
    />
  );
}

/** The customers assigned to the partner, with the button that opens "assign a customer". */
function PartnerCustomers({ partner, onAssign }: { partner: PartnerDetail; onAssign: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const customerColumns = [
    customerColumn.accessor('name', {
      header: () => t('adminPartners.customers.name'),
      enableSorting: false,
      cell: (c) => (
        <Link to={`/dashboard/admin/users/${c.row.original.id}`}>{c.getValue() || c.row.original.email}</Link>
      ),
    }),
    customerColumn.accessor('email', { header: () => t('adminPartners.customers.email'), enableSorting: false }),
    customerColumn.accessor('companyName', {
      header: () => t('adminPartners.customers.company'),
      enableSorting: false,
      cell: (c) => c.getValue() ?? '',
    }),
    customerColumn.accessor('assignedAt', {
      header: () => t('adminPartners.customers.assignedAt'),
      enableSorting: false,
      cell: (c) => formatDateTime(locale, c.getValue()),
    }),
  ];
  return (
    <PartnerTable
      name="customers"
      columns={customerColumns}
      rows={partner.customers}
      extra={
        <Button variant="secondary" onClick={onAssign}>
          {t('adminPartnerDialogs.assignCustomer.open')}
        </Button>
      }
    />
  );
}

/** The partner's users or customers as a titled section: the admin table, paged in the browser (the API answers them all). */
function PartnerTable<Row extends { id: string }>({
  name,
  columns,
  rows,
  extra,
}: {
  name: 'users' | 'customers';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's column type is invariant in its value type.
  columns: ColumnDef<Row, any>[];
  rows: Row[];
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<TableQuery>(initialTableQuery);
  const shown = rows.slice((query.page - 1) * query.perPage, query.page * query.perPage);
  const titleId = `partner-${name}-title`;
  return (
    <section className="admin-user__section" aria-labelledby={titleId} data-testid={`partner-${name}`}>
      <h2 id={titleId} className="admin-user__title">
        {t(`adminPartners.${name}.title`, { count: rows.length })}
      </h2>
      {extra}
      <Table<Row>
        className="admin-user__table"
        label={t(`adminPartners.${name}.title`, { count: rows.length })}
        columns={columns}
        rows={shown}
        total={rows.length}
        query={query}
        onQueryChange={setQuery}
        loading={false}
        emptyText={t(`adminPartners.${name}.empty`)}
        getRowId={(row) => row.id}
      />
    </section>
  );
}
