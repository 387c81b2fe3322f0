// The 3D view on the page: a SceneView with its controller (the editor's changes → the scene) and
// pointer editing, created once per editor. React passes only what changes on the slow tick
// (findings, tool, drawer, the number format); everything per frame happens outside React.
import { useEffect, useRef } from 'react';
import * as THREE from 'three';
import type { Locale } from '@kubik/contract/locale';
import type { AddSlot } from '../editor/addSlots.ts';
import type { Editor, Snapshot } from '../editor/editor.ts';
import type { View } from './camera.ts';
import type { ResizeAxis } from './drag.ts';
import type { MarkerSpec } from './OverlayLayer.ts';
import { attachPointer, type PointerCallbacks } from './pointer.ts';
import { anchorOf, SceneController, type CaptureOptions } from './SceneController.ts';

export { frameClock } from './SceneView.ts';

export interface ViewportApi {
  setView(view: View): void;
  /** What an overlay covers of the scene (px from each side): the picture centres in the rest. */
  setCover(cover: { left: number; top: number; right: number; bottom: number } | null): void;
  fit(): void;
  /** The scene as an image (a data URL) with its labels; clean by default (no selection, no markers). */
  capture(options?: CaptureOptions): string;
  /** Where an element's front face centre is on the page (client pixels), for tests and menus. */
  screenOf(id: string): { x: number; y: number } | null;
  /** Where a selected cube's resize handle is on the page, for tests. */
  screenOfHandle(id: string, axis: ResizeAxis): { x: number; y: number } | null;
  /** Where a "+" of the add tool is on the page, by the cube it would add beside and the face. */
  screenOfSlot(cube: string, face: string): { x: number; y: number } | null;
  drawCalls(): number;
  highlight(ids: readonly string[]): void;
}

interface Props extends PointerCallbacks {
  editor: Editor;
  snapshot: Snapshot;
  locale: Locale;
  format: (mm: number) => string;
  onApi: (api: ViewportApi | null) => void;
  label: string;
  /** The findings' markers in 3D: at each flagged element, in the user's language. */
  markers: MarkerSpec[];
}

export function Viewport({ editor, snapshot, format, onApi, label, markers, onCubeTap, onOtherTap, onPreview }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const ctrl = useRef<SceneController | null>(null);
  const callbacks = useRef<PointerCallbacks>({ onCubeTap, onOtherTap, onPreview });
  callbacks.current = { onCubeTap, onOtherTap, onPreview };

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const controller = new SceneController(el, editor, format);
    ctrl.current = controller;
    const detach = attachPointer(controller, {
      onCubeTap: (id, at) => callbacks.current.onCubeTap(id, at),
      onOtherTap: () => callbacks.current.onOtherTap(),
      onPreview: (slot: AddSlot | null) => callbacks.current.onPreview(slot),
    });
    const { view } = controller;
    const api: ViewportApi = {
      setView: (v) => controller.fit(v),
      setCover: (cover) => view.setCover(cover),
      fit: () => controller.fit(view.camera.getWorldDirection(new THREE.Vector3()).negate()),
      capture: (options) => controller.capture(options),
      screenOf: (id) => {
        const found = editor.store.get(id);
        return found ? controller.screenOf(found) : null;
      },
      screenOfHandle: (id, axis) => {
        const found = editor.store.get(id);
        return found?.kind === 'cube' ? controller.screenOfHandle(found, axis) : null;
      },
      screenOfSlot: (cube, face) => {
        const slot = controller.markers.all().find((s) => s.cube === cube && s.face === face);
        if (!slot) return null;
        const { position: p, size: s } = slot.spec;
        const at = view.toPage({ x: p.x + s.width / 2, y: p.y + s.height / 2, z: p.z + s.depth });
        return { x: at.x, y: at.y };
      },
      drawCalls: () => view.renderer.info.render.calls,
      highlight: (ids) => controller.highlight(ids),
    };
    onApi(api);
    return () => {
      onApi(null);
      detach();
      controller.dispose();
      ctrl.current = null;
    };
    // The controller lives as long as the editor; the format and markers follow in effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, onApi]);

  useEffect(() => {
    ctrl.current?.setSnapshot(snapshot, markers);
  }, [snapshot, markers]);

  useEffect(() => {
    ctrl.current?.setFormat(format);
  }, [format]);

  return <div ref={host} className="cfg-viewport" aria-label={label} role="application" tabIndex={0} />;
}

export { anchorOf };
