// The editor's sections: materials, colours, edge banding, hardware, machining, shipping zones and
// VAT. Rows are added and removed where the schema allows (every table keeps at least one row); ids
// are editable only on rows added in this draft, since saved designs and orders name the old ones.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { colourFinishes, hardwareKinds, type Catalogue } from '@kubik/design/catalogue/schema';
import type { ShippingTable } from '@kubik/shop/shipping';
import { useLocale } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/Button.tsx';
import { freeId, pathKey, type Draft, type Path } from './draft.ts';
import {
  CheckboxInput,
  MoneyInput,
  NameInputs,
  NumberInput,
  SelectInput,
  TextInput,
  useEditor,
  useIssueText,
} from './fields.tsx';

export const sectionIds = ['materials', 'colours', 'edgeBandings', 'hardware', 'machining', 'shipping', 'vat'] as const;
export type SectionId = (typeof sectionIds)[number];

type RowsProps = {
  draft: Draft;
  saved: Set<string>;
  onAdd: (path: Path, row: unknown) => void;
  onRemove: (path: Path, index: number) => void;
};

function RowCard({
  title,
  children,
  onRemove,
  canRemove,
}: {
  title: string;
  children: ReactNode;
  onRemove: () => void;
  canRemove: boolean;
}) {
  const { t } = useTranslation();
  const { disabled } = useEditor();
  return (
    <fieldset className="catalogue-row">
      <legend className="catalogue-row__title">{title}</legend>
      <div className="catalogue-row__fields">{children}</div>
      <Button
        variant="ghost"
        className="catalogue-row__remove"
        disabled={disabled || !canRemove}
        onClick={onRemove}
        aria-label={t('adminCatalogue.removeRow', { name: title })}
      >
        {t('adminCatalogue.remove')}
      </Button>
    </fieldset>
  );
}

function IdInput({ path, value, saved }: { path: Path; value: string; saved: boolean }) {
  const { t } = useTranslation();
  const { issues } = useEditor();
  const text = useIssueText();
  const issue = issues.get(pathKey(path));
  if (!saved) return <TextInput path={path} label={t('adminCatalogue.fields.id')} value={value} />;
  return (
    <div className="field catalogue-field">
      <span className="field__label">{t('adminCatalogue.fields.id')}</span>
      <code className="catalogue-field__id">{value}</code>
      {issue ? <p className="field__error">{text(issue)}</p> : null}
    </div>
  );
}

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { disabled } = useEditor();
  return (
    <Button variant="secondary" disabled={disabled} onClick={onClick}>
      {label}
    </Button>
  );
}

const newName = (n: string) => ({ sl: n, en: n, es: n });

export function MaterialsSection({ draft, saved, onAdd, onRemove }: RowsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { set, issues, disabled } = useEditor();
  const text = useIssueText();
  const c = draft.catalogue;
  return (
    <div className="catalogue-rows">
      {c.materials.map((m, i) => {
        const at = ['materials', i] as const;
        return (
          <RowCard
            key={i}
            title={m.name[locale] || m.id}
            canRemove={c.materials.length > 1}
            onRemove={() => onRemove(['materials'], i)}
          >
            <IdInput path={[...at, 'id']} value={m.id} saved={saved.has(`materials:${m.id}`)} />
            <NameInputs path={[...at, 'name']} name={m.name} />
            <MoneyInput
              path={[...at, 'priceCentsPerM2']}
              label={t('adminCatalogue.fields.pricePerM2')}
              cents={m.priceCentsPerM2}
            />
            <SelectInput
              path={[...at, 'kind']}
              label={t('adminCatalogue.fields.kind')}
              value={m.kind}
              options={(['chipboard', 'plywood', 'mdf', 'hdf'] as const).map((k) => ({
                value: k,
                label: t(`adminCatalogue.kinds.${k}`),
              }))}
            />
            <NumberInput
              path={[...at, 'thicknessMm']}
              label={t('adminCatalogue.fields.thicknessMm')}
              value={m.thicknessMm}
              unit="mm"
            />
            <NumberInput
              path={[...at, 'densityKgPerM3']}
              label={t('adminCatalogue.fields.density')}
              value={m.densityKgPerM3}
              unit="kg/m³"
            />
            <NumberInput
              path={[...at, 'modulusMPa']}
              label={t('adminCatalogue.fields.modulus')}
              value={m.modulusMPa}
              unit="MPa"
            />
            <SelectInput
              path={[...at, 'edgeBanding']}
              label={t('adminCatalogue.fields.edgeBanding')}
              value={m.edgeBanding}
              options={c.edgeBandings.map((b) => ({ value: b.id, label: b.name[locale] }))}
            />
            <CheckboxInput path={[...at, 'grain']} label={t('adminCatalogue.fields.grain')} checked={m.grain} />
            <fieldset className="catalogue-colours">
              <legend className="field__label">{t('adminCatalogue.fields.colours')}</legend>
              {c.colours.map((k) => (
                <label key={k.id} className="catalogue-check">
                  <input
                    type="checkbox"
                    disabled={disabled}
                    checked={m.colours.includes(k.id)}
                    onChange={(e) =>
                      set(
                        [...at, 'colours'],
                        e.target.checked ? [...m.colours, k.id] : m.colours.filter((x) => x !== k.id),
                      )
                    }
                  />
                  <span className="catalogue-swatch" style={{ background: k.hex }} aria-hidden="true" />
                  {k.name[locale]}
                </label>
              ))}
              {m.colours.flatMap((k, j) => {
                const issue = issues.get(pathKey([...at, 'colours', j]));
                return issue
                  ? [
                      <p key={k} className="field__error">
                        {text(issue)}
                      </p>,
                    ]
                  : [];
              })}
              {issues.has(pathKey([...at, 'colours'])) ? (
                <p className="field__error">{text(issues.get(pathKey([...at, 'colours']))!)}</p>
              ) : null}
            </fieldset>
          </RowCard>
        );
      })}
      <AddButton
        label={t('adminCatalogue.add.materials')}
        onClick={() =>
          onAdd(['materials'], {
            ...c.materials[0]!,
            id: freeId(c.materials, 'new-material'),
            name: newName(t('adminCatalogue.add.materials')),
          })
        }
      />
    </div>
  );
}

export function ColoursSection({ draft, saved, onAdd, onRemove }: RowsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { set, disabled } = useEditor();
  const c = draft.catalogue;
  return (
    <div className="catalogue-rows">
      {c.colours.map((k, i) => (
        <RowCard
          key={i}
          title={k.name[locale] || k.id}
          canRemove={c.colours.length > 1}
          onRemove={() => onRemove(['colours'], i)}
        >
          <IdInput path={['colours', i, 'id']} value={k.id} saved={saved.has(`colours:${k.id}`)} />
          <NameInputs path={['colours', i, 'name']} name={k.name} />
          <div className="catalogue-field__hex">
            <TextInput path={['colours', i, 'hex']} label={t('adminCatalogue.fields.hex')} value={k.hex} />
            <input
              type="color"
              aria-label={t('adminCatalogue.fields.hex')}
              value={/^#[0-9a-fA-F]{6}$/.test(k.hex) ? k.hex : '#000000'}
              disabled={disabled}
              onChange={(e) => set(['colours', i, 'hex'], e.target.value)}
            />
          </div>
          <SelectInput
            path={['colours', i, 'finish']}
            label={t('adminCatalogue.fields.finish')}
            value={k.finish}
            options={colourFinishes.map((f) => ({ value: f, label: t(`adminCatalogue.finishes.${f}`) }))}
          />
        </RowCard>
      ))}
      <AddButton
        label={t('adminCatalogue.add.colours')}
        onClick={() =>
          onAdd(['colours'], {
            id: freeId(c.colours, 'new-colour'),
            name: newName(t('adminCatalogue.add.colours')),
            hex: '#cccccc',
            finish: 'matte',
          })
        }
      />
    </div>
  );
}

export function EdgeBandingsSection({ draft, saved, onAdd, onRemove }: RowsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const c = draft.catalogue;
  return (
    <div className="catalogue-rows">
      {c.edgeBandings.map((b, i) => (
        <RowCard
          key={i}
          title={b.name[locale] || b.id}
          canRemove={c.edgeBandings.length > 1}
          onRemove={() => onRemove(['edgeBandings'], i)}
        >
          <IdInput path={['edgeBandings', i, 'id']} value={b.id} saved={saved.has(`edgeBandings:${b.id}`)} />
          <NameInputs path={['edgeBandings', i, 'name']} name={b.name} />
          <MoneyInput
            path={['edgeBandings', i, 'priceCentsPerM']}
            label={t('adminCatalogue.fields.pricePerM')}
            cents={b.priceCentsPerM}
          />
          <NumberInput
            path={['edgeBandings', i, 'widthMm']}
            label={t('adminCatalogue.fields.widthMm')}
            value={b.widthMm}
            unit="mm"
          />
          <NumberInput
            path={['edgeBandings', i, 'thicknessMm']}
            label={t('adminCatalogue.fields.thicknessMm')}
            value={b.thicknessMm}
            unit="mm"
          />
        </RowCard>
      ))}
      <AddButton
        label={t('adminCatalogue.add.edgeBandings')}
        onClick={() =>
          onAdd(['edgeBandings'], {
            ...c.edgeBandings[0]!,
            id: freeId(c.edgeBandings, 'new-edge'),
            name: newName(t('adminCatalogue.add.edgeBandings')),
          })
        }
      />
    </div>
  );
}

export function HardwareSection({ draft, saved, onAdd, onRemove }: RowsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const c = draft.catalogue;
  return (
    <div className="catalogue-rows">
      {c.hardware.map((h, i) => (
        <RowCard
          key={i}
          title={h.name[locale] || h.id}
          canRemove={c.hardware.length > 1}
          onRemove={() => onRemove(['hardware'], i)}
        >
          <IdInput path={['hardware', i, 'id']} value={h.id} saved={saved.has(`hardware:${h.id}`)} />
          <NameInputs path={['hardware', i, 'name']} name={h.name} />
          <MoneyInput
            path={['hardware', i, 'priceCents']}
            label={t(h.unit === 'metre' ? 'adminCatalogue.fields.pricePerM' : 'adminCatalogue.fields.pricePerPiece')}
            cents={h.priceCents}
          />
          <SelectInput
            path={['hardware', i, 'kind']}
            label={t('adminCatalogue.fields.kind')}
            value={h.kind}
            options={hardwareKinds.map((k) => ({ value: k, label: t(`adminCatalogue.hardwareKinds.${k}`) }))}
          />
          <SelectInput
            path={['hardware', i, 'unit']}
            label={t('adminCatalogue.fields.unit')}
            value={h.unit}
            options={(['piece', 'metre'] as const).map((u) => ({ value: u, label: t(`adminCatalogue.units.${u}`) }))}
          />
          <NumberInput
            path={['hardware', i, 'weightGrams']}
            label={t('adminCatalogue.fields.weightGrams')}
            value={h.weightGrams}
            unit="g"
          />
        </RowCard>
      ))}
      <AddButton
        label={t('adminCatalogue.add.hardware')}
        onClick={() =>
          onAdd(['hardware'], {
            ...c.hardware[0]!,
            id: freeId(c.hardware, 'new-hardware'),
            name: newName(t('adminCatalogue.add.hardware')),
          })
        }
      />
    </div>
  );
}

export function MachiningSection({ catalogue }: { catalogue: Catalogue }) {
  const { t } = useTranslation();
  return (
    <div className="catalogue-row__fields catalogue-settings">
      <MoneyInput
        path={['machining', 'perPanelCents']}
        label={t('adminCatalogue.fields.perPanel')}
        cents={catalogue.machining.perPanelCents}
      />
      <MoneyInput
        path={['machining', 'perHoleCents']}
        label={t('adminCatalogue.fields.perHole')}
        cents={catalogue.machining.perHoleCents}
      />
      <NumberInput
        path={['nesting', 'timeBudgetMs']}
        label={t('adminCatalogue.fields.timeBudgetMs')}
        value={catalogue.nesting.timeBudgetMs}
        unit="ms"
      />
      {/* The job pack's drilling programs name their layers after this preset (the catalogue's cnc.layerPresets). */}
      <SelectInput
        path={['cnc', 'layerPreset']}
        label={t('adminCatalogue.fields.layerPreset')}
        value={catalogue.cnc.layerPreset}
        options={Object.keys(catalogue.cnc.layerPresets).map((name) => ({ value: name, label: name }))}
      />
    </div>
  );
}

export function VatSection({ catalogue }: { catalogue: Catalogue }) {
  const { t } = useTranslation();
  return (
    <div className="catalogue-row__fields catalogue-settings">
      <NumberInput
        path={['vatRateBp']}
        label={t('adminCatalogue.fields.vatRate')}
        value={catalogue.vatRateBp}
        scale={100}
        unit="%"
      />
      <NumberInput
        path={['maxPartnerDiscountBp']}
        label={t('adminCatalogue.fields.maxPartnerDiscount')}
        value={catalogue.maxPartnerDiscountBp}
        scale={100}
        unit="%"
      />
    </div>
  );
}

export function ShippingSection({
  table,
  onAdd,
  onRemove,
  saved,
}: {
  table: ShippingTable;
  saved: Set<string>;
  onAdd: RowsProps['onAdd'];
  onRemove: RowsProps['onRemove'];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { set, disabled } = useEditor();
  const at = ['shippingTable'] as const;
  return (
    <div className="catalogue-rows">
      <div className="catalogue-row__fields catalogue-settings">
        <NumberInput
          path={[...at, 'productionDays', 'min']}
          label={t('adminCatalogue.fields.productionMin')}
          value={table.productionDays.min}
          unit={t('adminCatalogue.units.days')}
        />
        <NumberInput
          path={[...at, 'productionDays', 'max']}
          label={t('adminCatalogue.fields.productionMax')}
          value={table.productionDays.max}
          unit={t('adminCatalogue.units.days')}
        />
        <CheckboxInput
          path={[...at, 'pickup', 'enabled']}
          label={t('adminCatalogue.fields.pickup')}
          checked={table.pickup.enabled}
        />
      </div>
      {table.zones.map((z, i) => {
        const zone = [...at, 'zones', i] as const;
        return (
          <RowCard
            key={i}
            title={z.name[locale] || z.id}
            canRemove={table.zones.length > 1}
            onRemove={() => onRemove([...at, 'zones'], i)}
          >
            <IdInput path={[...zone, 'id']} value={z.id} saved={saved.has(`zones:${z.id}`)} />
            <NameInputs path={[...zone, 'name']} name={z.name} />
            <div className="field catalogue-field">
              <label className="field__label" htmlFor={`zone-countries-${i}`}>
                {t('adminCatalogue.fields.countries')}
              </label>
              <CountriesInput
                id={`zone-countries-${i}`}
                path={[...zone, 'countries']}
                value={z.countries}
                disabled={disabled}
                set={set}
              />
            </div>
            <MoneyInput
              path={[...zone, 'baseCents']}
              label={t('adminCatalogue.fields.shippingBase')}
              cents={z.baseCents}
            />
            <MoneyInput
              path={[...zone, 'perKgCents']}
              label={t('adminCatalogue.fields.shippingPerKg')}
              cents={z.perKgCents}
            />
            <NumberInput
              path={[...zone, 'volumetricKgPerM3']}
              label={t('adminCatalogue.fields.volumetric')}
              value={z.volumetricKgPerM3}
              unit="kg/m³"
            />
            <NumberInput
              path={[...zone, 'packingFactor']}
              label={t('adminCatalogue.fields.packingFactor')}
              value={z.packingFactor}
              unit="×"
            />
            <NumberInput
              path={[...zone, 'transitDays', 'min']}
              label={t('adminCatalogue.fields.transitMin')}
              value={z.transitDays.min}
              unit={t('adminCatalogue.units.days')}
            />
            <NumberInput
              path={[...zone, 'transitDays', 'max']}
              label={t('adminCatalogue.fields.transitMax')}
              value={z.transitDays.max}
              unit={t('adminCatalogue.units.days')}
            />
          </RowCard>
        );
      })}
      <AddButton
        label={t('adminCatalogue.add.zones')}
        onClick={() =>
          onAdd([...at, 'zones'], {
            ...table.zones[table.zones.length - 1]!,
            id: freeId(table.zones, 'zone'),
            name: newName(t('adminCatalogue.add.zones')),
            countries: [],
          })
        }
      />
    </div>
  );
}

/** Country codes as typed, "AT, HR": kept upper-case, split on commas and spaces. */
function CountriesInput({
  id,
  path,
  value,
  disabled,
  set,
}: {
  id: string;
  path: Path;
  value: string[];
  disabled: boolean;
  set: (path: Path, value: unknown) => void;
}) {
  const { issues } = useEditor();
  const text = useIssueText();
  const issue =
    issues.get(pathKey(path)) ?? [...issues.entries()].find(([key]) => key.startsWith(`${pathKey(path)}.`))?.[1];
  return (
    <>
      <input
        id={id}
        className="field__input"
        defaultValue={value.join(', ')}
        disabled={disabled}
        aria-invalid={issue ? true : undefined}
        onChange={(e) =>
          set(
            path,
            e.target.value
              .toUpperCase()
              .split(/[\s,;]+/)
              .filter(Boolean),
          )
        }
      />
      {issue ? <p className="field__error">{text(issue)}</p> : null}
    </>
  );
}
