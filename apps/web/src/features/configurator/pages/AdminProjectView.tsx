// An admin looking at a customer's project (issue 13 item 3): read-only, with whose it is above the
// header, the documents the shop needs — the customer's PDF, the workshop's PDF, the CNC files —
// and "Publish as configuration". The server lets an admin read the project, never change it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@kubik/contract/projects';
import { useLocale } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/Button.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import type { Editor } from '../editor/editor.ts';
import { DocumentError, downloadProjectFile } from './documents.ts';
import { MoreMenu, type MenuItem } from './MoreMenu.tsx';
import { PublishDialog } from './PublishDialog.tsx';

export type ProjectOwner = NonNullable<Project['owner']>;

export function OwnerBanner({ owner }: { owner: ProjectOwner }) {
  const { t } = useTranslation();
  return (
    <p className="cfg-owner" role="note">
      {t('configurator.admin.ownedBy', { name: owner.name || owner.email, email: owner.email })}
    </p>
  );
}

export function AdminProjectActions({
  editor,
  tools,
  project,
}: {
  editor: Editor;
  tools: { capture: () => string | null; saveImage: () => void };
  project: { id: string; name: string; thumbnail: string | null };
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [working, setWorking] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const untitled = t('configurator.untitled');

  const download = async (kind: 'pdf' | 'workshopPdf' | 'cnc') => {
    if (working) return;
    setWorking(t(kind === 'cnc' ? 'configurator.menu.preparingCnc' : 'configurator.pdf.preparing'));
    try {
      await downloadProjectFile(project.id, kind, locale, editor.store.getName(), untitled);
    } catch (error) {
      notify.error((error instanceof DocumentError && error.message) || t('configurator.pdf.failed'));
    } finally {
      setWorking(null);
    }
  };
  const items: MenuItem[] = [
    { key: 'pdf', label: t('configurator.menu.pdf'), run: () => void download('pdf') },
    { key: 'workshopPdf', label: t('configurator.admin.workshopPdf'), run: () => void download('workshopPdf') },
    { key: 'cnc', label: t('configurator.menu.cnc'), run: () => void download('cnc') },
    { key: 'image', label: t('configurator.toolbar.capture'), run: tools.saveImage },
  ];

  return (
    <>
      {working ? (
        <span className="cfg-working" role="status">
          <span className="cfg-spinner" aria-hidden="true" />
          {working}
        </span>
      ) : null}
      <span className="cfg-badge">{t('configurator.admin.readOnly')}</span>
      <Button onClick={() => setPublishing(true)}>{t('configurator.publish.open')}</Button>
      <MoreMenu items={items} />
      {publishing ? (
        <PublishDialog
          projectId={project.id}
          projectName={project.name}
          projectThumbnail={project.thumbnail}
          capture={tools.capture}
          onClose={() => setPublishing(false)}
        />
      ) : null}
    </>
  );
}
