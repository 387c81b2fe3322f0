// /dashboard/projects: the signed-in user's saved designs with their thumbnails, paged, sorted and
// filtered on the server; open, rename, duplicate, download or delete each. Renaming and deleting ask
// in the app's dialogs. On a phone each row is a card: the picture, the name with its cube count
// and date, and the actions on a row of their own (projects.css).
import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { ProjectPage, ProjectSummary } from '@kubik/contract/projects';
import { api } from '../../api/instance.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { fileName, saveFile } from '../../ui/download.ts';
import { Page } from '../../ui/Page.tsx';
import { Table, initialTableQuery, type TableQuery } from '../../ui/Table.tsx';
import { notify } from '../../ui/Toasts.tsx';
import { RenameDialog } from './RenameDialog.tsx';
import './projects.css';

const column = createColumnHelper<ProjectSummary>();
const sorts = ['updatedAt', 'createdAt', 'name'];

function listPath(query: TableQuery): string {
  const params = new URLSearchParams({ page: String(query.page), perPage: String(query.perPage) });
  const sort = query.sort && sorts.includes(query.sort.id) ? query.sort : { id: 'updatedAt', desc: true };
  params.set('sort', sort.id);
  params.set('order', sort.desc ? 'desc' : 'asc');
  if (query.filter.trim()) params.set('filter', query.filter.trim());
  return `/projects?${params}`;
}

export function ProjectsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [query, setQuery] = useState<TableQuery>(initialTableQuery);
  const [renaming, setRenaming] = useState<ProjectSummary | null>(null);
  const [deleting, setDeleting] = useState<ProjectSummary | null>(null);
  const queries = useQueryClient();
  // The page of projects for this table state; the previous page stays on screen while the next loads.
  const list = useQuery({
    queryKey: ['projects', listPath(query)],
    queryFn: ({ signal }) => api.request<ProjectPage>(listPath(query), { signal }),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (list.isError) notify.error(t('projects.failed'));
  }, [list.isError, list.errorUpdatedAt, t]);

  const change = useMutation({
    mutationFn: ({ work }: { work: () => Promise<unknown>; done: string }) => work(),
    onSuccess: (_result, { done }) => {
      notify.success(done);
      return queries.invalidateQueries({ queryKey: ['projects'] });
    },
    onError: () => notify.error(t('projects.failed')),
  });
  /** Does the work; true when it went through (a failure has its toast, and a dialog stays open with what was typed). */
  const act = (work: () => Promise<unknown>, done: string) =>
    change.mutateAsync({ work, done }).then(
      () => true,
      () => false,
    );

  const renameProject = (p: ProjectSummary, name: string) =>
    void act(() => api.request(`/projects/${p.id}`, { method: 'PUT', body: { name } }), t('projects.renamed')).then(
      (ok) => ok && setRenaming(null),
    );
  const duplicateProject = (p: ProjectSummary) =>
    void act(() => api.request(`/projects/${p.id}/duplicate`, { method: 'POST' }), t('projects.duplicated'));
  // The workshop files, as in the configurator's menu: the PDF in the UI's language and the CNC ZIP.
  const download = (p: ProjectSummary, kind: 'pdf' | 'cnc') => {
    const path =
      kind === 'pdf' ? `/projects/${p.id}/pdf?locale=${locale}` : `/projects/${p.id}/cnc.zip?locale=${locale}`;
    api.request<Blob>(path, { as: 'blob' }).then(
      (blob) => saveFile(blob, fileName(p.name, 'kubik', kind === 'pdf' ? 'pdf' : 'zip')),
      () => notify.error(t('projects.downloadFailed')),
    );
  };
  const deleteProject = (p: ProjectSummary) =>
    void act(() => api.request(`/projects/${p.id}`, { method: 'DELETE' }), t('projects.deleted')).then(
      (ok) => ok && setDeleting(null),
    );

  const columns = useProjectColumns({
    onRename: setRenaming,
    onDuplicate: duplicateProject,
    onDownload: download,
    onDelete: setDeleting,
  });

  return (
    <Page
      title={t('projects.title')}
      intro={t('projects.intro')}
      actions={<ButtonLink to="/configurator">{t('projects.newDesign')}</ButtonLink>}
    >
      <Table<ProjectSummary>
        className="projects-table"
        label={t('projects.title')}
        columns={columns}
        rows={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        loading={list.isFetching || change.isPending}
        emptyText={t('projects.empty')}
        filterLabel={t('projects.filter')}
        getRowId={(p) => p.id}
      />
      <RenameDialog
        name={renaming?.name ?? null}
        busy={change.isPending}
        onClose={() => setRenaming(null)}
        onRename={(name) => renaming && renameProject(renaming, name)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('projects.deleteTitle')}
        confirmLabel={t('projects.delete')}
        cancelLabel={t('projects.keep')}
        danger
        busy={change.isPending}
        onConfirm={() => deleting && deleteProject(deleting)}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('projects.confirmDelete', { name: deleting?.name ?? '' })}</p>
      </ConfirmDialog>
    </Page>
  );
}

type ProjectActions = {
  onRename: (project: ProjectSummary) => void;
  onDuplicate: (project: ProjectSummary) => void;
  onDownload: (project: ProjectSummary, kind: 'pdf' | 'cnc') => void;
  onDelete: (project: ProjectSummary) => void;
};

/** The table's columns: picture, name (with shared badge, cube count and date), cubes, last change, and each row's actions. */
function useProjectColumns({ onRename, onDuplicate, onDownload, onDelete }: ProjectActions) {
  const { t } = useTranslation();
  const locale = useLocale();
  return [
    column.accessor('thumbnail', {
      header: () => t('projects.columns.thumbnail'),
      enableSorting: false,
      cell: (c) =>
        c.getValue() ? (
          <img className="project-thumb" src={c.getValue()!} alt="" width={120} height={75} />
        ) : (
          <span className="project-thumb project-thumb--none" aria-hidden="true" />
        ),
    }),
    column.accessor('name', {
      header: () => t('projects.columns.name'),
      cell: (c) => (
        <>
          <Link to={`/configurator/${c.row.original.id}`} className="project-name">
            {c.getValue()}
          </Link>
          {c.row.original.shareId ? <span className="project-badge">{t('projects.shared')}</span> : null}
          <span className="project-meta">
            {t('projects.meta', {
              count: c.row.original.cubeCount,
              date: formatDateTime(locale, c.row.original.updatedAt),
            })}
          </span>
        </>
      ),
    }),
    column.accessor('cubeCount', { header: () => t('projects.columns.cubes'), enableSorting: false }),
    column.accessor('updatedAt', {
      header: () => t('projects.columns.updatedAt'),
      cell: (c) => formatDateTime(locale, c.getValue()),
    }),
    column.display({
      id: 'actions',
      header: () => t('projects.columns.actions'),
      cell: (c) => (
        <div
          className="project-actions"
          role="group"
          aria-label={t('projects.actionsFor', { name: c.row.original.name })}
        >
          <Button variant="secondary" className="project-action" onClick={() => onRename(c.row.original)}>
            {t('projects.rename')}
          </Button>
          <Button variant="secondary" className="project-action" onClick={() => onDuplicate(c.row.original)}>
            {t('projects.duplicate')}
          </Button>
          <Button variant="secondary" className="project-action" onClick={() => onDownload(c.row.original, 'pdf')}>
            {t('projects.pdf')}
          </Button>
          <Button variant="secondary" className="project-action" onClick={() => onDownload(c.row.original, 'cnc')}>
            {t('projects.cnc')}
          </Button>
          <Button variant="danger" className="project-action" onClick={() => onDelete(c.row.original)}>
            {t('projects.delete')}
          </Button>
        </div>
      ),
    }),
  ];
}
