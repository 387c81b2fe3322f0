// /dashboard/admin/projects: every saved project, paged, sorted and filtered on the server, the view
// kept in the address bar. Filters: text (the name, the owner's name or e-mail), shared or not. Each
// project opens in the configurator.
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/routing.tsx';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminProjectRow } from '@kubik/contract/admin';
import { formatDate } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { adminApi } from './adminApi.ts';
import { isYesNo, type ListSpec } from './listState.ts';
import { FilterSelect, ServerList } from './ServerList.tsx';

const projectColumn = createColumnHelper<AdminProjectRow>();
const spec: ListSpec = { sorts: { name: 'name', size: 'size', updatedAt: 'updatedAt' }, filters: { shared: isYesNo } };

export function AdminProjectsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const header = (name: string) => t(`pages.adminProjects.columns.${name}`);
  const columns = [
    projectColumn.accessor('name', {
      header: header('name'),
      cell: (c) => <Link to={`/configurator/${c.row.original.id}`}>{c.getValue()}</Link>,
    }),
    projectColumn.accessor((p) => p.owner.name || p.owner.email, {
      id: 'owner',
      header: header('owner'),
      enableSorting: false,
      cell: (c) => `${c.getValue()} · ${c.row.original.owner.email}`,
    }),
    projectColumn.accessor('size', {
      header: header('size'),
      cell: (c) => t('pages.adminProjects.cubes', { count: c.getValue() }),
    }),
    projectColumn.accessor('updatedAt', { header: header('updatedAt'), cell: (c) => formatDate(locale, c.getValue()) }),
    projectColumn.accessor('shared', {
      header: header('shared'),
      enableSorting: false,
      cell: (c) => (c.getValue() ? t('pages.adminProjects.sharedYes') : t('pages.adminProjects.sharedNo')),
    }),
  ];
  return (
    <ServerList
      id="adminProjects"
      path="projects"
      columns={columns}
      spec={spec}
      fetch={adminApi.projects}
      filters={(controls) => (
        <FilterSelect
          label={t('pages.adminProjects.filters.shared')}
          name="shared"
          options={[
            { value: 'true', label: t('pages.adminProjects.sharedYes') },
            { value: 'false', label: t('pages.adminProjects.sharedNo') },
          ]}
          controls={controls}
        />
      )}
    />
  );
}
