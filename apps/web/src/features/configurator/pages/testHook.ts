// window.__kubik: a small handle for browser tests and the bench, so they can click in 3D
// reliably and time frames. Installed in development, or when localStorage "kubik.testHook" is
// "1" (the tests set it before the page loads); a visitor never gets it.
import { moveCubes } from '../editor/commands.ts';
import type { Editor } from '../editor/editor.ts';
import type { ViewportApi } from '../scene/Viewport.tsx';

interface FrameClock {
  frames(): number;
  lastFrameAt(): number;
}

export interface KubikTestHook {
  design(): unknown;
  selection(): readonly string[];
  select(ids: string[]): void;
  screenOf(id: string): { x: number; y: number } | null;
  screenOfHandle(id: string, axis: 'x' | 'y' | 'z'): { x: number; y: number } | null;
  /** Where the add tool's "+" beside a cube is (face: left, right, top), or null when there is none. */
  screenOfSlot(cube: string, face: string): { x: number; y: number } | null;
  tool(): string;
  frames(): number;
  drawCalls(): number;
  setView(view: 'front' | 'side' | 'top' | 'iso'): void;
  capture(): string | null;
  /** Moves a cube by `dx` mm and resolves with the ms until the next frame was drawn. */
  timeEdit(id: string, dx: number): Promise<number>;
}

function enabled(): boolean {
  try {
    return import.meta.env.DEV || window.localStorage.getItem('kubik.testHook') === '1';
  } catch {
    return false;
  }
}

export function installTestHook(editor: Editor, viewport: () => ViewportApi | null, clock: FrameClock): () => void {
  if (!enabled()) return () => {};
  const hook: KubikTestHook = {
    design: () => editor.store.design(),
    selection: () => editor.store.selection(),
    select: (ids) => editor.store.select(ids),
    screenOf: (id) => viewport()?.screenOf(id) ?? null,
    screenOfHandle: (id, axis) => viewport()?.screenOfHandle(id, axis) ?? null,
    screenOfSlot: (cube, face) => viewport()?.screenOfSlot(cube, face) ?? null,
    tool: () => editor.getTool(),
    frames: () => clock.frames(),
    drawCalls: () => viewport()?.drawCalls() ?? 0,
    setView: (view) => viewport()?.setView(view),
    capture: () => viewport()?.capture() ?? null,
    timeEdit: (id, dx) =>
      new Promise((resolve) => {
        const el = editor.store.get(id);
        if (el?.kind !== 'cube') return resolve(-1);
        const before = clock.frames();
        const started = performance.now();
        editor.store.run(moveCubes(editor.store, new Map([[id, { ...el.position, x: el.position.x + dx }]])));
        const wait = () =>
          clock.frames() > before ? resolve(clock.lastFrameAt() - started) : requestAnimationFrame(wait);
        requestAnimationFrame(wait);
      }),
  };
  (window as unknown as { __kubik?: KubikTestHook }).__kubik = hook;
  return () => {
    if ((window as unknown as { __kubik?: KubikTestHook }).__kubik === hook)
      delete (window as unknown as { __kubik?: KubikTestHook }).__kubik;
  };
}
