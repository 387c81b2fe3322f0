// The configurator routes (seed §2). This chunk is the only place three.js is imported from, so
// the landing page never pays for it. Each page loads a design (a draft, a predefined
// configuration, a project or a share) and the catalogue, then hands them to ConfiguratorScreen.
// Opening a ready-made design, an earlier draft or a design mailed as a link (?mailed=, issue 22)
// never drops the draft in hand: it moves to the drafts archive (editor/draft.ts) first, and the
// page says so.
import type { AppHref } from '@kubik/contract/pages';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Locale } from '@kubik/contract/locale';
import type { Catalogue } from '@kubik/design/catalogue/schema';
import type { Design } from '@kubik/design/schema/document';
import { useSession } from '../../api/instance.ts';
import { isApiError } from '../../api/errors.ts';
import { hasScope } from '../../api/shapes.ts';
import { inquiriesMessages, loadMessages, useLocale } from '../../i18n/i18n.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Page } from '../../ui/Page.tsx';
import { notify } from '../../ui/Toasts.tsx';
import { loadCatalogue, projectsApi } from './api.ts';
import {
  archiveDraft,
  clearBackup,
  clearDraft,
  emptyDesign,
  readBackup,
  readDraft,
  takeArchived,
  writeDraft,
} from './editor/draft.ts';
import type { Editor } from './editor/editor.ts';
import { openDesign } from './editor/openDesign.ts';
import { ConfiguratorScreen } from './pages/ConfiguratorScreen.tsx';
import { exportDesignPdf, DocumentError } from './pages/documents.ts';
import { MoreMenu, type MenuItem } from './pages/MoreMenu.tsx';
import type { ProjectOwner } from './pages/AdminProjectView.tsx';
import { ProjectActions, type ProjectInfo } from './pages/ProjectActions.tsx';
import { inquiryAddress } from './pages/frozenAddress.ts';
import { intentOf, ShopSlot } from './pages/ShopSlot.tsx';
import { thumbnailOf } from './pages/thumbnail.ts';
import type { DesignIntent } from '../../ui/designActions.tsx';
import { useRoomView } from '../../ui/model3d/roomView.tsx';
import './configurator.css';

// An admin's or a partner's view of a customer's project (banner, menu, publishing): loaded by the
// project's loader when the project has an owner, in parallel with its design, never for a customer.
const loadAdminView = () => import('./pages/AdminProjectView.tsx');
const loadPartnerView = () => import('./pages/PartnerProjectView.tsx');
const OwnerBanner = lazy(() => loadAdminView().then((m) => ({ default: m.OwnerBanner })));
const AdminProjectActions = lazy(() => loadAdminView().then((m) => ({ default: m.AdminProjectActions })));
const PartnerOwnerBanner = lazy(() => loadPartnerView().then((m) => ({ default: m.PartnerOwnerBanner })));
const PartnerProjectActions = lazy(() => loadPartnerView().then((m) => ({ default: m.PartnerProjectActions })));

/** `owner`: an admin — or, `asPartner`, a user of the owner's partner — is looking at someone else's project (read-only). */
type AdminView = { owner: ProjectOwner; name: string; thumbnail: string | null; asPartner: boolean };
type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; reason: 'notFound' | 'signIn' | 'invalid' | 'expired' | 'error' }
  | {
      status: 'ready';
      key: string;
      design: Design;
      catalogue: Catalogue;
      project?: ProjectInfo;
      name?: string;
      adminView?: AdminView;
    };

function failure(error: unknown): Loaded {
  if (isApiError(error) && error.status === 404) return { status: 'failed', reason: 'notFound' };
  if (isApiError(error) && error.status === 401) return { status: 'failed', reason: 'signIn' };
  return { status: 'failed', reason: 'error' };
}

/**
 * Loads a page's design: the catalogue first, then `load` (which answers the state, or null when it
 * navigated away itself). A failure anywhere — the catalogue included — becomes the failed state,
 * and an answer that arrives after the page moved on is dropped. `key` says when to load again.
 */
function useLoaded(
  load: (catalogue: Catalogue, isLive: () => boolean) => Promise<Loaded | null>,
  key: string,
  enabled = true,
): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setLoaded({ status: 'loading' });
    void (async () => {
      try {
        const next = await loadRef.current(await loadCatalogue(), () => live);
        if (live && next) setLoaded(next);
      } catch (error) {
        if (live) setLoaded(failure(error));
      }
    })();
    return () => {
      live = false;
    };
  }, [key, enabled]);
  return loaded;
}

function Status({ loaded }: { loaded: Exclude<Loaded, { status: 'ready' }> }) {
  const { t } = useTranslation();
  if (loaded.status === 'loading') {
    return (
      <Page title={t('configurator.loading')}>
        <p className="cfg-loading" role="status">
          {t('configurator.loading')}
        </p>
      </Page>
    );
  }
  return (
    <Page title={t(`configurator.failed.${loaded.reason}`)}>
      <EmptyState
        title={t(`configurator.failed.${loaded.reason}`)}
        action={
          loaded.reason === 'signIn' ? (
            <ButtonLink to={`/login?redirect=${encodeURIComponent(window.location.pathname)}`}>
              {t('configurator.signIn')}
            </ButtonLink>
          ) : (
            <ButtonLink to="/configurator" variant="secondary">
              {t('pages.configurator.startNew')}
            </ButtonLink>
          )
        }
      />
    </Page>
  );
}

export function NewConfiguratorPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = params.get('from');
  const draftId = params.get('draft');
  // A design mailed to oneself (issue 22): the link in the mail.
  const mailed = params.get('mailed');
  // "Add to cart" started before sign-in (or before the draft was a project) comes back as ?intent=cart.
  const intent = intentOf(params.get('intent'));
  const { loggedIn, ready } = useSession();
  const untitled = t('configurator.untitled');
  // "New design" in the menu: the draft in hand went to the archive; this loads the page afresh.
  const [generation, setGeneration] = useState(0);

  const loaded = useLoaded(
    async (catalogue, isLive) => {
      const storage = window.localStorage;
      if (from || draftId || mailed) {
        // A ready-made design (named in the user's language) or an earlier draft becomes the
        // draft in hand; the one in hand before it goes to the archive, not away. The address
        // becomes plain /configurator, so a reload keeps the design.
        let next: Design | null = null;
        let guest = !loggedIn;
        if (from) {
          const configuration = await projectsApi.configuration(from);
          const design = await openDesign(configuration.design, catalogue);
          next = design ? { ...design, name: configuration.name[locale] } : null;
        } else if (mailed) {
          let found;
          try {
            found = await projectsApi.mailed(mailed);
          } catch (error) {
            if (isApiError(error) && (error.status === 404 || error.status === 400))
              return { status: 'failed', reason: 'expired' };
            throw error;
          }
          const design = await openDesign(found.design, catalogue);
          next = design ? { ...design, name: found.name } : null;
        } else {
          const archived = takeArchived(storage, draftId!);
          next = archived ? await openDesign(archived.design, catalogue) : null;
          guest = archived ? archived.guest || !loggedIn : guest;
        }
        if (!next) return { status: 'failed', reason: from || mailed ? 'invalid' : 'notFound' };
        if (archiveDraft(storage)) notify.info(t('configurator.drafts.kept'));
        if (mailed) notify.success(t('configurator.mail.opened'));
        writeDraft(storage, next, guest);
        if (isLive()) void navigate('/configurator', { replace: true });
        return { status: 'ready', key: `draft:${readDraft(storage)?.savedAt ?? 'new'}`, design: next, catalogue };
      }
      const draft = readDraft(storage);
      const design = draft ? await openDesign(draft.design, catalogue) : null;
      if (draft && design && draft.guest && loggedIn) {
        // The guest's design goes to the account now that they are signed in.
        const created = await projectsApi.create({ name: design.name.trim() || untitled, design });
        clearDraft(storage);
        notify.success(t('configurator.project.savedAfterSignIn'));
        if (isLive())
          void navigate(`/configurator/${created.id}${intent ? `?intent=${intent}` : ''}`, { replace: true });
        return null;
      }
      return {
        status: 'ready',
        key: `draft:${draft?.savedAt ?? `new-${generation}`}`,
        design: design ?? emptyDesign(''),
        catalogue,
      };
    },
    `${from ?? ''}|${draftId ?? ''}|${mailed ?? ''}|${generation}|${loggedIn}`,
    ready,
  );

  /** The draft becomes a project, and the page moves to it to finish `next` there; a guest's draft waits in this browser. */
  const saveDraft = async (editor: Editor, capture: () => string | null, next: DesignIntent) => {
    const design = editor.store.design();
    if (!loggedIn) {
      writeDraft(window.localStorage, design, true);
      return 'guest' as const;
    }
    try {
      const thumbnail = (await thumbnailOf(capture())) ?? undefined;
      const created = await projectsApi.create({
        name: design.name.trim() || untitled,
        design,
        ...(thumbnail ? { thumbnail } : {}),
      });
      clearDraft(window.localStorage);
      void navigate(`/configurator/${created.id}?intent=${next}`, { replace: true });
      return 'moved' as const;
    } catch {
      notify.error(t('configurator.project.saveFailed'));
      return 'failed' as const;
    }
  };

  if (loaded.status !== 'ready') return <Status loaded={loaded} />;
  return (
    <ConfiguratorScreen
      key={loaded.key}
      design={loaded.design}
      catalogue={loaded.catalogue}
      onTick={(editor) => {
        if (editor.store.revision > 1) writeDraft(window.localStorage, editor.store.design(), !loggedIn);
      }}
      actions={(editor, tools) => (
        <ProjectActions
          editor={editor}
          capture={tools.capture}
          saveImage={tools.saveImage}
          project={null}
          onSaved={() => undefined}
          onNewDesign={() => setGeneration((n) => n + 1)}
        />
      )}
      priceActions={(editor, tools) => (
        <ShopSlot
          editor={editor}
          projectId={null}
          save={(next) => saveDraft(editor, tools.capture, next)}
          intent={intent}
          clearIntent={() => void navigate('/configurator', { replace: true })}
          returnPath={(next) => `/configurator?intent=${next}`}
        />
      )}
    />
  );
}

export function SavedProjectPage() {
  const { t } = useTranslation();
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const intent = intentOf(params.get('intent'));
  const { loggedIn, ready, user } = useSession();
  const { editorRef, savedRevision } = useLeaveGuard();
  /** Saves pending edits now (the autosave's queue); the shop calls it before taking the project. */
  const saveNow = useRef<(() => Promise<boolean>) | null>(null);

  const fetched = useLoaded((catalogue) => loadProject(catalogue, projectId, user, t), projectId, ready && loggedIn);
  const loaded: Loaded = ready && !loggedIn ? { status: 'failed', reason: 'signIn' } : fetched;

  if (loaded.status !== 'ready') return <Status loaded={loaded} />;
  const adminView = loaded.adminView;
  if (adminView) return <OwnerProjectScreen loaded={loaded} adminView={adminView} projectId={projectId} />;
  return (
    <ConfiguratorScreen
      key={loaded.key}
      design={loaded.design}
      catalogue={loaded.catalogue}
      onTick={(editor) => {
        if (editorRef.current !== editor) savedRevision.current = editor.store.revision;
        editorRef.current = editor;
      }}
      actions={(editor, tools) => (
        <ProjectActions
          editor={editor}
          capture={tools.capture}
          saveImage={tools.saveImage}
          project={loaded.project ?? null}
          onSaved={(revision) => {
            savedRevision.current = revision;
          }}
          saveNowRef={saveNow}
        />
      )}
      priceActions={(editor) => (
        <ShopSlot
          editor={editor}
          projectId={projectId}
          save={async () => ((await (saveNow.current?.() ?? Promise.resolve(true))) ? { projectId } : 'failed')}
          intent={intent}
          clearIntent={() => void navigate(`/configurator/${projectId}`, { replace: true })}
          returnPath={(next) => `/configurator/${projectId}?intent=${next}`}
        />
      )}
    />
  );
}

/**
 * Leaving with unsaved changes asks first (the browser's own prompt): `editorRef` is the editor on
 * screen, `savedRevision` the revision last saved.
 */
function useLeaveGuard() {
  const editorRef = useRef<Editor | null>(null);
  const savedRevision = useRef(1);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (editorRef.current && editorRef.current.store.revision !== savedRevision.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return { editorRef, savedRevision };
}

/**
 * Loads a saved project: a customer's own (with the edits a failed autosave kept in this browser, if
 * newer than the server's copy), or — with its owner — a customer's project an admin or a user of
 * the customer's partner opened.
 */
async function loadProject(
  catalogue: Catalogue,
  projectId: string,
  user: ReturnType<typeof useSession>['user'],
  t: TFunction,
): Promise<Loaded> {
  const project = await projectsApi.get(projectId);
  if (project.owner) {
    // An admin (or a user of the customer's partner) opened a customer's project: shown as stored, read-only, never a local copy.
    const asPartner = !hasScope(user, 'admin');
    // The partner's texts (the `inquiries` part) come only when a partner opens one.
    const [design] = await Promise.all([
      openDesign(project.design, catalogue),
      asPartner ? Promise.all([loadPartnerView(), loadMessages(inquiriesMessages)]) : loadAdminView(),
    ]);
    const adminView = { owner: project.owner, name: project.name, thumbnail: project.thumbnail, asPartner };
    return design
      ? { status: 'ready', key: project.id, design: { ...design, name: project.name }, catalogue, adminView }
      : { status: 'failed', reason: 'invalid' };
  }
  // Edits a failed autosave kept in this browser, newer than the server's copy, come back.
  const backup = readBackup(window.localStorage, project.id);
  const kept =
    backup && backup.savedAt > Date.parse(project.updatedAt) ? await openDesign(backup.design, catalogue) : null;
  if (backup && !kept) clearBackup(window.localStorage, project.id);
  if (kept) notify.info(t('configurator.autosave.restored'));
  const design = kept ?? (await openDesign(project.design, catalogue));
  const info = { id: project.id, shareId: project.shareId, restored: kept !== null };
  return design
    ? {
        status: 'ready',
        key: project.id,
        design: kept ? design : { ...design, name: project.name },
        catalogue,
        project: info,
      }
    : { status: 'failed', reason: 'invalid' };
}

/** A customer's project opened by an admin or a user of the customer's partner: read-only, with their banner and actions. */
function OwnerProjectScreen({
  loaded,
  adminView,
  projectId,
}: {
  loaded: Extract<Loaded, { status: 'ready' }>;
  adminView: AdminView;
  projectId: string;
}) {
  return (
    <ConfiguratorScreen
      key={loaded.key}
      design={loaded.design}
      catalogue={loaded.catalogue}
      readOnly
      banner={
        <Suspense fallback={null}>
          {adminView.asPartner ? (
            <PartnerOwnerBanner owner={adminView.owner} />
          ) : (
            <OwnerBanner owner={adminView.owner} />
          )}
        </Suspense>
      }
      actions={(editor, tools) => (
        <Suspense fallback={null}>
          {adminView.asPartner ? (
            <PartnerProjectActions
              editor={editor}
              tools={tools}
              project={{ id: projectId, ownerId: adminView.owner.id }}
            />
          ) : (
            <AdminProjectActions
              editor={editor}
              tools={tools}
              project={{ id: projectId, name: adminView.name, thumbnail: adminView.thumbnail }}
            />
          )}
        </Suspense>
      )}
    />
  );
}

export function SharedProjectPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { shareId = '' } = useParams();
  const { loggedIn } = useSession();
  const room = useRoomView();
  const loaded = useLoaded(async (catalogue) => {
    const shared = await projectsApi.shared(shareId);
    const design = await openDesign(shared.design, catalogue);
    return design
      ? { status: 'ready', key: shareId, design: { ...design, name: shared.name }, catalogue }
      : { status: 'failed', reason: 'invalid' };
  }, shareId);

  const copy = async () => {
    if (!loggedIn) {
      void navigate(`/login?redirect=${encodeURIComponent(`/configurator/share/${shareId}`)}`);
      return;
    }
    try {
      const project = await projectsApi.copyShared(shareId);
      notify.success(t('configurator.share.copiedToProjects'));
      void navigate(`/configurator/${project.id}`);
    } catch {
      notify.error(t('configurator.project.failed'));
    }
  };

  if (loaded.status !== 'ready') return <Status loaded={loaded} />;
  return (
    <ConfiguratorScreen
      key={loaded.key}
      design={loaded.design}
      catalogue={loaded.catalogue}
      readOnly
      actions={(editor, tools) => (
        <>
          <span className="cfg-badge">{t('configurator.share.readOnly')}</span>
          <Button onClick={() => void copy()}>{t('configurator.share.copyToMine')}</Button>
          <MoreMenu
            items={designInHandMenu(editor, tools.saveImage, locale, t, () =>
              room.open({
                linksPath: `/shares/${encodeURIComponent(shareId)}/model-links`,
                name: editor.store.getName(),
              }),
            )}
          />
          {room.view}
        </>
      )}
    />
  );
}

/** The menu of a design one may look at but not edit (shared, ordered): its PDF, a picture of it and, where the server keeps it, "View in your room". */
function designInHandMenu(
  editor: Editor,
  saveImage: () => void,
  locale: Locale,
  t: TFunction,
  viewInRoom?: () => void,
): MenuItem[] {
  return [
    {
      key: 'pdf',
      label: t('configurator.menu.pdf'),
      run: () =>
        void exportDesignPdf(editor.store.design(), locale, t('configurator.untitled')).catch((error: unknown) =>
          notify.error((error instanceof DocumentError && error.message) || t('configurator.pdf.failed')),
        ),
    },
    { key: 'image', label: t('configurator.toolbar.capture'), run: saveImage },
    ...(viewInRoom ? [{ key: 'room', label: t('configurator.menu.viewInRoom'), run: viewInRoom }] : []),
  ];
}

/** A frozen item as its page loads it: its name, its design, and where "back" leads. */
interface FrozenItem {
  name: string;
  design: unknown;
  backTo: AppHref;
}

/**
 * An order's or an inquiry's item as it was frozen, read-only, with "copy to my projects" (a new
 * project of the frozen design) and the way back to where it came from. `load` answers null for an
 * address that cannot name an item (a 404 without asking).
 */
function FrozenDesignPage({
  loadKey,
  load,
  badge,
  backLabel,
  room,
}: {
  loadKey: string;
  load: () => Promise<FrozenItem | null>;
  badge: string;
  backLabel: string;
  room?: { linksPath: string };
}) {
  const { t } = useTranslation();
  const roomView = useRoomView();
  const locale = useLocale();
  const navigate = useNavigate();
  const { loggedIn, ready } = useSession();
  const [copying, setCopying] = useState(false);
  const [backTo, setBackTo] = useState<AppHref>('/dashboard');
  const fetched = useLoaded(
    async (catalogue) => {
      const item = await load();
      if (!item) return { status: 'failed', reason: 'notFound' };
      const design = await openDesign(item.design, catalogue);
      setBackTo(item.backTo);
      return design
        ? { status: 'ready', key: loadKey, design: { ...design, name: item.name }, catalogue }
        : { status: 'failed', reason: 'invalid' };
    },
    loadKey,
    ready && loggedIn,
  );
  const loaded: Loaded = ready && !loggedIn ? { status: 'failed', reason: 'signIn' } : fetched;

  const copy = async (editor: Editor) => {
    setCopying(true);
    try {
      const design = editor.store.design();
      const project = await projectsApi.create({ name: design.name.trim() || t('configurator.untitled'), design });
      notify.success(t('shop.frozen.copied'));
      void navigate(`/configurator/${project.id}`);
    } catch {
      notify.error(t('configurator.project.failed'));
    } finally {
      setCopying(false);
    }
  };

  if (loaded.status !== 'ready') return <Status loaded={loaded} />;
  return (
    <ConfiguratorScreen
      key={loaded.key}
      design={loaded.design}
      catalogue={loaded.catalogue}
      readOnly
      actions={(editor, tools) => (
        <>
          <span className="cfg-badge" data-testid="frozen-badge">
            {badge}
          </span>
          <ButtonLink variant="secondary" to={backTo}>
            {backLabel}
          </ButtonLink>
          <Button onClick={() => void copy(editor)} disabled={copying} aria-busy={copying}>
            {t('shop.frozen.copy')}
          </Button>
          <MoreMenu
            items={designInHandMenu(
              editor,
              tools.saveImage,
              locale,
              t,
              room ? () => roomView.open({ ...room, name: editor.store.getName() }) : undefined,
            )}
          />
          {roomView.view}
        </>
      )}
    />
  );
}

/**
 * /configurator/order/{orderId}/{seq}: an ordered item's design as the order froze it, with the way
 * back to the order (the admin's order page when opened from there).
 */
export function OrderDesignPage() {
  const { t } = useTranslation();
  const { orderId = '', seqId = '' } = useParams();
  // An admin opens it from the admin order page (?from=admin): the way back leads there.
  const fromAdmin = useSearchParams()[0].get('from') === 'admin';
  return (
    <FrozenDesignPage
      loadKey={`${orderId}/${seqId}`}
      load={async () => {
        if (!orderId || !/^\d{1,5}$/.test(seqId)) return null;
        const item = await projectsApi.orderItem(orderId, seqId);
        return {
          name: item.name,
          design: item.design,
          backTo: fromAdmin ? `/dashboard/admin/orders/${orderId}` : `/dashboard/order-history/${orderId}`,
        };
      }}
      badge={t('shop.frozen.badge')}
      backLabel={t('shop.frozen.back')}
      room={
        /^\d{1,5}$/.test(seqId) && orderId
          ? { linksPath: `/orders/${encodeURIComponent(orderId)}/items/${seqId}/model-links` }
          : undefined
      }
    />
  );
}

/**
 * /configurator/inquiry/{inquiryId}/{seq}: an inquiry's item as it was sent, `seq` its position in
 * the inquiry (from 1). /configurator/inquiry/{2026-0042}: the inquiry named by its number, its first
 * item. Its customer, staff and the customer's partner may open it (the server answers 404 to anyone
 * else); "back" leads to the inquiry's page.
 */
export function InquiryDesignPage() {
  const { t } = useTranslation();
  const { inquiryId, seqId = '' } = useParams();
  const [seqNumber, setSeqNumber] = useState('');
  return (
    <FrozenDesignPage
      loadKey={`${inquiryId ?? ''}/${seqId}`}
      load={async () => {
        const address = inquiryAddress(inquiryId, seqId);
        if (!address) return null;
        const item = await projectsApi.inquiryItem(address.inquiry, address.seq);
        setSeqNumber(item.inquirySeqId);
        return { name: item.name, design: item.design, backTo: `/dashboard/inquiries/${item.inquiryId}` };
      }}
      badge={t('inquiryDesign.badge', { seqId: seqNumber })}
      backLabel={t('inquiryDesign.back')}
    />
  );
}
