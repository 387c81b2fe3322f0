// /dashboard/admin/projects: every saved project, paged, sorted and filtered on the server.
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminProjectRow } from '@kubik/contract/admin';
import { formatDate } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { adminApi } from './adminApi.ts';
import { ServerList } from './ServerList.tsx';

const projectColumn = createColumnHelper<AdminProjectRow>();

export function AdminProjectsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const header = (name: string) => () => t(`pages.adminProjects.columns.${name}`);
  const columns = [
    projectColumn.accessor('name', { header: header('name') }),
    projectColumn.accessor((p) => p.owner.name || p.owner.email, { id: 'owner', header: header('owner'), enableSorting: false, cell: (c) => `${c.getValue()} · ${c.row.original.owner.email}` }),
    projectColumn.accessor('updatedAt', { header: header('updatedAt'), cell: (c) => formatDate(locale, c.getValue()) }),
  ];
  return <ServerList id="adminProjects" columns={columns} sorts={{ name: 'name', updatedAt: 'updatedAt' }} fetch={adminApi.projects} />;
}

