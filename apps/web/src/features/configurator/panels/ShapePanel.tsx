// "Size" (issue 22, shape the whole piece): the overall width, height and depth as sliders, each
// with a typed value in mm, and the column width and row height as choices among the catalogue's
// sizes. The grid reflows to the nearest buildable size (`@kubik/design/shape/reflow`); while a
// slider moves the design previews at the snapped size and the price bar follows (the editor's
// slow tick), and releasing it commits one undo step (`editor/reshape.ts`, ShapeSession).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@kubik/contract/locale';
import type { ElementNames } from '@kubik/design/i18n/positions';
import { gridOf, type Dropped, type GridShape, type ShapeTarget, type Size3 } from '@kubik/design/shape/reflow';
import { holdingWidth, widthsFor } from '@kubik/design/shape/runs';
import { formatNumber } from '../../../i18n/format.ts';
import type { Editor, Snapshot } from '../editor/editor.ts';
import { ShapeSession } from '../editor/reshape.ts';

type Axis = keyof Size3;
const axes: readonly Axis[] = ['width', 'height', 'depth'];

/** How far the sliders go, mm: from the smallest cube to a wall of cubes (depth: the catalogue's). */
function limitsOf(allowed: {
  width: readonly number[];
  height: readonly number[];
  depth: readonly number[];
}): Record<Axis, { min: number; max: number }> {
  return {
    width: { min: Math.min(...allowed.width), max: 4800 },
    height: { min: Math.min(...allowed.height), max: 3000 },
    depth: { min: Math.min(...allowed.depth), max: Math.max(...allowed.depth) },
  };
}

export function ShapePanel({ editor, snapshot, locale }: { editor: Editor; snapshot: Snapshot; locale: Locale }) {
  const { t } = useTranslation();
  const { catalogue, readOnly } = editor;
  const grid = useMemo(() => gridOf(snapshot.design.elements), [snapshot.design]);
  const limits = useMemo(() => limitsOf(catalogue.allowedSizes), [catalogue]);
  const [typed, setTyped] = useState<Partial<Record<Axis, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<Axis, string>>>({});
  const size = grid?.size;
  const { drag, dropped, sliders, preview, commit, slide } = useShapeDrag(editor, snapshot, locale, size);
  const n = (v: number) => formatNumber(locale, v);

  if (!grid || !size) {
    return (
      <section className="cfg-shape" aria-labelledby="cfg-shape-title" data-testid="shape-panel">
        <h3 id="cfg-shape-title" className="cfg-swatches__legend">
          {t('configurator.shape.title')}
        </h3>
        <p className="cfg-hint">{t('configurator.shape.empty')}</p>
      </section>
    );
  }

  const type = (axis: Axis) => {
    const text = typed[axis];
    if (text === undefined) return;
    const value = Number(text.trim());
    const { min, max } = limits[axis];
    if (!/^\d+$/.test(text.trim()) || value < min || value > max) {
      setErrors({ ...errors, [axis]: t('configurator.shape.invalid', { min: n(min), max: n(max) }) });
      return;
    }
    setErrors({ ...errors, [axis]: undefined });
    setTyped({ ...typed, [axis]: undefined });
    if (value === size[axis]) return;
    preview({ ...size, [axis]: value });
    commit();
  };
  const choose = (choice: Pick<ShapeTarget, 'columnWidth' | 'rowHeight'>) => {
    preview({ ...size, ...choice });
    commit();
  };

  return (
    <section className="cfg-shape cfg-form" aria-labelledby="cfg-shape-title" data-testid="shape-panel">
      <h3 id="cfg-shape-title" className="cfg-swatches__legend">
        {t('configurator.shape.title')}
      </h3>
      {axes.map((axis) => (
        <ShapeAxis
          key={axis}
          axis={axis}
          limits={limits[axis]}
          value={drag?.[axis] ?? size[axis]}
          text={typed[axis] ?? String(size[axis])}
          error={errors[axis]}
          readOnly={readOnly}
          locale={locale}
          slider={(el) => {
            sliders.current[axis] = el;
          }}
          onSlide={(value) => slide(axis, value)}
          onRelease={commit}
          onText={(text) => setTyped({ ...typed, [axis]: text })}
          onTyped={() => type(axis)}
        />
      ))}
      <ShapeGridChoices editor={editor} snapshot={snapshot} locale={locale} shape={grid.shape} onChoose={choose} />
      <p className="cfg-hint" role="status" data-testid="shape-grid">
        {t('configurator.shape.grid', {
          columns: grid.shape.columns,
          rows: grid.shape.rows,
          width: n(grid.shape.columnWidth),
          height: n(grid.shape.rowHeight),
          depth: n(grid.shape.depth),
        })}
      </p>
      {dropped ? (
        <p className="cfg-hint cfg-hint--strong" role="status" data-testid="shape-dropped">
          {dropped}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The sliders' session: while one moves the design previews at the snapped size (`drag` holds the
 * finger's values), and releasing it commits one undo step and says what the new size left out.
 */
function useShapeDrag(editor: Editor, snapshot: Snapshot, locale: Locale, size: Size3 | undefined) {
  const { t } = useTranslation();
  const { store, catalogue } = editor;
  const session = useMemo(() => new ShapeSession(store, catalogue), [store, catalogue]);
  /** The slider values while one moves (the finger's, not the snapped size). */
  const [drag, setDrag] = useState<Size3 | null>(null);
  const dragRef = useRef<Size3 | null>(null);
  const [dropped, setDropped] = useState<string | null>(null);
  const start = useRef<{ size: Size3; names: ElementNames } | null>(null);
  const lastDropped = useRef<Dropped[]>([]);
  const sliders = useRef<Partial<Record<Axis, HTMLInputElement | null>>>({});

  const preview = (target: ShapeTarget) => {
    if (!session.active) start.current = { size: size!, names: snapshot.names };
    const step = session.preview(target);
    lastDropped.current = step?.dropped ?? [];
  };
  const commit = () => {
    if (!session.active) return;
    session.commit();
    dragRef.current = null;
    setDrag(null);
    editor.flush();
    const names = start.current?.names;
    const list = lastDropped.current.map((d) => names?.phrase(d.id)?.[locale] ?? t(`configurator.kinds.${d.kind}`));
    setDropped(list.length > 0 ? t('configurator.shape.dropped', { list: list.join(', ') }) : null);
    start.current = null;
  };
  // A range input says "released" with its change event (after a drag, or after each key press).
  useEffect(() => {
    const inputs = axes.map((axis) => sliders.current[axis]).filter((el): el is HTMLInputElement => !!el);
    for (const el of inputs) el.addEventListener('change', commit);
    return () => {
      for (const el of inputs) el.removeEventListener('change', commit);
    };
  });
  const slide = (axis: Axis, value: number) => {
    const base = dragRef.current ?? start.current?.size ?? size!;
    const next = { ...base, [axis]: value };
    dragRef.current = next;
    setDrag(next);
    setDropped(null);
    preview(next);
  };
  return { drag, dropped, sliders, preview, commit, slide };
}

/** The column width (the widths that hold the rows, and the current one) and the row height, as choices. */
function ShapeGridChoices({
  editor,
  snapshot,
  locale,
  shape,
  onChoose,
}: {
  editor: Editor;
  snapshot: Snapshot;
  locale: Locale;
  shape: GridShape;
  onChoose: (choice: Pick<ShapeTarget, 'columnWidth' | 'rowHeight'>) => void;
}) {
  const { t } = useTranslation();
  const { catalogue, readOnly } = editor;
  const n = (v: number) => formatNumber(locale, v);
  const widths = [
    ...new Set([
      ...widthsFor(
        shape.rows,
        catalogue.allowedSizes.width,
        holdingWidth(catalogue, snapshot.design.settings.material),
      ),
      shape.columnWidth,
    ]),
  ].sort((a, b) => a - b);
  return (
    <div className="cfg-sizes cfg-sizes--two">
      <label className="cfg-field">
        {t('configurator.shape.columnWidth')}
        <select
          disabled={readOnly}
          value={shape.columnWidth}
          onChange={(e) => onChoose({ columnWidth: Number(e.target.value) })}
        >
          {widths.map((w) => (
            <option key={w} value={w}>
              {n(w)} mm
            </option>
          ))}
        </select>
      </label>
      <label className="cfg-field">
        {t('configurator.shape.rowHeight')}
        <select
          disabled={readOnly}
          value={shape.rowHeight}
          onChange={(e) => onChoose({ rowHeight: Number(e.target.value) })}
        >
          {catalogue.allowedSizes.height.map((h) => (
            <option key={h} value={h}>
              {n(h)} mm
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** One size: a slider (released: one undo step) and a box to type the millimetres in, with its error. */
function ShapeAxis({
  axis,
  limits,
  value,
  text,
  error,
  readOnly,
  locale,
  slider,
  onSlide,
  onRelease,
  onText,
  onTyped,
}: {
  axis: Axis;
  limits: { min: number; max: number };
  value: number;
  text: string;
  error: string | undefined;
  readOnly: boolean;
  locale: Locale;
  slider: (el: HTMLInputElement | null) => void;
  onSlide: (value: number) => void;
  onRelease: () => void;
  onText: (text: string) => void;
  onTyped: () => void;
}) {
  const { t } = useTranslation();
  const id = `cfg-shape-${axis}`;
  return (
    <div className={`cfg-shape__axis${error ? ' cfg-field--invalid' : ''}`}>
      <label className="cfg-shape__label" htmlFor={`${id}-range`}>
        {t(`configurator.shape.${axis}`)}
      </label>
      <div className="cfg-shape__controls">
        <input
          ref={slider}
          id={`${id}-range`}
          type="range"
          className="cfg-shape__range"
          min={limits.min}
          max={limits.max}
          step={10}
          disabled={readOnly}
          value={value}
          aria-valuetext={`${formatNumber(locale, value)} mm`}
          onChange={(e) => onSlide(Number(e.target.value))}
          onPointerUp={onRelease}
          onKeyUp={onRelease}
          onBlur={onRelease}
        />
        <input
          id={`${id}-mm`}
          className="cfg-shape__mm"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          disabled={readOnly}
          aria-label={t(`configurator.shape.${axis}Mm`)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={text}
          onChange={(e) => onText(e.target.value)}
          onBlur={onTyped}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onTyped();
          }}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="cfg-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
