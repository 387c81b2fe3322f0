// The admin area (seed §2), behind the admin guard. Lists use the shared server-side table; their
// data arrives with the admin issue, so for now each list shows its columns and the empty state.
import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import { Page, PlaceholderPage } from '../../ui/Page.tsx';
import { Table, initialTableQuery, type TableQuery } from '../../ui/Table.tsx';

interface ListRow {
  id: string;
  [column: string]: string;
}

const column = createColumnHelper<ListRow>();

function AdminList({ id, columns }: { id: 'adminOrders' | 'adminProjects' | 'adminUsers' | 'adminPartners'; columns: string[] }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<TableQuery>(initialTableQuery);
  const defs = columns.map((name) => column.accessor(name, { header: () => t(`pages.${id}.columns.${name}`), enableSorting: true }));
  return (
    <Page title={t(`pages.${id}.title`)} intro={t(`pages.${id}.purpose`)}>
      <Table<ListRow>
        label={t(`pages.${id}.title`)}
        columns={defs}
        rows={[]}
        total={0}
        query={query}
        onQueryChange={setQuery}
        emptyText={t(`pages.${id}.empty`)}
        filterLabel={t('table.filter')}
        getRowId={(row) => row.id}
      />
    </Page>
  );
}

export function AdminOrdersPage() {
  return <AdminList id="adminOrders" columns={['seqId', 'customer', 'status', 'total', 'createdAt']} />;
}

export function AdminOrderPage() {
  const { orderId = '' } = useParams();
  return <PlaceholderPage id="adminOrder" values={{ id: orderId }} />;
}

export function AdminProjectsPage() {
  return <AdminList id="adminProjects" columns={['name', 'owner', 'updatedAt']} />;
}

export function AdminUsersPage() {
  return <AdminList id="adminUsers" columns={['name', 'email', 'scope', 'createdAt']} />;
}

export function AdminUserPage() {
  const { userId = '' } = useParams();
  return <PlaceholderPage id="adminUser" values={{ id: userId }} />;
}

export function AdminPartnersPage() {
  const { partnerId } = useParams();
  return partnerId ? <PlaceholderPage id="adminPartner" values={{ id: partnerId }} /> : <AdminList id="adminPartners" columns={['name', 'city', 'users']} />;
}
