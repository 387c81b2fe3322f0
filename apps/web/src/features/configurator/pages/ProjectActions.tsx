// Save, share, duplicate and delete for the design on screen. A guest's save keeps the design in
// this browser and goes to sign-in; it is saved to the account when they come back signed in.
// A saved project also saves itself (ProjectAutosave.tsx); its Save button goes through the same
// queue, so two saves never race.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../api/instance.ts';
import { Button } from '../../../ui/Button.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import { projectsApi } from '../api.ts';
import { clearDraft, writeDraft } from '../editor/draft.ts';
import type { Editor } from '../editor/editor.ts';
import { AutosaveStatus, useProjectAutosave } from './ProjectAutosave.tsx';
import { ShareDialog } from './ShareDialog.tsx';
import { thumbnailOf } from './thumbnail.ts';

export interface ProjectInfo {
  id: string;
  shareId: string | null;
  /** The design was restored from this browser's copy of unsaved edits. */
  restored?: boolean;
}

export function ProjectActions({ editor, capture, project, onSaved }: { editor: Editor; capture: () => string | null; project: ProjectInfo | null; onSaved: (revision: number) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const [busy, setBusy] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [shareId, setShareId] = useState(project?.shareId ?? null);
  const autosave = useProjectAutosave(editor, project && loggedIn ? { projectId: project.id, restored: project.restored === true } : null, capture, onSaved);

  const save = async () => {
    const design = editor.store.design();
    if (!loggedIn) {
      writeDraft(window.localStorage, design, true);
      notify.info(t('configurator.project.signInToSave'));
      void navigate(`/login?redirect=${encodeURIComponent('/configurator')}`);
      return;
    }
    setBusy(true);
    if (autosave) {
      const ok = await autosave.saveNow();
      setBusy(false);
      if (ok) notify.success(t('configurator.project.saved'));
      else notify.error(t('configurator.project.saveFailed'));
      return;
    }
    try {
      const revision = editor.store.revision;
      const thumbnail = (await thumbnailOf(capture())) ?? undefined;
      const name = design.name.trim() || t('configurator.untitled');
      const created = await projectsApi.create({ name, design, ...(thumbnail ? { thumbnail } : {}) });
      clearDraft(window.localStorage);
      onSaved(revision);
      void navigate(`/configurator/${created.id}`, { replace: true });
      notify.success(t('configurator.project.saved'));
    } catch {
      notify.error(t('configurator.project.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const duplicate = async () => {
    if (!project) return;
    try {
      const copy = await projectsApi.duplicate(project.id);
      notify.success(t('configurator.project.duplicated'));
      void navigate(`/configurator/${copy.id}`);
    } catch {
      notify.error(t('configurator.project.failed'));
    }
  };

  const remove = async () => {
    if (!project || !window.confirm(t('configurator.project.confirmDelete'))) return;
    try {
      await projectsApi.remove(project.id);
      notify.success(t('configurator.project.deleted'));
      void navigate('/dashboard/projects');
    } catch {
      notify.error(t('configurator.project.failed'));
    }
  };

  return (
    <>
      {autosave ? <AutosaveStatus autosave={autosave} /> : null}
      <Button onClick={() => void save()} disabled={busy} aria-busy={busy}>
        {loggedIn ? t('configurator.project.save') : t('configurator.project.saveGuest')}
      </Button>
      {project ? (
        <>
          <Button variant="secondary" onClick={() => setSharing(true)}>{t('configurator.share.open')}</Button>
          <Button variant="ghost" onClick={() => void duplicate()}>{t('configurator.project.duplicate')}</Button>
          <Button variant="ghost" onClick={() => void remove()}>{t('configurator.project.delete')}</Button>
        </>
      ) : null}
      {sharing && project ? <ShareDialog projectId={project.id} shareId={shareId} onChange={setShareId} onClose={() => setSharing(false)} /> : null}
    </>
  );
}
