import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { defaultCatalogue } from '@kubik/design/catalogue/default';
import { quote } from '@kubik/design/quote';
import { builtInCatalogue } from '@kubik/design/validate';
import type { Design } from '@kubik/design/schema/document';
import { addCube, moveCubes, removeElements, setSettings } from './commands.ts';
import { Editor } from './editor.ts';

const grid = JSON.parse(
  readFileSync(new URL('../../../../../../examples/grid-2x2.json', import.meta.url), 'utf8'),
) as Design;

describe('Editor', () => {
  it('keeps the live price equal to a fresh quote through edits, undo and redo', () => {
    const editor = new Editor(grid, defaultCatalogue);
    const { store } = editor;
    const check = () => {
      const fresh = quote(JSON.parse(JSON.stringify(store.design())), builtInCatalogue);
      expect(editor.live.quote().price.goodsCents).toBe(fresh.price!.goodsCents);
      expect(
        editor.live
          .quote()
          .findings.map((f) => f.code)
          .sort(),
      ).toEqual(
        fresh.findings
          .filter((f) => f.code !== 'size_snapped')
          .map((f) => f.code)
          .sort(),
      );
    };
    const before = editor.live.quote().price.goodsCents;
    store.run(addCube(store, { position: { x: 800, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } }).diff);
    check();
    expect(editor.live.quote().price.goodsCents).toBeGreaterThan(before);
    store.run(moveCubes(store, new Map([['cube-1', { x: 800, y: 400, z: 0 }]])));
    check();
    expect(editor.live.quote().findings.some((f) => f.code === 'floating')).toBe(true);
    store.run(setSettings(store, { backs: false }));
    check();
    store.run(removeElements(store, ['c00']));
    check();
    store.undo();
    store.undo();
    check();
    store.redo();
    check();
    editor.dispose();
  });

  it('tells React at most once per slow tick, with one snapshot object between ticks', () => {
    vi.useFakeTimers();
    const editor = new Editor(grid, defaultCatalogue);
    const listener = vi.fn();
    editor.subscribe(listener);
    const first = editor.snapshot();
    expect(editor.snapshot()).toBe(first);
    for (let i = 1; i <= 20; i++)
      editor.store.change(moveCubes(editor.store, new Map([['c00', { x: -i * 10, y: 0, z: 0 }]])));
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(editor.snapshot()).not.toBe(first);
    editor.dispose();
    vi.useRealTimers();
  });

  it("shows a tab, a tool or a selection in the same event (no tick later under the user's next click); a selection waits with a pending change", () => {
    vi.useFakeTimers();
    const editor = new Editor(grid, defaultCatalogue);
    const listener = vi.fn();
    editor.subscribe(listener);
    editor.setDrawer('design');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(editor.snapshot().drawer).toBe('design');
    editor.setTool('add');
    expect(editor.snapshot().tool).toBe('add');
    editor.store.select(['c00']);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(editor.snapshot().selection).toEqual(['c00']);
    // A move is throttled; the selection right after it comes with the move's tick.
    editor.store.change(moveCubes(editor.store, new Map([['c00', { x: -10, y: 0, z: 0 }]])));
    editor.store.select(['c01']);
    expect(listener).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(4);
    expect(editor.snapshot().selection).toEqual(['c01']);
    editor.dispose();
    vi.useRealTimers();
  });
});
