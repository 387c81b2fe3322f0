// The selected cube, for customers: where it is (in words), its size from the sizes the workshop
// makes, its colour and material as swatches ("like the design" first), the back panel, what goes
// into it (shelf, doors, rail), a cube beside it or on top — and, folded away, its exact position.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cube } from '@kubik/design/schema/elements';
import type { Locale } from '@kubik/contract/locale';
import { formatMm } from '../../../i18n/format.ts';
import { freeSlots } from '../editor/addSlots.ts';
import { addCube, putElements } from '../editor/commands.ts';
import type { Editor, Snapshot } from '../editor/editor.ts';
import { cellItems } from '../panels/CellMenu.tsx';
import { catalogueHex } from '../scene/colours.ts';
import { finishOptions, finishValue, lookOf, materialOf, parseFinish } from './catalogueOptions.ts';
import { fieldsByKind } from './fields.ts';
import { Swatches } from './Swatches.tsx';

const ElementForm = lazy(() => import('./ElementForm.tsx').then((m) => ({ default: m.ElementForm })));

/** The cube's coordinates, and its id with the advanced tools on (an id is the workshop's word, not a customer's). */
const positionFields = fieldsByKind.cube.filter((f) => f.path.startsWith('position.'));
const exactFields = fieldsByKind.cube.filter((f) => f.path === 'id' || f.path.startsWith('position.'));

export function CubePanel({
  editor,
  snapshot,
  cube,
  locale,
  say,
  advanced,
}: {
  editor: Editor;
  snapshot: Snapshot;
  cube: Cube;
  locale: Locale;
  say: (message: string) => void;
  advanced: boolean;
}) {
  const { t } = useTranslation();
  const { store, catalogue, readOnly } = editor;
  const update = (next: Cube) => store.run(putElements(store, [next]));

  return (
    <div className="cfg-form" data-testid="cube-panel">
      <CubeSizes editor={editor} cube={cube} locale={locale} update={update} />
      <CubeFinish editor={editor} snapshot={snapshot} cube={cube} locale={locale} update={update} />
      {!readOnly ? <CubeAdditions editor={editor} snapshot={snapshot} cube={cube} say={say} /> : null}
      <details className="cfg-exact">
        <summary>{t(advanced ? 'configurator.cube.exact' : 'configurator.cube.exactPosition')}</summary>
        <Suspense fallback={<p className="cfg-hint">{t('configurator.loading')}</p>}>
          <ElementForm
            element={cube}
            fields={advanced ? exactFields : positionFields}
            catalogue={catalogue}
            doc={store}
            names={snapshot.names}
            locale={locale}
            readOnly={readOnly}
            onChange={(next) => store.run(putElements(store, [next]))}
            onRename={(to) => editor.renameElement(cube.id, to)}
          />
        </Suspense>
      </details>
    </div>
  );
}

/** The cube's width, height and depth, each a choice among the sizes the workshop makes. */
function CubeSizes({
  editor,
  cube,
  locale,
  update,
}: {
  editor: Editor;
  cube: Cube;
  locale: Locale;
  update: (next: Cube) => void;
}) {
  const { t } = useTranslation();
  const { catalogue, readOnly } = editor;
  return (
    <div className="cfg-sizes">
      {(['width', 'height', 'depth'] as const).map((dimension) => (
        <div key={dimension} className="cfg-field">
          <label htmlFor={`cfg-size-${dimension}`}>{t(`configurator.fields.size.${dimension}`)}</label>
          <select
            id={`cfg-size-${dimension}`}
            disabled={readOnly}
            value={cube.size[dimension]}
            onChange={(e) => update({ ...cube, size: { ...cube.size, [dimension]: Number(e.target.value) } })}
          >
            {catalogue.allowedSizes[dimension].map((s) => (
              <option key={s} value={s}>
                {formatMm(locale, s)}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  );
}

/** The cube's colour and material as swatches: "like the design" first, then the catalogue's finishes. */
function CubeFinish({
  editor,
  snapshot,
  cube,
  locale,
  update,
}: {
  editor: Editor;
  snapshot: Snapshot;
  cube: Cube;
  locale: Locale;
  update: (next: Cube) => void;
}) {
  const { t } = useTranslation();
  const { catalogue, readOnly } = editor;
  const settings = snapshot.design.settings;
  const own = (patch: Partial<Pick<Cube, 'material' | 'colour'>>) => {
    const next: Cube = { ...cube, ...patch };
    for (const key of ['material', 'colour'] as const) if (next[key] === undefined) delete next[key];
    update(next);
  };
  const designMaterial = materialOf(catalogue, settings.material, 'material');
  const hex = catalogueHex(catalogue);
  const material = materialOf(catalogue, cube.material ?? settings.material, 'material');
  const like = t('configurator.cube.likeDesign');
  return (
    <Swatches
      legend={t('configurator.fields.colourAndMaterial')}
      disabled={readOnly}
      value={
        cube.material !== undefined && material
          ? finishValue(material.id, cube.colour ?? material.colours[0]!)
          : cube.colour !== undefined && material
            ? finishValue(material.id, cube.colour)
            : ''
      }
      onChange={(value) => {
        const chosen = parseFinish(value);
        own(chosen ? { material: chosen.material, colour: chosen.colour } : { material: undefined, colour: undefined });
        editor.showNow();
      }}
      options={[
        ...(designMaterial
          ? [
              {
                value: '',
                label: like,
                title: `${like} (${designMaterial.name[locale]})`,
                hex: hex(
                  settings.colour && designMaterial.colours.includes(settings.colour)
                    ? settings.colour
                    : designMaterial.colours[0],
                ),
                look: lookOf(designMaterial),
              },
            ]
          : []),
        ...finishOptions(catalogue, locale),
      ]}
    />
  );
}

/** What goes into the cube (shelf, doors, rail, back…) and a cube to add beside it or on top. */
function CubeAdditions({
  editor,
  snapshot,
  cube,
  say,
}: {
  editor: Editor;
  snapshot: Snapshot;
  cube: Cube;
  say: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { store, readOnly } = editor;
  const cubes = snapshot.design.elements.filter((el): el is Cube => el.kind === 'cube');
  const slots = freeSlots(cubes, [cube]);
  const beside = (face: 'left' | 'right' | 'top') => {
    const slot = slots.find((s) => s.face === face);
    return (
      <button
        type="button"
        className="button button--secondary cfg-small"
        disabled={readOnly || !slot}
        onClick={() => {
          if (!slot) return;
          const { diff, id } = addCube(store, slot.spec);
          store.run(diff);
          store.select([id]);
        }}
      >
        {t(`configurator.cube.add.${face}`)}
      </button>
    );
  };
  const items = cellItems(editor, cube.id, t, say, () => undefined).filter(
    (item) => item.key !== 'edit' && item.key !== 'delete',
  );
  return (
    <>
      <div className="cfg-actions" role="group" aria-label={t('configurator.cube.inside')}>
        {items.map((item) => (
          <button key={item.key} type="button" className="button button--secondary cfg-small" onClick={item.run}>
            {item.label}
          </button>
        ))}
      </div>
      <div className="cfg-actions" role="group" aria-label={t('configurator.cube.addLabel')}>
        {beside('left')}
        {beside('top')}
        {beside('right')}
      </div>
    </>
  );
}
