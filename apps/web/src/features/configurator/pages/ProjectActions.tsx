// The header's actions for the design on screen: the autosave state, Save, Share and the "More"
// menu (PDF, CNC files, picture, send to my e-mail, drafts, new design, duplicate, delete). A guest's Save asks them
// to sign in or register — the design stays in this browser and becomes a project as soon as they
// are in. A saved project also saves itself (ProjectAutosave.tsx); Save goes through the same
// queue, so two saves never race. Deleting asks first, in the app's dialog.
import { lazy, Suspense, useState, type RefObject } from 'react';
import { useNavigate } from '../../../ui/routing.tsx';
import type { TFunction } from 'i18next';
import type { Locale } from '@kubik/contract/locale';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors.ts';
import { useSession } from '../../../api/instance.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { Button, ButtonLink } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import { useRoomView, type RoomViewRequest } from '../../../ui/model3d/roomView.tsx';
import { projectsApi } from '../api.ts';
import { archiveDraft, clearDraft, writeDraft } from '../editor/draft.ts';
import { keepVariant, readVariants } from '../editor/variants.ts';
import type { Editor } from '../editor/editor.ts';
import { DocumentError, downloadProjectFile, exportDesignPdf } from './documents.ts';
import { MoreMenu, type MenuItem } from './MoreMenu.tsx';
import { AutosaveStatus, useProjectAutosave } from './ProjectAutosave.tsx';
import { thumbnailOf } from './thumbnail.ts';

const ShareDialog = lazy(() => import('./ShareDialog.tsx').then((m) => ({ default: m.ShareDialog })));
const VariantsDialog = lazy(() => import('./VariantsDialog.tsx').then((m) => ({ default: m.VariantsDialog })));
const MailDesignDialog = lazy(() => import('./MailDesignDialog.tsx').then((m) => ({ default: m.MailDesignDialog })));

export interface ProjectInfo {
  id: string;
  shareId: string | null;
  /** The design was restored from this browser's copy of unsaved edits. */
  restored?: boolean;
}

/** Where a guest comes back to after signing in or registering from Save. */
const backHere = encodeURIComponent('/configurator');

export function ProjectActions({
  editor,
  capture,
  saveImage,
  project,
  onSaved,
  onNewDesign,
  saveNowRef,
}: {
  editor: Editor;
  capture: () => string | null;
  saveImage: () => void;
  project: ProjectInfo | null;
  onSaved: (revision: number) => void;
  onNewDesign?: () => void;
  saveNowRef?: RefObject<(() => Promise<boolean>) | null>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { loggedIn, user } = useSession();
  const { working, work } = useDocumentWork(t);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [shareId, setShareId] = useState(project?.shareId ?? null);
  const autosave = useProjectAutosave(
    editor,
    project && loggedIn ? { projectId: project.id, restored: project.restored === true } : null,
    capture,
    onSaved,
  );
  const untitled = t('configurator.untitled');
  const room = useRoomView();
  // The shop saves only what is not saved yet, so taking a project into the cart does not touch it otherwise.
  if (saveNowRef) saveNowRef.current = autosave ? () => autosave.flush() : null;
  const { busy, save, duplicate, remove } = useProjectCommands({
    editor,
    capture,
    project,
    onSaved,
    autosave,
    onGuest: () => setDialog('guest'),
    onDeleted: () => setDialog(null),
  });

  const name = () => editor.store.getName();
  // Compare and keep: variants of this design, kept in this browser (editor/variants.ts).
  const variantScope = project?.id ?? 'draft';
  const items: MenuItem[] = [
    ...documentItems({
      t,
      project,
      editor,
      untitled,
      work,
      room,
      staff: user?.scope.some((s) => s === 'partner' || s === 'admin') === true,
      locale,
      autosave,
    }),
    ...designItems({
      t,
      editor,
      capture,
      saveImage,
      variantScope,
      project,
      loggedIn,
      onNewDesign,
      openDialog: setDialog,
      duplicate: () => void duplicate(),
    }),
  ];

  return (
    <>
      {working ? <WorkingStatus label={working} /> : null}
      {autosave ? <AutosaveStatus autosave={autosave} /> : null}
      <SaveButton loggedIn={loggedIn} busy={busy} onSave={() => void save()} />
      {project ? (
        <Button variant="secondary" onClick={() => setDialog('share')}>
          {t('configurator.share.open')}
        </Button>
      ) : null}
      <MoreMenu items={items} />
      {room.view}
      <ProjectDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        editor={editor}
        capture={capture}
        project={project}
        shareId={shareId}
        onShareChange={setShareId}
        variantScope={variantScope}
        busy={busy}
        onDelete={() => void remove()}
        name={name() || untitled}
      />
    </>
  );
}

/** A slow document action's progress (its label, shown in the header) and `work`, which runs one at a time and toasts its failure. */
function useDocumentWork(t: TFunction) {
  const [working, setWorking] = useState<string | null>(null);
  /** Runs a slow document action with its progress in the header and its failure in a toast. */
  const work = async (label: string, task: () => Promise<void>) => {
    if (working) return;
    setWorking(label);
    try {
      await task();
    } catch (error) {
      notify.error((error instanceof DocumentError && error.message) || t('configurator.pdf.failed'));
    } finally {
      setWorking(null);
    }
  };
  return { working, work };
}

/** A slow document action in progress, in the header. */
function WorkingStatus({ label }: { label: string }) {
  return (
    <span className="cfg-working" role="status">
      <span className="cfg-spinner" aria-hidden="true" />
      {label}
    </span>
  );
}

/** Save: a signed-in user's plain "Save"; a guest's "Save" asks them to sign in or register. */
function SaveButton({ loggedIn, busy, onSave }: { loggedIn: boolean; busy: boolean; onSave: () => void }) {
  const { t } = useTranslation();
  return loggedIn ? (
    <Button onClick={onSave} disabled={busy} aria-busy={busy}>
      {t('configurator.project.save')}
    </Button>
  ) : (
    // On a phone the button says only "Save" (its name stays the whole phrase), leaving the design's name room.
    <Button onClick={onSave} disabled={busy} aria-busy={busy} aria-label={t('configurator.project.saveGuest')}>
      <span className="cfg-save__long" aria-hidden="true">
        {t('configurator.project.saveGuest')}
      </span>
      <span className="cfg-save__short" aria-hidden="true">
        {t('configurator.project.save')}
      </span>
    </Button>
  );
}

/**
 * The menu's items after the documents: a picture, keep a variant and the variants kept, mail the
 * design, and a draft's "New design" or a project's duplicate and delete.
 */
function designItems({
  t,
  editor,
  capture,
  saveImage,
  variantScope,
  project,
  loggedIn,
  onNewDesign,
  openDialog,
  duplicate,
}: {
  t: TFunction;
  editor: Editor;
  capture: () => string | null;
  saveImage: () => void;
  variantScope: string;
  project: ProjectInfo | null;
  loggedIn: boolean;
  onNewDesign: (() => void) | undefined;
  openDialog: (dialog: Dialog) => void;
  duplicate: () => void;
}): MenuItem[] {
  const items: MenuItem[] = [{ key: 'image', label: t('configurator.toolbar.capture'), run: saveImage }];
  const keep = async () => {
    const kept = keepVariant(window.localStorage, variantScope, editor.store.design(), await thumbnailOf(capture()));
    if (kept.ok) notify.success(t('configurator.variants.kept', { letter: kept.variant.letter }));
    else notify.error(t(`configurator.variants.refused.${kept.reason}`));
  };
  items.push(
    { key: 'keepVariant', label: t('configurator.variants.keep'), run: () => void keep() },
    {
      key: 'variants',
      label: t('configurator.variants.menu', { count: readVariants(window.localStorage, variantScope).length }),
      run: () => openDialog('variants'),
    },
  );
  // The design as a link in a mail (issue 22): a guest's way to keep it beyond this browser.
  items.push({ key: 'mail', label: t('configurator.mail.menu'), run: () => openDialog('mail') });
  if (!project && onNewDesign) {
    // The design in hand is kept among the drafts (the start screen offers it back).
    items.push({
      key: 'new',
      label: t('configurator.menu.newDesign'),
      run: () => {
        writeDraft(window.localStorage, editor.store.design(), !loggedIn);
        if (archiveDraft(window.localStorage)) notify.info(t('configurator.drafts.kept'));
        onNewDesign();
      },
    });
  } else if (project) {
    items.push(
      { key: 'duplicate', label: t('configurator.project.duplicate'), run: duplicate },
      { key: 'delete', label: t('configurator.project.delete'), danger: true, run: () => openDialog('delete') },
    );
  }
  return items;
}

type Dialog = 'share' | 'mail' | 'delete' | 'guest' | 'variants';

/** The menu's dialogs: share, variants, mail the design, delete (asked first), and a guest's Save (sign in or register). */
function ProjectDialogs({
  dialog,
  onClose,
  editor,
  capture,
  project,
  shareId,
  onShareChange,
  variantScope,
  busy,
  onDelete,
  name,
}: {
  dialog: Dialog | null;
  onClose: () => void;
  editor: Editor;
  capture: () => string | null;
  project: ProjectInfo | null;
  shareId: string | null;
  onShareChange: (shareId: string | null) => void;
  variantScope: string;
  busy: boolean;
  onDelete: () => void;
  name: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { loggedIn, user } = useSession();
  return (
    <>
      {dialog === 'share' && project ? (
        <Suspense fallback={null}>
          <ShareDialog projectId={project.id} shareId={shareId} onChange={onShareChange} onClose={onClose} />
        </Suspense>
      ) : null}
      {dialog === 'variants' ? (
        <Suspense fallback={null}>
          <VariantsDialog editor={editor} capture={capture} scope={variantScope} onClose={onClose} />
        </Suspense>
      ) : null}
      {dialog === 'mail' ? (
        <Suspense fallback={null}>
          <MailDesignDialog
            editor={editor}
            capture={capture}
            email={user?.email ?? ''}
            locale={locale}
            loggedIn={loggedIn}
            onClose={onClose}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('configurator.project.deleteTitle')}
        confirmLabel={t('configurator.project.delete')}
        cancelLabel={t('configurator.project.keep')}
        danger
        busy={busy}
        onConfirm={onDelete}
        onCancel={onClose}
      >
        <p>{t('configurator.project.confirmDelete', { name })}</p>
      </ConfirmDialog>
      <Modal
        open={dialog === 'guest'}
        onClose={onClose}
        title={t('configurator.guest.title')}
        closeLabel={t('configurator.share.close')}
      >
        <p>{t('configurator.guest.text')}</p>
        <div className="confirm__buttons">
          <ButtonLink to={`/login?redirect=${backHere}`} variant="secondary">
            {t('configurator.guest.signIn')}
          </ButtonLink>
          <ButtonLink to={`/register?redirect=${backHere}`}>{t('configurator.guest.register')}</ButtonLink>
        </div>
      </Modal>
    </>
  );
}

/**
 * The menu's documents: a saved project's PDF, CNC files and room view (the server makes them from
 * the project as saved, so what is on screen is saved first), and for partner users and admins its
 * plan and elevations (DXF; the server's rule too); an unsaved draft's PDF and room view (the
 * design in hand is sent, and the server holds it for the links' hour).
 */
function documentItems({
  t,
  project,
  editor,
  untitled,
  staff,
  work,
  room,
  locale,
  autosave,
}: {
  t: TFunction;
  project: ProjectInfo | null;
  editor: Editor;
  untitled: string;
  staff: boolean;
  work: (label: string, task: () => Promise<void>) => Promise<void>;
  room: { open: (request: RoomViewRequest) => void };
  locale: Locale;
  autosave: ReturnType<typeof useProjectAutosave>;
}): MenuItem[] {
  const download = async (kind: 'pdf' | 'cnc' | 'outline') => {
    if (autosave) await autosave.saveNow();
    if (project) await downloadProjectFile(project.id, kind, locale, editor.store.getName(), untitled);
    else await exportDesignPdf(editor.store.design(), locale, untitled);
  };
  const saveFirst = async () => void (autosave && (await autosave.saveNow()));
  const name = () => editor.store.getName() || untitled;
  const pdf = {
    key: 'pdf',
    label: t('configurator.menu.pdf'),
    run: () => void work(t('configurator.pdf.preparing'), () => download('pdf')),
  };
  if (!project)
    return [
      pdf,
      {
        key: 'room',
        label: t('configurator.menu.viewInRoom'),
        run: () => room.open({ design: editor.store.design(), name: name() }),
      },
    ];
  const items: MenuItem[] = [
    pdf,
    {
      key: 'cnc',
      label: t('configurator.menu.cnc'),
      run: () => void work(t('configurator.menu.preparingCnc'), () => download('cnc')),
    },
    {
      key: 'room',
      label: t('configurator.menu.viewInRoom'),
      run: () =>
        void work(t('configurator.menu.preparingRoom'), async () => {
          await saveFirst();
          room.open({ linksPath: `/projects/${project.id}/model-links`, name: name() });
        }),
    },
  ];
  if (staff)
    items.push({
      key: 'outline',
      label: t('configurator.menu.outline'),
      run: () => void work(t('configurator.menu.preparingOutline'), () => download('outline')),
    });
  return items;
}

/**
 * Save, duplicate and delete. Save: a guest's design is kept in this browser and the guest asked
 * to sign in or register (`onGuest`); a saved project saves through its autosave queue; a new
 * design becomes a project and the page its address.
 */
function useProjectCommands({
  editor,
  capture,
  project,
  onSaved,
  autosave,
  onGuest,
  onDeleted,
}: {
  editor: Editor;
  capture: () => string | null;
  project: ProjectInfo | null;
  onSaved: (revision: number) => void;
  autosave: ReturnType<typeof useProjectAutosave>;
  onGuest: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const [busy, setBusy] = useState(false);
  const untitled = t('configurator.untitled');
  const save = async () => {
    const design = editor.store.design();
    if (!loggedIn) {
      writeDraft(window.localStorage, design, true);
      onGuest();
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
      const created = await projectsApi.create({
        name: design.name.trim() || untitled,
        design,
        ...(thumbnail ? { thumbnail } : {}),
      });
      clearDraft(window.localStorage);
      onSaved(revision);
      void navigate(`/configurator/${created.id}`, { replace: true });
      notify.success(t('configurator.project.saved'));
    } catch (error) {
      // A full account (409 project_limit_reached, storage_limit_reached) says so in the server's words, in the reader's language.
      notify.error(isApiError(error) && error.status === 409 ? error.message : t('configurator.project.saveFailed'));
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
    if (!project) return;
    setBusy(true);
    try {
      await projectsApi.remove(project.id);
      onDeleted();
      notify.success(t('configurator.project.deleted'));
      void navigate('/dashboard/projects');
    } catch {
      notify.error(t('configurator.project.failed'));
    } finally {
      setBusy(false);
    }
  };

  return { busy, save, duplicate, remove };
}
