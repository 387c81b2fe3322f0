// The configurator itself: scene, toolbar, drawers and summary around one Editor, with the
// project's actions (save, rename, share, duplicate, delete). Pages load a design and render this.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Catalogue } from '@kubik/design/catalogue/schema';
import type { Design } from '@kubik/design/schema/document';
import { formatNumber } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { usePageTitle } from '../../../ui/Page.tsx';
import type { Element } from '@kubik/design/schema/elements';
import { putElements, rename } from '../editor/commands.ts';
import { isDraggable, translate } from '../editor/moving.ts';
import { Editor, type Snapshot } from '../editor/editor.ts';
import { actionFor, typingInField, type Action } from '../editor/keyboard.ts';
import { Drawer } from '../drawers/Drawer.tsx';
import { Assembly } from '../panels/Assembly.tsx';
import { Summary } from '../panels/Summary.tsx';
import { Toolbar } from '../panels/Toolbar.tsx';
import { anchorOf, frameClock, Viewport, type ViewportApi } from '../scene/Viewport.tsx';
import type { MarkerSpec } from '../scene/OverlayLayer.ts';
import type { Locale } from '@kubik/contract/locale';
import { PdfExport } from './PdfExport.tsx';
import { installTestHook } from './testHook.ts';

export interface ScreenProps {
  design: Design;
  catalogue: Catalogue;
  readOnly?: boolean;
  /** Buttons for the project (save, share, …), given the editor. */
  actions?: (editor: Editor, capture: () => string | null) => ReactNode;
  /** Called on every slow tick with the editor (autosave). */
  onTick?: (editor: Editor) => void;
}

export function ConfiguratorScreen({ design, catalogue, readOnly = false, actions, onTick }: ScreenProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [editor] = useState(() => new Editor(design, catalogue, { readOnly }));
  const snapshot = useSyncExternalStore(editor.subscribe, editor.snapshot, editor.snapshot);
  const viewport = useRef<ViewportApi | null>(null);
  const onApi = useCallback((api: ViewportApi | null) => {
    viewport.current = api;
  }, []);
  usePageTitle(snapshot.design.name || t('configurator.untitled'));

  useEffect(() => () => editor.dispose(), [editor]);
  useEffect(() => installTestHook(editor, () => viewport.current, frameClock), [editor]);
  const tickRef = useRef(onTick);
  tickRef.current = onTick;
  useEffect(() => {
    tickRef.current?.(editor);
  }, [editor, snapshot.revision]);

  const capture = useCallback(() => viewport.current?.capture() ?? null, []);

  const run = useCallback(
    (action: Action | 'capture') => {
      const { store } = editor;
      const view = viewport.current;
      // Arrow keys move whatever selected element a drag would move: cubes (never below the
      // floor), walls, lines, labels, connectors, frame bars; a shelf by 10 mm.
      const nudge = (dx: number, dy: number, dz: number) => {
        const moved: Element[] = [];
        for (const id of store.selection()) {
          const el = store.get(id);
          if (el?.kind === 'cube') moved.push(translate(el, { x: dx, y: Math.max(-el.position.y, dy), z: dz }));
          else if (el?.kind === 'shelf') moved.push(translate(el, { x: 0, y: Math.sign(dy) * 10, z: 0 }));
          else if (el && isDraggable(el)) moved.push(translate(el, { x: dx, y: dy, z: dz }));
        }
        store.run(putElements(store, moved));
      };
      const step = 100;
      switch (action) {
        case 'undo': return store.undo();
        case 'redo': return store.redo();
        case 'copy': return void editor.copy();
        case 'paste': return editor.paste();
        case 'duplicate':
          editor.copy();
          return editor.paste();
        case 'delete': return editor.deleteSelection();
        case 'deselect': return store.select([]);
        case 'selectTool': return editor.setTool('select');
        case 'addTool': return editor.setTool('add');
        case 'fit': return view?.fit();
        case 'viewFront': return view?.setView('front');
        case 'viewSide': return view?.setView('side');
        case 'viewTop': return view?.setView('top');
        case 'viewIso': return view?.setView('iso');
        case 'left': return editor.readOnly ? undefined : nudge(-step, 0, 0);
        case 'right': return editor.readOnly ? undefined : nudge(step, 0, 0);
        case 'up': return editor.readOnly ? undefined : nudge(0, step, 0);
        case 'down': return editor.readOnly ? undefined : nudge(0, -step, 0);
        case 'forward': return editor.readOnly ? undefined : nudge(0, 0, step);
        case 'backward': return editor.readOnly ? undefined : nudge(0, 0, -step);
        case 'capture': {
          const url = view?.capture();
          if (!url) return;
          const link = document.createElement('a');
          link.href = url;
          link.download = `${(store.getName() || 'kubik').replace(/[^\p{L}\p{N}_-]+/gu, '-')}.png`;
          link.click();
          return;
        }
      }
    },
    [editor],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typingInField(event.target)) return;
      const action = actionFor(event);
      if (!action) return;
      const editing = !['fit', 'viewFront', 'viewSide', 'viewTop', 'viewIso', 'deselect', 'copy', 'selectTool'].includes(action);
      if (editor.readOnly && editing) return;
      event.preventDefault();
      run(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor, run]);

  const format = useCallback((mm: number) => `${formatNumber(locale, mm)} mm`, [locale]);
  const markers = useMemo(() => findingMarkers(snapshot, locale), [snapshot, locale]);

  return (
    <section className={`cfg${readOnly ? ' cfg--readonly' : ''}`} aria-labelledby="page-title">
      <header className="cfg-head">
        {readOnly ? (
          <h1 id="page-title" className="cfg-head__title">{snapshot.design.name || t('configurator.untitled')}</h1>
        ) : (
          <div className="cfg-head__name">
            <h1 id="page-title" className="visually-hidden">{snapshot.design.name || t('configurator.untitled')}</h1>
            <label className="visually-hidden" htmlFor="cfg-name">{t('configurator.name')}</label>
            <input
              id="cfg-name"
              key={snapshot.design.name}
              className="cfg-head__input"
              defaultValue={snapshot.design.name}
              placeholder={t('configurator.untitled')}
              maxLength={200}
              onBlur={(e) => e.target.value.trim() !== snapshot.design.name && editor.store.run(rename(editor.store, e.target.value.trim()))}
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.currentTarget.blur();
              }}
            />
          </div>
        )}
        <div className="cfg-head__actions">
          {actions?.(editor, capture)}
          <PdfExport editor={editor} locale={locale} />
        </div>
      </header>
      <Toolbar editor={editor} snapshot={snapshot} run={run} />
      <div className="cfg-body">
        <div className="cfg-stage">
          <Viewport editor={editor} snapshot={snapshot} locale={locale} format={format} onApi={onApi} label={t('configurator.sceneLabel')} markers={markers} onCubeTap={() => undefined} onOtherTap={() => undefined} onPreview={() => undefined} />
          {snapshot.tool === 'add' ? <p className="cfg-stage__hint">{t('configurator.toolbar.addHint')}</p> : null}
        </div>
        <div className="cfg-side">
          <Summary editor={editor} snapshot={snapshot} locale={locale} />
          <Assembly editor={editor} snapshot={snapshot} locale={locale} />
          <Drawer editor={editor} snapshot={snapshot} locale={locale} />
        </div>
      </div>
    </section>
  );
}

/** A marker above each flagged element (at most 30), with its findings in the user's language. */
function findingMarkers(snapshot: Snapshot, locale: Locale): MarkerSpec[] {
  const out: MarkerSpec[] = [];
  const byId = new Map(snapshot.design.elements.map((el) => [el.id, el]));
  for (const [id, list] of snapshot.findingsByElement) {
    const el = byId.get(id);
    const shown = list.filter((f) => f.severity !== 'info');
    if (!el || shown.length === 0 || out.length >= 30) continue;
    // Shelves, doors and rails are flagged at their (first) cube.
    const hostId = el.kind === 'shelf' || el.kind === 'slidingDoor' ? el.cubes[0] : el.kind === 'bar' ? el.cube : undefined;
    const at = anchorOf((hostId ? byId.get(hostId) : undefined) ?? el, true);
    if (at) out.push({ id, at, severity: shown.some((f) => f.severity === 'error') ? 'error' : 'warning', title: shown.map((f) => f.message[locale]).join('\n') });
  }
  return out;
}
