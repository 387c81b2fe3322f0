// A cell's menu: tap (or click) a cube and a small menu opens beside it — add a shelf, sliding
// doors, drawers, a hanging rail, the back panel (each with what it adds to the price, said before
// it is chosen), edit it in the panel, delete it. The same actions are the
// cube panel's buttons. Keyboard: Enter on a selected cube opens it; arrows move, Escape closes.
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  addShelf,
  doorFor,
  doorOf,
  drawersOf,
  hasBack,
  toggleBack,
  toggleDoors,
  toggleDrawers,
  toggleRail,
  type CellResult,
} from '../editor/cellActions.ts';
import { removeElements } from '../editor/commands.ts';
import type { Editor } from '../editor/editor.ts';
import { menuKeyDown } from './menuKeys.ts';
import type { MenuPlace } from './menuPlace.ts';

export interface CellItem {
  key: 'shelf' | 'doors' | 'drawers' | 'rail' | 'back' | 'edit' | 'delete';
  label: string;
  run: () => void;
  danger?: boolean;
  /** What it adds to the price, said before it is chosen ("+€120.00"). */
  note?: string;
}

/** The price bar's figure for goods worth `goodsCents`, as the difference from now ("+€120.00"); absent where no price is shown. */
export type PriceDelta = (goodsCentsWith: number) => string;

/** Runs a cell command; a refusal is said in words (the caller shows it). */
function runCell(editor: Editor, result: CellResult, say: (reason: string) => void): void {
  if (!result.ok) return say(result.reason);
  editor.store.run(result.diff);
}

/** The actions on one cube, worded for its current state (doors or rail there to take away, back on or off). */
/**
 * The sliding doors' item (issue 22, defect 1): doors over this cube only when it is wide enough for
 * two leaves; otherwise, said as such, across the run of cubes beside it ("Sliding doors across 3
 * cubes"); the price difference either way. Never a whole row behind the words "add sliding doors".
 */
function doorsItem(
  editor: Editor,
  cubeId: string,
  t: TFunction,
  reason: (key: string) => void,
  price?: PriceDelta,
): CellItem {
  const { store } = editor;
  if (doorOf(store, cubeId))
    return {
      key: 'doors',
      label: t('configurator.cell.removeDoors'),
      run: () => runCell(editor, toggleDoors(store, cubeId), reason),
    };
  const one = doorFor(store, cubeId, 'cube');
  const own = one ? editor.live.tryDoor(one) : undefined;
  if (own?.fits)
    return {
      key: 'doors',
      label: t('configurator.cell.doors'),
      note: price?.(own.price.goodsCents),
      run: () => runCell(editor, toggleDoors(store, cubeId, 'cube'), reason),
    };
  const row = doorFor(store, cubeId, 'row');
  const across = row ? editor.live.tryDoor(row) : undefined;
  if (row && across?.fits)
    return {
      key: 'doors',
      label: t('configurator.cell.doorsRow', { count: row.cubes.length }),
      note: price?.(across.price.goodsCents),
      run: () => runCell(editor, toggleDoors(store, cubeId, 'row'), reason),
    };
  return {
    key: 'doors',
    label: t('configurator.cell.doors'),
    run: () => reason(row ? 'doorTooNarrow' : 'doorNeedsWidth'),
  };
}

/** What an addition adds to the price, tried on the live model first ("+€12.40"); none for a refusal or a removal. */
function noteFor(editor: Editor, result: CellResult, price?: PriceDelta): string | undefined {
  return price && result.ok ? price(editor.live.tryChange(result.diff).price.goodsCents) : undefined;
}

/**
 * Drawers (issue 22): as many as the cube takes, up to four — the most the drawer rules accept,
 * tried on the live model — with their price; a cube that takes none says so when chosen. Fewer
 * are set in the drawers' panel.
 */
function drawersItem(
  editor: Editor,
  cubeId: string,
  t: TFunction,
  reason: (key: string) => void,
  price?: PriceDelta,
): CellItem {
  const { store } = editor;
  if (drawersOf(store, cubeId))
    return {
      key: 'drawers',
      label: t('configurator.cell.removeDrawers'),
      run: () => runCell(editor, toggleDrawers(store, cubeId, 0), reason),
    };
  for (let count = 4; count >= 1; count--) {
    const result = toggleDrawers(store, cubeId, count);
    if (!result.ok) break;
    const tried = editor.live.tryChange(result.diff, result.select);
    if (!tried.refused)
      return {
        key: 'drawers',
        label: t('configurator.cell.drawers', { count }),
        note: price?.(tried.price.goodsCents),
        run: () => runCell(editor, result, reason),
      };
  }
  return { key: 'drawers', label: t('configurator.cell.drawersNone'), run: () => reason('drawersDontFit') };
}

export function cellItems(
  editor: Editor,
  cubeId: string,
  t: TFunction,
  say: (message: string) => void,
  edit: () => void,
  price?: PriceDelta,
): CellItem[] {
  const { store, catalogue } = editor;
  const cube = store.get(cubeId);
  if (cube?.kind !== 'cube') return [];
  const reason = (key: string) => say(t(`configurator.cell.refused.${key}`));
  const rail = [...store.all()].some((el) => el.kind === 'bar' && el.cube === cubeId);
  const back = hasBack(cube, store.getSettings(), catalogue);
  const shelf = addShelf(store, cubeId);
  const railChange = toggleRail(store, cubeId);
  const backChange = toggleBack(store, cubeId, catalogue);
  // A shelf or a rail does not go in with drawers (rules/drawers.ts): said, not tried.
  const drawers = drawersOf(store, cubeId) !== undefined;
  return [
    {
      key: 'shelf',
      label: t('configurator.cell.shelf'),
      note: drawers ? undefined : noteFor(editor, shelf, price),
      run: () => (drawers ? reason('withDrawers') : runCell(editor, shelf, reason)),
    },
    doorsItem(editor, cubeId, t, reason, price),
    drawersItem(editor, cubeId, t, reason, price),
    {
      key: 'rail',
      label: t(rail ? 'configurator.cell.removeRail' : 'configurator.cell.rail'),
      note: rail || drawers ? undefined : noteFor(editor, railChange, price),
      run: () => (drawers && !rail ? reason('withDrawers') : runCell(editor, railChange, reason)),
    },
    {
      key: 'back',
      label: t(back ? 'configurator.cell.removeBack' : 'configurator.cell.back'),
      note: back ? undefined : noteFor(editor, backChange, price),
      run: () => runCell(editor, backChange, reason),
    },
    { key: 'edit', label: t('configurator.cell.edit'), run: edit },
    {
      key: 'delete',
      label: t('configurator.cell.delete'),
      danger: true,
      run: () => store.run(removeElements(store, [cubeId])),
    },
  ];
}

export function CellMenu({
  editor,
  cubeId,
  at,
  title,
  onClose,
  onEdit,
  say,
  price,
}: {
  editor: Editor;
  cubeId: string;
  at: MenuPlace;
  title: string;
  onClose: () => void;
  onEdit: () => void;
  say: (message: string) => void;
  price?: PriceDelta;
}) {
  const { t } = useTranslation();
  const menu = useRef<HTMLDivElement>(null);
  // Each item's price is tried on the live model (a few derivations of the whole price): once per
  // change of the design, not on every render the page makes while the menu is open.
  const latest = useRef({ say, onEdit, price });
  latest.current = { say, onEdit, price };
  const revision = editor.store.revision;
  const items = useMemo(
    () =>
      cellItems(
        editor,
        cubeId,
        t,
        (m) => latest.current.say(m),
        () => latest.current.onEdit(),
        latest.current.price && ((c) => latest.current.price!(c)),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `revision` is the design's change count: the items follow the document
    [editor, cubeId, t, revision],
  );
  // The tap that opened the menu is followed by its compatibility click, late on a busy phone: a
  // pointer's click counts only after a press inside the menu (a key's click has detail 0).
  const pressed = useRef(false);
  useEffect(() => {
    pressed.current = false;
  }, [cubeId, at.x, at.y]);

  useEffect(() => {
    menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus({ preventScroll: true });
  }, [cubeId]);

  return (
    <div
      ref={menu}
      className="cfg-cellmenu"
      role="menu"
      aria-label={title}
      style={{
        left: at.x,
        top: at.y,
        maxHeight: at.maxHeight,
        overflowY: at.maxHeight === undefined ? undefined : 'auto',
      }}
      onPointerDown={() => {
        pressed.current = true;
      }}
      onKeyDown={(event) => menuKeyDown(event, onClose)}
      data-testid="cell-menu"
    >
      <p className="cfg-cellmenu__title" aria-hidden="true">
        {title}
      </p>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="menuitem"
          className={`cfg-cellmenu__item${item.danger ? ' cfg-cellmenu__item--danger' : ''}`}
          onClick={(event) => {
            if (event.detail > 0 && !pressed.current) return;
            item.run();
            if (item.key !== 'back') onClose();
          }}
        >
          {item.label}
          {item.note ? <span className="cfg-cellmenu__note">{item.note}</span> : null}
        </button>
      ))}
    </div>
  );
}
