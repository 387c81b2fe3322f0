// The side panel's editing part (a bottom sheet on phones): a tab for the design and one per
// element kind (the seed's drawers). A kind lists its elements by where they are — hovering a row
// lights the element up in 3D — adds one, and edits the selected one: a cube in customer terms
// (CubePanel), the other kinds field by field, with exact coordinates folded away.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Element, ElementKind } from '@kubik/design/schema/elements';
import type { Locale } from '@kubik/contract/locale';
import { putElements, removeElements } from '../editor/commands.ts';
import { extendDoor } from '../editor/cellActions.ts';
import { newElement } from '../editor/defaults.ts';
import type { Editor, Snapshot } from '../editor/editor.ts';
import { useFindingMessage } from '../editor/findingMessage.ts';
import { CubePanel } from './CubePanel.tsx';
import { DesignSettings } from './DesignSettings.tsx';
import { DrawerTabs, useAdvancedTools } from './DrawerTabs.tsx';
import { fieldsByKind, type Field } from './fields.ts';

const ElementForm = lazy(() => import('./ElementForm.tsx').then((m) => ({ default: m.ElementForm })));

/** Kinds that go into a cube: adding one needs a cube to put it in. */
const hosted: ReadonlySet<ElementKind> = new Set(['shelf', 'slidingDoor', 'bar', 'connector']);

/** Coordinates and the element's id: kept under "Exact position" for those who want them. */
const exact = (f: Field) => f.type === 'id' || /^(position|start|end|at|origin)\./.test(f.path);
/** The element's id is the workshop's word for it: shown with the advanced tools only (defect 5 of issue 22). */
const exactFor = (advanced: boolean) => (f: Field) => exact(f) && (advanced || f.type !== 'id');

export function Drawer({
  editor,
  snapshot,
  locale,
  highlight,
  say,
}: {
  editor: Editor;
  snapshot: Snapshot;
  locale: Locale;
  highlight: (ids: readonly string[]) => void;
  say: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { store, readOnly } = editor;
  const kind = snapshot.drawer;
  const elements = snapshot.design.elements;
  const ofKind = kind === 'design' ? [] : elements.filter((el) => el.kind === kind);
  const selected = ofKind.find((el) => snapshot.selection.includes(el.id));
  const cubeSelected = snapshot.selection.some((id) => store.get(id)?.kind === 'cube');
  const [advanced, setAdvanced] = useAdvancedTools();
  const { hint, add } = useAddElement(editor, elements, cubeSelected);

  const title = (el: Element) => {
    const place = snapshot.names.place(el.id)?.[locale];
    const phrase = snapshot.names.phrase(el.id)?.[locale] ?? el.id;
    const text = el.kind === 'cube' ? place || t('configurator.drawer.onlyCube') : phrase;
    return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  };

  return (
    <div className="cfg-drawer">
      <DrawerTabs
        open={kind}
        counts={(k) => (k === 'design' ? 0 : elements.filter((el) => el.kind === k).length)}
        onOpen={(k) => editor.setDrawer(k)}
        advanced={advanced}
        setAdvanced={setAdvanced}
      />
      <div className="cfg-drawer__body" role="tabpanel" id="cfg-kind-panel" aria-labelledby={`cfg-kind-${kind}`}>
        {kind === 'design' ? (
          <DesignSettings editor={editor} snapshot={snapshot} locale={locale} />
        ) : (
          <>
            <div className="cfg-drawer__head">
              <h2 className="cfg-drawer__title">{t(`configurator.kinds.${kind}`)}</h2>
              {!readOnly && kind !== 'room' ? (
                <button type="button" className="button button--secondary cfg-small" onClick={() => add(kind)}>
                  {t(`configurator.drawer.addKind.${kind}`)}
                </button>
              ) : null}
              {!readOnly && kind === 'room' && ofKind.length === 0 ? (
                <button type="button" className="button button--secondary cfg-small" onClick={() => add('room')}>
                  {t('configurator.drawer.addKind.room')}
                </button>
              ) : null}
            </div>
            {hint ? (
              <p className="cfg-hint cfg-hint--strong" role="status">
                {hint}
              </p>
            ) : null}
            {kind === 'connector' ? <p className="cfg-hint">{t('configurator.drawer.connectorHint')}</p> : null}
            {ofKind.length === 0 ? <p className="cfg-hint">{t(`configurator.drawer.none.${kind}`)}</p> : null}
            <ElementList
              store={store}
              snapshot={snapshot}
              label={t(`configurator.kinds.${kind}`)}
              ofKind={ofKind}
              title={title}
              highlight={highlight}
            />
            {ofKind.length > 200 ? (
              <p className="cfg-hint">{t('configurator.drawer.more', { count: ofKind.length - 200 })}</p>
            ) : null}
            {selected ? (
              <ElementEditor
                editor={editor}
                snapshot={snapshot}
                selected={selected}
                locale={locale}
                say={say}
                advanced={advanced}
                title={title}
              />
            ) : ofKind.length > 0 ? (
              <p className="cfg-hint">{t('configurator.drawer.pick')}</p>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

/** Adding an element of a kind, and the hint said when it needs a cube selected (or made) first. */
function useAddElement(editor: Editor, elements: readonly Element[], cubeSelected: boolean) {
  const { t } = useTranslation();
  const { store } = editor;
  const [hint, setHint] = useState<string | null>(null);
  const add = (k: ElementKind) => {
    if (hosted.has(k) && !cubeSelected) {
      setHint(
        t(
          elements.some((el) => el.kind === 'cube')
            ? 'configurator.drawer.selectCubeFirst'
            : 'configurator.drawer.addCubeFirst',
        ),
      );
      return;
    }
    const el = newElement(store, k, store.selection());
    if (!el) return;
    setHint(null);
    store.run(putElements(store, [el]));
    store.select([el.id]);
  };
  return { hint, add };
}

/** The kind's elements by where they are (the first 200): a row selects one, hovering or focusing it lights it up. */
function ElementList({
  store,
  snapshot,
  label,
  ofKind,
  title,
  highlight,
}: {
  store: Editor['store'];
  snapshot: Snapshot;
  label: string;
  ofKind: readonly Element[];
  title: (el: Element) => string;
  highlight: (ids: readonly string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="cfg-list" aria-label={label}>
      {ofKind.slice(0, 200).map((el) => {
        const flagged = snapshot.findingsByElement.get(el.id)?.some((f) => f.severity !== 'info');
        const on = snapshot.selection.includes(el.id);
        return (
          <li key={el.id}>
            <button
              type="button"
              className={`cfg-list__item${on ? ' cfg-list__item--selected' : ''}`}
              aria-pressed={on}
              data-element={el.id}
              onClick={(e) => store.select(e.shiftKey ? [...snapshot.selection, el.id] : [el.id])}
              onMouseEnter={() => highlight([el.id])}
              onMouseLeave={() => highlight([])}
              onFocus={() => highlight([el.id])}
              onBlur={() => highlight([])}
            >
              {title(el)}
              {flagged ? (
                <span className="cfg-flag" role="img" aria-label={t('configurator.findings.flagged')}>
                  !
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The selected element: its findings, its form (a cube in customer terms), and what can be done to it. */
function ElementEditor({
  editor,
  snapshot,
  selected,
  locale,
  say,
  advanced,
  title,
}: {
  editor: Editor;
  snapshot: Snapshot;
  selected: Element;
  locale: Locale;
  say: (message: string) => void;
  advanced: boolean;
  title: (el: Element) => string;
}) {
  const { t } = useTranslation();
  const message = useFindingMessage(snapshot, locale);
  const { store, catalogue, readOnly } = editor;
  const update = (next: Element) => store.run(putElements(store, [next]));
  return (
    <section className="cfg-drawer__edit" aria-label={title(selected)}>
      <h3 className="cfg-drawer__subtitle">{title(selected)}</h3>
      {(snapshot.findingsByElement.get(selected.id) ?? [])
        .filter((f) => f.severity !== 'info')
        .map((f, i) => (
          <p key={i} className={`cfg-finding cfg-finding--${f.severity}`}>
            {message(f)}
          </p>
        ))}
      {selected.kind === 'cube' ? (
        <CubePanel editor={editor} snapshot={snapshot} cube={selected} locale={locale} say={say} advanced={advanced} />
      ) : (
        <Suspense fallback={<p className="cfg-hint">{t('configurator.loading')}</p>}>
          <ElementForm
            element={selected}
            fields={fieldsByKind[selected.kind].filter((f) => !exact(f))}
            catalogue={catalogue}
            doc={store}
            names={snapshot.names}
            locale={locale}
            readOnly={readOnly}
            onChange={update}
            onRename={(to) => editor.renameElement(selected.id, to)}
          />
          <details className="cfg-exact">
            <summary>{t(advanced ? 'configurator.cube.exact' : 'configurator.cube.exactPosition')}</summary>
            <ElementForm
              element={selected}
              fields={fieldsByKind[selected.kind].filter(exactFor(advanced))}
              catalogue={catalogue}
              doc={store}
              names={snapshot.names}
              locale={locale}
              readOnly={readOnly}
              onChange={update}
              onRename={(to) => editor.renameElement(selected.id, to)}
            />
          </details>
        </Suspense>
      )}
      {!readOnly && selected.kind === 'slidingDoor' && extendDoor(store, selected.id) ? (
        <button
          type="button"
          className="button button--secondary cfg-small"
          onClick={() => {
            const diff = extendDoor(store, selected.id);
            if (diff) store.run(diff);
          }}
        >
          {t('configurator.drawer.extendDoor')}
        </button>
      ) : null}
      {!readOnly ? (
        <button
          type="button"
          className="button button--secondary cfg-small cfg-delete"
          onClick={() => store.run(removeElements(store, store.selection()))}
        >
          {t('configurator.actions.deleteThis')}
        </button>
      ) : null}
    </section>
  );
}
