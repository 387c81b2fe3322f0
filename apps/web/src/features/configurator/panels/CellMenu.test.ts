// A cube's menu says what each addition costs before it is chosen, from the same derivation as the
// price bar, and offers as many drawers as the drawer rules accept.
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { defaultCatalogue } from '@kubik/design/catalogue/default';
import type { Design } from '@kubik/design/schema/document';
import { Editor } from '../editor/editor.ts';
import { cellItems } from './CellMenu.tsx';

const t = ((key: string, options?: { count?: number }) =>
  options?.count === undefined ? key : `${key}:${options.count}`) as unknown as TFunction;
const cube = (id: string, width: number, height: number, depth: number) => ({
  id,
  kind: 'cube' as const,
  position: { x: 0, y: 0, z: 0 },
  size: { width, height, depth },
});
const designOf = (elements: unknown[]): Design => ({ schemaVersion: 1, name: 'T', settings: {}, elements }) as Design;
/** The goods price after an addition, as the note says it: the difference in cents. */
const cents = (editor: Editor) => (goodsCentsWith: number) =>
  String(goodsCentsWith - editor.live.quote().price.goodsCents);

describe("a cube's menu", () => {
  it('offers three drawers in the 600 × 600 × 500 cube of the worked example, priced as the editor prices them once added', () => {
    const editor = new Editor(designOf([cube('a', 600, 600, 500)]), defaultCatalogue);
    try {
      const items = cellItems(
        editor,
        'a',
        t,
        () => undefined,
        () => undefined,
        cents(editor),
      );
      const drawers = items.find((i) => i.key === 'drawers')!;
      expect(drawers.label).toMatch(/^configurator\.cell\.drawers:[1-4]$/);
      const before = editor.live.quote().price.goodsCents;
      const note = Number(drawers.note);
      expect(note).toBeGreaterThan(0);
      drawers.run();
      const added = editor.store.design().elements.find((el) => el.kind === 'drawers');
      expect(added).toMatchObject({ kind: 'drawers', cube: 'a', count: Number(drawers.label.split(':')[1]) });
      editor.flush();
      expect(editor.live.quote().price.goodsCents - before).toBe(note);
      expect(editor.live.quote().findings.filter((f) => f.severity === 'error')).toEqual([]);
      // With drawers in, the item takes them out again; a shelf or a rail is refused in words.
      const said: string[] = [];
      const again = cellItems(
        editor,
        'a',
        t,
        (m) => said.push(m),
        () => undefined,
        cents(editor),
      );
      expect(again.find((i) => i.key === 'drawers')!.label).toBe('configurator.cell.removeDrawers');
      again.find((i) => i.key === 'shelf')!.run();
      expect(said).toEqual(['configurator.cell.refused.withDrawers']);
      expect(again.find((i) => i.key === 'shelf')!.note).toBeUndefined();
    } finally {
      editor.dispose();
    }
  });

  it('says what a shelf and a rail add before they are chosen, as the price bar adds it after', () => {
    const editor = new Editor(designOf([cube('a', 600, 600, 500)]), defaultCatalogue);
    try {
      for (const key of ['shelf', 'rail'] as const) {
        const item = cellItems(
          editor,
          'a',
          t,
          () => undefined,
          () => undefined,
          cents(editor),
        ).find((i) => i.key === key)!;
        const before = editor.live.quote().price.goodsCents;
        item.run();
        editor.flush();
        expect(editor.live.quote().price.goodsCents - before).toBe(Number(item.note));
        expect(Number(item.note)).toBeGreaterThan(0);
      }
    } finally {
      editor.dispose();
    }
  });

  it('says drawers do not fit a cube too shallow for the shortest runner, and adds nothing', () => {
    const editor = new Editor(designOf([cube('a', 600, 600, 200)]), defaultCatalogue);
    try {
      const said: string[] = [];
      const drawers = cellItems(
        editor,
        'a',
        t,
        (m) => said.push(m),
        () => undefined,
        cents(editor),
      ).find((i) => i.key === 'drawers')!;
      expect(drawers.label).toBe('configurator.cell.drawersNone');
      expect(drawers.note).toBeUndefined();
      drawers.run();
      expect(said).toEqual(['configurator.cell.refused.drawersDontFit']);
      expect(editor.store.design().elements).toHaveLength(1);
    } finally {
      editor.dispose();
    }
  });
});
