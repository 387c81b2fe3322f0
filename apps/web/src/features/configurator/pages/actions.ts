// What the toolbar's buttons and the keyboard's shortcuts do, in one place.
import type { Element } from '@kubik/design/schema/elements';
import { putElements } from '../editor/commands.ts';
import type { Editor } from '../editor/editor.ts';
import type { Action } from '../editor/keyboard.ts';
import { isDraggable, translate } from '../editor/moving.ts';
import type { ViewportApi } from '../scene/Viewport.tsx';

/** The cubes in reading order for the keyboard: bottom row first, left to right, front to back. */
function cubesInOrder(editor: Editor): string[] {
  return [...editor.store.all()]
    .flatMap((el) => (el.kind === 'cube' ? [el] : []))
    .sort((a, b) => a.position.y - b.position.y || a.position.x - b.position.x || b.position.z - a.position.z)
    .map((c) => c.id);
}

export function runAction(editor: Editor, view: ViewportApi | null, action: Exclude<Action, 'menu'>): void {
  const { store } = editor;
  // Arrow keys move whatever selected element a drag would move: cubes (never below the
  // floor), walls, lines, labels, connectors, frame bars; a shelf by 10 mm.
  const nudge = (dx: number, dy: number, dz: number) => {
    if (editor.readOnly) return;
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
    case 'undo':
      return store.undo();
    case 'redo':
      return store.redo();
    case 'copy':
      return void editor.copy();
    case 'paste':
      return editor.paste();
    case 'duplicate':
      editor.copy();
      return editor.paste();
    case 'delete':
      return editor.deleteSelection();
    case 'deselect':
      return store.select([]);
    case 'selectTool':
      return editor.setTool('select');
    case 'addTool':
      return editor.setTool('add');
    case 'next':
    case 'previous': {
      // Selects the next (or previous) cube, so the keyboard reaches every cube in the scene.
      const order = cubesInOrder(editor);
      if (order.length === 0) return;
      const at = order.indexOf(store.selection()[0] ?? '');
      const next =
        at < 0
          ? action === 'next'
            ? 0
            : order.length - 1
          : (at + (action === 'next' ? 1 : order.length - 1)) % order.length;
      store.select([order[next]!]);
      return editor.setDrawer('cube');
    }
    case 'fit':
      return view?.fit();
    case 'viewFront':
      return view?.setView('front');
    case 'viewSide':
      return view?.setView('side');
    case 'viewTop':
      return view?.setView('top');
    case 'viewIso':
      return view?.setView('iso');
    case 'left':
      return nudge(-step, 0, 0);
    case 'right':
      return nudge(step, 0, 0);
    case 'up':
      return nudge(0, step, 0);
    case 'down':
      return nudge(0, -step, 0);
    case 'forward':
      return nudge(0, 0, step);
    case 'backward':
      return nudge(0, 0, -step);
  }
}
