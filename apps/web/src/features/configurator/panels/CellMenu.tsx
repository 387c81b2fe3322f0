// A cell's menu: tap (or click) a cube and a small menu opens beside it — add a shelf, sliding
// doors, a hanging rail, the back panel, edit it in the panel, delete it. The same actions are the
// cube panel's buttons. Keyboard: Enter on a selected cube opens it; arrows move, Escape closes.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { addShelf, doorFor, doorOf, hasBack, toggleBack, toggleDoors, toggleRail, type CellResult } from '../editor/cellActions.ts';
import { removeElements } from '../editor/commands.ts';
import type { Editor } from '../editor/editor.ts';
import { menuKeyDown } from './menuKeys.ts';
import type { MenuPlace } from './menuPlace.ts';

export interface CellItem {
  key: 'shelf' | 'doors' | 'rail' | 'back' | 'edit' | 'delete';
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
function doorsItem(editor: Editor, cubeId: string, t: TFunction, reason: (key: string) => void, price?: PriceDelta): CellItem {
  const { store } = editor;
  if (doorOf(store, cubeId)) return { key: 'doors', label: t('configurator.cell.removeDoors'), run: () => runCell(editor, toggleDoors(store, cubeId), reason) };
  const one = doorFor(store, cubeId, 'cube');
  const own = one ? editor.live.tryDoor(one) : undefined;
  if (own?.fits) return { key: 'doors', label: t('configurator.cell.doors'), note: price?.(own.price.goodsCents), run: () => runCell(editor, toggleDoors(store, cubeId, 'cube'), reason) };
  const row = doorFor(store, cubeId, 'row');
  const across = row ? editor.live.tryDoor(row) : undefined;
  if (row && across?.fits) return { key: 'doors', label: t('configurator.cell.doorsRow', { count: row.cubes.length }), note: price?.(across.price.goodsCents), run: () => runCell(editor, toggleDoors(store, cubeId, 'row'), reason) };
  return { key: 'doors', label: t('configurator.cell.doors'), run: () => reason(row ? 'doorTooNarrow' : 'doorNeedsWidth') };
}

export function cellItems(editor: Editor, cubeId: string, t: TFunction, say: (message: string) => void, edit: () => void, price?: PriceDelta): CellItem[] {
  const { store, catalogue } = editor;
  const cube = store.get(cubeId);
  if (cube?.kind !== 'cube') return [];
  const reason = (key: string) => say(t(`configurator.cell.refused.${key}`));
  const rail = [...store.all()].some((el) => el.kind === 'bar' && el.cube === cubeId);
  const back = hasBack(cube, store.getSettings(), catalogue);
  return [
    { key: 'shelf', label: t('configurator.cell.shelf'), run: () => runCell(editor, addShelf(store, cubeId), reason) },
    doorsItem(editor, cubeId, t, reason, price),
    { key: 'rail', label: t(rail ? 'configurator.cell.removeRail' : 'configurator.cell.rail'), run: () => runCell(editor, toggleRail(store, cubeId), reason) },
    { key: 'back', label: t(back ? 'configurator.cell.removeBack' : 'configurator.cell.back'), run: () => runCell(editor, toggleBack(store, cubeId, catalogue), reason) },
    { key: 'edit', label: t('configurator.cell.edit'), run: edit },
    { key: 'delete', label: t('configurator.cell.delete'), danger: true, run: () => store.run(removeElements(store, [cubeId])) },
  ];
}

export function CellMenu({ editor, cubeId, at, title, onClose, onEdit, say, price }: { editor: Editor; cubeId: string; at: MenuPlace; title: string; onClose: () => void; onEdit: () => void; say: (message: string) => void; price?: PriceDelta }) {
  const { t } = useTranslation();
  const menu = useRef<HTMLDivElement>(null);
  const items = cellItems(editor, cubeId, t, say, onEdit, price);
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
    <div ref={menu} className="cfg-cellmenu" role="menu" aria-label={title} style={{ left: at.x, top: at.y, maxHeight: at.maxHeight, overflowY: at.maxHeight === undefined ? undefined : 'auto' }}
      onPointerDown={() => {
        pressed.current = true;
      }}
      onKeyDown={(event) => menuKeyDown(event, onClose)}
      data-testid="cell-menu"
    >
      <p className="cfg-cellmenu__title" aria-hidden="true">{title}</p>
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
