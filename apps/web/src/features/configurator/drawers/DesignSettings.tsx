// The design as a whole: its colour and material as swatches (doors follow them), back panels and
// edge banding, and the hardware — the connector system and, for visible ones, their finish.
// Last, the whole piece's size (panels/ShapePanel.tsx, issue 22).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@kubik/contract/locale';
import { setDesignMaterial } from '../editor/cellActions.ts';
import { setSettings } from '../editor/commands.ts';
import type { Editor, Snapshot } from '../editor/editor.ts';
import { colourOptions, finishOptions, finishValue, materialOf, parseFinish } from './catalogueOptions.ts';
import { Swatches } from './Swatches.tsx';

/** The whole piece's size (issue 22), with the design core's reflow: loaded with the design tab. */
const ShapePanel = lazy(() => import('../panels/ShapePanel.tsx').then((m) => ({ default: m.ShapePanel })));

export function DesignSettings({ editor, snapshot, locale }: { editor: Editor; snapshot: Snapshot; locale: Locale }) {
  const { t } = useTranslation();
  const { store, catalogue, readOnly } = editor;
  const settings = snapshot.design.settings;
  const material = materialOf(catalogue, settings.material, 'material');
  const colour =
    settings.colour !== undefined && material?.colours.includes(settings.colour)
      ? settings.colour
      : material?.colours[0];
  const system = settings.connectorSystem ?? catalogue.defaults.connectorSystem;
  const finishes = catalogue.connectorSystems.find((s) => s.id === system)?.finishes ?? [];
  // A choice here is shown in the same event (the radios are controlled: with the throttled tick
  // the swatch just clicked fell back unchecked for a moment and jumped back with the price).
  const set = (patch: Parameters<typeof setSettings>[1]) => {
    store.run(setSettings(store, patch));
    editor.showNow();
  };
  return (
    <div className="cfg-form" data-testid="design-settings">
      <Swatches
        legend={t('configurator.fields.colourAndMaterial')}
        testId="colour-swatches"
        disabled={readOnly}
        value={material && colour ? finishValue(material.id, colour) : ''}
        onChange={(value) => {
          const chosen = parseFinish(value);
          if (!chosen) return;
          store.run(setDesignMaterial(store, chosen.material, chosen.colour));
          editor.showNow();
        }}
        options={finishOptions(catalogue, locale)}
      />
      <p className="cfg-hint">{t('configurator.design.doorsFollow')}</p>
      <label className="cfg-field cfg-field--check">
        <input
          type="checkbox"
          disabled={readOnly}
          checked={settings.backs ?? catalogue.defaults.backs}
          onChange={(e) => set({ backs: e.target.checked })}
        />
        {t('configurator.fields.backs')}
      </label>
      <label className="cfg-field cfg-field--check">
        <input
          type="checkbox"
          disabled={readOnly}
          checked={settings.edgeBanding !== false}
          onChange={(e) => set({ edgeBanding: e.target.checked })}
        />
        {t('configurator.fields.edgeBanding')}
      </label>
      <fieldset className="cfg-choices" disabled={readOnly}>
        <legend className="cfg-swatches__legend">{t('configurator.fields.connectorSystem')}</legend>
        {catalogue.connectorSystems.map((s) => (
          <label key={s.id} className="cfg-choice">
            <input
              type="radio"
              name="cfg-system"
              value={s.id}
              checked={s.id === system}
              onChange={() => set({ connectorSystem: s.id, connectorFinish: undefined })}
            />
            <span>{s.name[locale]}</span>
          </label>
        ))}
      </fieldset>
      {finishes.length > 1 ? (
        <Swatches
          legend={t('configurator.fields.finish')}
          disabled={readOnly}
          value={
            settings.connectorFinish !== undefined && finishes.includes(settings.connectorFinish)
              ? settings.connectorFinish
              : finishes[0]!
          }
          onChange={(id) => set({ connectorFinish: id })}
          options={colourOptions(catalogue, finishes, locale, 'metal')}
        />
      ) : null}
      {/* Last, so that its loading never moves the fields above. */}
      <Suspense fallback={<p className="cfg-hint">{t('configurator.loading')}</p>}>
        <ShapePanel editor={editor} snapshot={snapshot} locale={locale} />
      </Suspense>
    </div>
  );
}
