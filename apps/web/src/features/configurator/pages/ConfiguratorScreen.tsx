// The configurator itself, around one Editor: the header (name, the page's actions), one row of
// tools, the scene (with the guided start over an empty one, the "+" preview and a cube's menu),
// the side panel (editing, checks, parts, assembly; a bottom sheet on phones) and the price bar.
// Pages load a design and render this.
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Catalogue } from '@kubik/design/catalogue/schema';
import type { Design } from '@kubik/design/schema/document';
import type { Locale } from '@kubik/contract/locale';
import { designBreakdown } from '@kubik/shop/price';
import { formatMm, formatMoney } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { usePageTitle } from '../../../ui/Page.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import { useShopTerms } from '../../../ui/shopTerms.ts';
import { useCoarsePointer } from '../../../ui/useCoarsePointer.ts';
import { shippingTableInForce } from '../api.ts';
import type { AddSlot } from '../editor/addSlots.ts';
import { putElements, rename } from '../editor/commands.ts';
import { composeDiffs, emptyDiff } from '../editor/diff.ts';
import { Editor, type Snapshot } from '../editor/editor.ts';
import { useFindingMessage } from '../editor/findingMessage.ts';
import type { Finding } from '@kubik/design/findings/finding';
import { actionFor, typingInField, type Action } from '../editor/keyboard.ts';
import { runAction } from './actions.ts';
import { Drawer } from '../drawers/Drawer.tsx';
import { Assembly } from '../panels/Assembly.tsx';
import { CellMenu, type PriceDelta } from '../panels/CellMenu.tsx';
import { menuPlace, type MenuPlace } from '../panels/menuPlace.ts';
import { Checks } from '../panels/Checks.tsx';
import { PriceBar } from '../panels/PriceBar.tsx';
import { StartPanel } from '../panels/StartPanel.tsx';
import { Summary } from '../panels/Summary.tsx';
import { Icon, Toolbar } from '../panels/Toolbar.tsx';
import type { MarkerSpec } from '../scene/OverlayLayer.ts';
import { anchorOf, frameClock, Viewport, type ViewportApi } from '../scene/Viewport.tsx';
import { installTestHook } from './testHook.ts';

export interface ScreenProps {
  design: Design;
  catalogue: Catalogue;
  readOnly?: boolean;
  /** The header's buttons for the design (save, share, the "More" menu), given the editor. */
  actions?: (editor: Editor, tools: { capture: () => string | null; saveImage: () => void }) => ReactNode;
  /** Buttons at the end of the price bar (the shop's "Add to cart"). */
  priceActions?: (editor: Editor, tools: { capture: () => string | null }) => ReactNode;
  /** Called on every slow tick with the editor (drafts, leave-page guard). */
  onTick?: (editor: Editor) => void;
  /** A line above the header (whose project an admin is looking at). */
  banner?: ReactNode;
}

/** Actions the keyboard may run in a read-only design: looking, not changing. */
const lookOnly: readonly Action[] = [
  'fit',
  'viewFront',
  'viewSide',
  'viewTop',
  'viewIso',
  'deselect',
  'copy',
  'selectTool',
  'next',
  'previous',
];

export function ConfiguratorScreen({
  design,
  catalogue,
  readOnly = false,
  actions,
  priceActions,
  onTick,
  banner,
}: ScreenProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [editor] = useState(() => new Editor(design, catalogue, { readOnly }));
  // The shop's one price (`@kubik/shop/price`) for whoever is looking: their partner discount, net first for companies.
  const shop = useShopTerms(catalogue, shippingTableInForce());
  const snapshot = useSyncExternalStore(editor.subscribe, editor.snapshot, editor.snapshot);
  const { viewport, onApi, capture, saveImage, highlight } = useViewportTools(editor);
  const [preview, setPreview] = useState<{ slot: AddSlot; delta: number; total: number } | null>(null);
  const sheet = useSideSheet(editor, snapshot);
  const stage = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLElement>(null);
  usePageTitle(snapshot.design.name || t('configurator.untitled'));

  // The start card lies over the empty scene: the picture centres in what it leaves free, so the
  // ghost cube and its "+" are seen beside it (desktop) or under it (phone), not behind it.
  const empty = !snapshot.design.elements.some((el) => el.kind === 'cube');
  const showStart = empty && !readOnly;
  useStartCover(stage, viewport, showStart);
  useScreenPage(root, editor, snapshot.revision, onTick);
  useEffect(() => () => editor.dispose(), [editor]);
  useEffect(() => installTestHook(editor, () => viewport.current, frameClock), [editor, viewport]);
  const say = useCallback((message: string) => notify.info(message), []);

  const { menu, setMenu, openMenu, run } = useCubeMenu(editor, viewport, stage);
  useScreenKeys(editor, run);

  const format = useCallback((mm: number) => formatMm(locale, mm), [locale]);
  const message = useFindingMessage(snapshot, locale);
  const markers = useMemo(() => findingMarkers(snapshot, message), [snapshot, message]);
  const { priceDelta, onPreview } = usePreviewPrices(editor, shop, locale, setPreview);
  const menuCube = menu ? editor.store.get(menu.cube) : undefined;

  return (
    <section ref={root} className={`cfg${readOnly ? ' cfg--readonly' : ''}`} aria-labelledby="page-title">
      {banner}
      <ScreenHeader editor={editor} name={snapshot.design.name} readOnly={readOnly}>
        {actions?.(editor, { capture, saveImage })}
      </ScreenHeader>
      <Toolbar editor={editor} snapshot={snapshot} run={run} />
      <div className="cfg-body">
        <div className="cfg-stage" ref={stage}>
          <Viewport
            editor={editor}
            snapshot={snapshot}
            locale={locale}
            format={format}
            onApi={onApi}
            label={t(readOnly ? 'configurator.sceneLabelReadOnly' : 'configurator.sceneLabel')}
            markers={markers}
            onCubeTap={openMenu}
            onOtherTap={() => setMenu(null)}
            onPreview={onPreview}
          />
          {showStart ? (
            <StartPanel
              catalogue={catalogue}
              locale={locale}
              shop={shop}
              onStart={(start) => startWith(editor, viewport, start)}
              onPlaceCube={() => editor.setTool('add')}
            />
          ) : null}
          {snapshot.tool === 'add' && !empty ? <AddHint preview={preview} locale={locale} /> : null}
          {menu && menuCube ? (
            <StageCellMenu
              editor={editor}
              menu={menu}
              snapshot={snapshot}
              locale={locale}
              stage={stage}
              say={say}
              price={priceDelta}
              onClose={() => setMenu(null)}
              onEdit={sheet.editCube}
            />
          ) : null}
        </div>
        <SidePanel side={sheet.side} open={sheet.open}>
          <Drawer editor={editor} snapshot={snapshot} locale={locale} highlight={highlight} say={say} />
          <Checks editor={editor} snapshot={snapshot} locale={locale} highlight={highlight} />
          <Summary snapshot={snapshot} locale={locale} shop={shop} />
          <Assembly editor={editor} snapshot={snapshot} locale={locale} />
        </SidePanel>
      </div>
      <PriceBar
        snapshot={snapshot}
        locale={locale}
        shop={shop}
        onChecks={sheet.showChecks}
        actions={priceActions?.(editor, { capture })}
        sheetToggle={<SheetToggle open={sheet.open} onToggle={() => sheet.setOpen(!sheet.open)} />}
      />
    </section>
  );
}

/** The start card's choice taken into the design, then the select tool and the iso view. */
function startWith(editor: Editor, viewport: RefObject<ViewportApi | null>, start: Design) {
  // One undo step: the cubes and, for an unnamed design, the name.
  editor.store.run(
    composeDiffs(
      putElements(editor.store, start.elements),
      editor.store.getName().trim() ? emptyDiff() : rename(editor.store, start.name),
    ),
  );
  editor.setTool('select');
  viewport.current?.setView('iso');
}

/**
 * The scene's API (`onApi` keeps it, `viewport` holds it) and what the page takes from it: a picture,
 * a large one saved as a PNG file, and highlighting elements.
 */
function useViewportTools(editor: Editor) {
  const viewport = useRef<ViewportApi | null>(null);
  const onApi = useCallback((api: ViewportApi | null) => {
    viewport.current = api;
  }, []);
  const capture = useCallback(() => viewport.current?.capture() ?? null, [viewport]);
  const saveImage = useCallback(() => {
    const url = viewport.current?.capture({ maxWidth: 2400 });
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = `${(editor.store.getName() || 'kubik').replace(/[^\p{L}\p{N}_-]+/gu, '-')}.png`;
    link.click();
  }, [editor, viewport]);
  const highlight = useCallback((ids: readonly string[]) => viewport.current?.highlight(ids), [viewport]);
  return { viewport, onApi, capture, saveImage, highlight };
}

/**
 * The side panel as a bottom sheet on phones: open or not, "Checks" in the price bar opening it at
 * the checks, and "Edit" in a cube's menu opening it at the cube's panel, its first field focused.
 */
function useSideSheet(editor: Editor, snapshot: Snapshot) {
  const side = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  /** "Edit" in a cube's menu (useFocusCubeField). */
  const [focusEdit, setFocusEdit] = useState(false);
  useFocusCubeField(side, focusEdit, () => setFocusEdit(false), snapshot);
  const showChecks = () => {
    setOpen(true);
    document.getElementById('cfg-checks-title')?.scrollIntoView({ block: 'start' });
  };
  const editCube = () => {
    editor.setDrawer('cube');
    editor.flush();
    setOpen(true);
    setFocusEdit(true);
  };
  return { side, open, setOpen, showChecks, editCube };
}

/** The side panel (editing, checks, parts, assembly): a bottom sheet on phones, `open` or not. */
function SidePanel({
  side,
  open,
  children,
}: {
  side: RefObject<HTMLDivElement | null>;
  open: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      ref={side}
      id="cfg-side"
      className={`cfg-side${open ? ' cfg-side--open' : ''}`}
      aria-label={t('configurator.drawer.label')}
      role="region"
    >
      <div className="cfg-side__content">{children}</div>
    </div>
  );
}

/** The price bar's button that opens and closes the side panel's sheet on phones. */
function SheetToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="cfg-pricebar__sheet button button--secondary"
      aria-expanded={open}
      aria-controls="cfg-side"
      onClick={onToggle}
    >
      <Icon name="edit" />
      {open ? t('configurator.sheet.close') : t('configurator.sheet.open')}
    </button>
  );
}

/** A cube's menu over the stage, titled with the cube's place; closing it gives the scene the focus back. */
function StageCellMenu({
  editor,
  menu,
  snapshot,
  locale,
  stage,
  say,
  price,
  onClose,
  onEdit,
}: {
  editor: Editor;
  menu: { cube: string; at: MenuPlace };
  snapshot: Snapshot;
  locale: Locale;
  stage: RefObject<HTMLDivElement | null>;
  say: (message: string) => void;
  price: PriceDelta;
  onClose: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <CellMenu
      editor={editor}
      cubeId={menu.cube}
      at={menu.at}
      title={capitalise(snapshot.names.place(menu.cube)?.[locale] || t('configurator.drawer.onlyCube'), locale)}
      say={say}
      price={price}
      onClose={() => {
        onClose();
        stage.current?.querySelector<HTMLElement>('.cfg-viewport')?.focus({ preventScroll: true });
      }}
      onEdit={onEdit}
    />
  );
}

const capitalise = (text: string, locale: Locale) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** A marker above each flagged element (at most 30), with its findings in the user's language. */
function findingMarkers(snapshot: Snapshot, message: (f: Finding) => string): MarkerSpec[] {
  const out: MarkerSpec[] = [];
  const byId = new Map(snapshot.design.elements.map((el) => [el.id, el]));
  for (const [id, list] of snapshot.findingsByElement) {
    const el = byId.get(id);
    const shown = list.filter((f) => f.severity !== 'info');
    if (!el || shown.length === 0 || out.length >= 30) continue;
    // Shelves, doors and rails are flagged at their (first) cube.
    const hostId =
      el.kind === 'shelf' || el.kind === 'slidingDoor' ? el.cubes[0] : el.kind === 'bar' ? el.cube : undefined;
    const at = anchorOf((hostId ? byId.get(hostId) : undefined) ?? el, true);
    if (at)
      out.push({
        id,
        at,
        severity: shown.some((f) => f.severity === 'error') ? 'error' : 'warning',
        title: shown.map(message).join('\n'),
      });
  }
  return out;
}

/** What the add tool does, or what the "+" under the pointer adds to the price; "tap" on a touch screen (a first tap previews, a second adds). */
function AddHint({ preview, locale }: { preview: { delta: number; total: number } | null; locale: Locale }) {
  const { t } = useTranslation();
  const touch = useCoarsePointer();
  return (
    <p className="cfg-stage__hint" role="status" data-testid="add-hint">
      {preview
        ? t(touch ? 'configurator.add.previewTouch' : 'configurator.add.preview', {
            delta: formatMoney(locale, preview.delta),
            total: formatMoney(locale, preview.total),
          })
        : t(touch ? 'configurator.toolbar.addHintTouch' : 'configurator.toolbar.addHint')}
    </p>
  );
}

/**
 * The start card lies over the empty scene: the picture centres in what it leaves free, so the
 * ghost cube and its "+" are seen beside it (desktop) or under it (phone), not behind it.
 */
function useStartCover(
  stage: RefObject<HTMLDivElement | null>,
  viewport: RefObject<ViewportApi | null>,
  showStart: boolean,
) {
  useEffect(() => {
    const host = stage.current;
    const card = host?.querySelector<HTMLElement>('.cfg-start');
    if (!host || !card || !showStart) return;
    const measure = () => {
      const s = host.getBoundingClientRect();
      const c = card.getBoundingClientRect();
      // A card across most of the width covers the top; otherwise the left.
      const cover =
        c.width > 0.6 * s.width
          ? { left: 0, top: c.bottom - s.top, right: 0, bottom: 0 }
          : { left: c.right - s.left, top: 0, right: 0, bottom: 0 };
      viewport.current?.setCover(cover);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(host);
    observer.observe(card);
    // The viewport's API as it is when the card goes (a ref to an API object, not to a node).
    const uncover = () => viewport.current?.setCover(null);
    return () => {
      observer.disconnect();
      uncover();
    };
  }, [showStart, stage, viewport]);
}

/** What the configurator does to the page around it, and `onTick` on every change of the design. */
function useScreenPage(
  root: RefObject<HTMLElement | null>,
  editor: Editor,
  revision: number,
  onTick: ScreenProps['onTick'],
) {
  // Toasts open below the configurator's header and tools, never over their buttons (ui.css).
  useEffect(() => {
    document.documentElement.dataset.configurator = '';
    return () => {
      delete document.documentElement.dataset.configurator;
    };
  }, []);
  // On phones the bottom sheet opens above the price bar, whatever height it wraps to.
  useEffect(() => {
    const section = root.current;
    const bar = section?.querySelector<HTMLElement>('.cfg-pricebar');
    if (!section || !bar) return;
    const observer = new ResizeObserver(() =>
      section.style.setProperty('--cfg-pricebar-height', `${bar.offsetHeight}px`),
    );
    observer.observe(bar);
    return () => observer.disconnect();
  }, [root]);
  const tickRef = useRef(onTick);
  tickRef.current = onTick;
  useEffect(() => {
    tickRef.current?.(editor);
  }, [editor, revision]);
}

/** The editor's keys wherever the focus is, except while typing in a field; a read-only design only looks. */
function useScreenKeys(editor: Editor, run: (action: Action) => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typingInField(event.target)) return;
      const action = actionFor(event);
      if (!action) return;
      // Enter opens the selected cube's menu only from the scene; elsewhere it presses buttons.
      if (
        action === 'menu' &&
        !(event.target instanceof HTMLElement && event.target.classList.contains('cfg-viewport'))
      )
        return;
      if (editor.readOnly && !lookOnly.includes(action)) return;
      event.preventDefault();
      run(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor, run]);
}

/** The design's name (a field while editing: renamed on Enter or leaving it, one undo step) and the page's actions. */
function ScreenHeader({
  editor,
  name,
  readOnly,
  children,
}: {
  editor: Editor;
  name: string;
  readOnly: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="cfg-head">
      {readOnly ? (
        <h1 id="page-title" className="cfg-head__title">
          {name || t('configurator.untitled')}
        </h1>
      ) : (
        <div className="cfg-head__name">
          <h1 id="page-title" className="visually-hidden">
            {name || t('configurator.untitled')}
          </h1>
          <label className="visually-hidden" htmlFor="cfg-name">
            {t('configurator.name')}
          </label>
          <input
            id="cfg-name"
            key={name}
            className="cfg-head__input"
            defaultValue={name}
            placeholder={t('configurator.untitled')}
            maxLength={200}
            onBlur={(e) =>
              e.target.value.trim() !== name && editor.store.run(rename(editor.store, e.target.value.trim()))
            }
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.currentTarget.blur();
            }}
          />
        </div>
      )}
      <div className="cfg-head__actions">{children}</div>
    </header>
  );
}

/**
 * A cube's menu: opened beside a point on the page, inside the stage and never under the finger or
 * pointer that opened it (beside it where the stage is wide enough, else below or above it, and on
 * a short stage — a phone with its sheet — in the taller part, scrolling within it); and the
 * toolbar's and keys' actions, of which Escape first closes an open menu wherever the focus is (a
 * touch's click may have left it on the scene) and only the next one deselects.
 */
function useCubeMenu(editor: Editor, viewport: RefObject<ViewportApi | null>, stage: RefObject<HTMLDivElement | null>) {
  const [menu, setMenu] = useState<{ cube: string; at: MenuPlace } | null>(null);
  const openMenu = useCallback(
    (cube: string, at: { x: number; y: number }) => {
      const rect = stage.current?.getBoundingClientRect();
      if (!rect) return;
      setMenu({ cube, at: menuPlace({ x: at.x - rect.left, y: at.y - rect.top }, rect) });
    },
    [stage],
  );
  const menuOpen = useRef(false);
  menuOpen.current = menu !== null;
  const run = useCallback(
    (action: Action) => {
      if (action === 'deselect' && menuOpen.current) return setMenu(null);
      if (action === 'menu') {
        const [id] = editor.store.selection();
        const at = id && editor.store.get(id)?.kind === 'cube' ? viewport.current?.screenOf(id) : null;
        if (id && at) openMenu(id, at);
        return;
      }
      runAction(editor, viewport.current, action);
    },
    [editor, openMenu, viewport],
  );
  return { menu, setMenu, openMenu, run };
}

/**
 * Prices before a change: what the customer would pay (the price bar's figure) with a cube's menu
 * item (the sliding doors: issue 22, defect 1) or the "+" under the pointer.
 */
function usePreviewPrices(
  editor: Editor,
  shop: ReturnType<typeof useShopTerms>,
  locale: Locale,
  setPreview: (preview: { slot: AddSlot; delta: number; total: number } | null) => void,
) {
  const figure = useCallback(
    (goodsCents: number) => {
      const { totals } = designBreakdown(goodsCents, { weightKg: 0, boardVolumeM3: 0 }, shop.terms);
      return shop.netFirst ? totals.netCents : totals.grossCents;
    },
    [shop],
  );
  const priceDelta = (goodsCentsWith: number) =>
    `+${formatMoney(locale, figure(goodsCentsWith) - figure(editor.live.quote().price.goodsCents))}`;
  const onPreview = useCallback(
    (slot: AddSlot | null) => {
      if (!slot) return setPreview(null);
      const total = figure(
        editor.live.priceWith({
          id: '__preview__',
          kind: 'cube',
          position: slot.spec.position,
          size: slot.spec.size,
        } as never).goodsCents,
      );
      setPreview({ slot, total, delta: total - figure(editor.live.quote().price.goodsCents) });
    },
    [editor, figure, setPreview],
  );
  return { priceDelta, onPreview };
}

/** "Edit" in a cube's menu: once the panel shows the cube, its first field takes the focus. */
function useFocusCubeField(
  side: RefObject<HTMLDivElement | null>,
  wanted: boolean,
  done: () => void,
  snapshot: Snapshot,
) {
  useEffect(() => {
    if (!wanted) return;
    const field = side.current?.querySelector<HTMLElement>('[data-testid="cube-panel"] select');
    if (!field) return;
    done();
    field.closest('.cfg-drawer__edit')?.scrollIntoView({ block: 'start' });
    field.focus({ preventScroll: true });
    // `done` is a new function each render; the effect runs for the wish and the panel's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, snapshot, side]);
}
