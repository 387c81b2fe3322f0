// One element's fields, from the kind's field list. Each change is one command (one undo step):
// selects, swatches and checkboxes commit at once, number and text boxes on Enter or when focus
// leaves. A value the document would not accept is not applied: the field says why, in the user's
// language. Materials, colours and finishes are swatches with the catalogue's names; cubes are
// named by where they are. Loaded with the first element drawer opened (it brings the schema
// checks, and with them zod), not with the configurator.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Catalogue } from '@kubik/design/catalogue/schema';
import type { ElementNames } from '@kubik/design/i18n/positions';
import type { Bar, Element } from '@kubik/design/schema/elements';
import type { Locale } from '@kubik/contract/locale';
import { formatNumber, formatMm } from '../../../i18n/format.ts';
import type { DocumentReader } from '../editor/commands.ts';
import { barAs, barMountOf, getPath, type BarMount } from '../editor/defaults.ts';
import { roomColours } from '../scene/colours.ts';
import { colourOptions, lookOf, materialOf } from './catalogueOptions.ts';
import type { Field } from './fields.ts';
import { Swatches } from './Swatches.tsx';
import { checkElement, parseId, parseInteger, parseText, withField, type FieldError } from './validation.ts';

interface Props {
  element: Element;
  fields: Field[];
  catalogue: Catalogue;
  doc: DocumentReader;
  names: ElementNames;
  locale: Locale;
  readOnly: boolean;
  onChange: (next: Element) => void;
  onRename: (id: string) => void;
}

export function ElementForm(props: Props) {
  const { element, fields } = props;
  return (
    <div className="cfg-form">
      {fields
        .filter((field) => !field.when || field.when(element))
        .map((field) => (
          <FieldInput key={`${element.id}:${field.path}`} {...props} field={field} />
        ))}
    </div>
  );
}

function FieldInput({ element, fields, field, catalogue, doc, names, locale, readOnly, onChange, onRename }: Props & { field: Field }) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const value = field.type === 'barMount' ? barMountOf(element as Bar) : getPath(element, field.path);
  const [error, setError] = useState<FieldError | null>(null);
  const { box, committed } = useTypedBox(value, setError);
  // A text's letter size shares the name `size` with a cube's size group: it has its own label.
  const label = t(`configurator.fields.${field.path === 'size' ? 'letterSize' : field.path}`);
  const fail = (e: FieldError) => setError(e);
  const apply = (next: Element) => {
    const bad = checkElement(next);
    if (bad) return fail(bad);
    setError(null);
    committed(getPath(next, field.path));
    onChange(next);
  };
  const set = (v: unknown) => apply(withField(element, field, v, fields));
  const common = { id, disabled: readOnly, name: field.path, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined };
  let input;
  /** Swatches and checkbox lists are fieldsets with their own legend, not a labelled control. */
  let grouped = false;
  switch (field.type) {
    case 'id': {
      const commit = (text: string) => {
        const parsed = parseId(text, element.id, (other) => doc.has(other));
        if (!parsed.ok) return fail(parsed.error);
        setError(null);
        if (parsed.value !== element.id) onRename(parsed.value);
      };
      input = (
        <input
          {...common}
          key={element.id}
          type="text"
          autoComplete="off"
          spellCheck={false}
          defaultValue={element.id}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(e.currentTarget.value);
          }}
        />
      );
      break;
    }
    case 'int': {
      const commit = (box: HTMLInputElement) => {
        // A number box whose text is not a number reads as '' (badInput): that is not "empty".
        if (box.validity.badInput) return fail({ key: 'integer' });
        const parsed = parseInteger(box.value, field);
        if (!parsed.ok) return fail(parsed.error);
        if (parsed.value === value) return setError(null);
        set(parsed.value);
      };
      input = (
        <input
          {...common}
          ref={box}
          type="number"
          inputMode="numeric"
          defaultValue={value === undefined ? '' : String(value)}
          min={field.min}
          max={field.max}
          step={field.step ?? 1}
          onBlur={(e) => commit(e.target)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(e.currentTarget);
          }}
        />
      );
      break;
    }
    case 'barMount':
      input = (
        <select
          {...common}
          value={String(value)}
          onChange={(e) => {
            const next = barAs(element as Bar, e.target.value as BarMount, doc);
            if (!next) return fail({ key: 'noCube' });
            apply(next);
          }}
        >
          {(['rail', 'frame'] as const).map((o) => (
            <option key={o} value={o}>{t(`configurator.options.${o}`)}</option>
          ))}
        </select>
      );
      break;
    case 'text': {
      const commit = (text: string) => {
        const parsed = parseText(text, field.max);
        if (!parsed.ok) return fail(parsed.error);
        if (parsed.value === value) return setError(null);
        set(parsed.value);
      };
      input = (
        <input
          {...common}
          ref={box}
          type="text"
          maxLength={field.max}
          defaultValue={String(value ?? '')}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(e.currentTarget.value);
          }}
        />
      );
      break;
    }
    case 'size':
      input = (
        <select {...common} value={String(value)} onChange={(e) => set(Number(e.target.value))}>
          {catalogue.allowedSizes[field.axis].map((s) => (
            <option key={s} value={s}>{formatMm(locale, s)}</option>
          ))}
        </select>
      );
      break;
    case 'material': {
      const list = catalogue.materials.filter((m) => m.kind !== 'hdf');
      const fallback = materialOf(catalogue, undefined, field.use === 'door' ? 'doorMaterial' : 'material');
      grouped = true;
      input = (
        <Swatches
          wide
          legend={label}
          disabled={readOnly}
          value={String(value ?? '')}
          onChange={(v) => set(v || undefined)}
          options={[
            { value: '', label: t('configurator.fields.default', { name: fallback?.name[locale] ?? '' }), hex: colourOptions(catalogue, [fallback?.colours[0] ?? 'white'], locale)[0]!.hex, look: lookOf(fallback) },
            ...list.map((m) => ({ value: m.id, label: m.name[locale], hex: colourOptions(catalogue, [m.colours[0]!], locale)[0]!.hex, look: lookOf(m) })),
          ]}
        />
      );
      break;
    }
    case 'colour': {
      const material = materialOf(catalogue, getPath(element, field.materialPath) as string | undefined, field.fallback);
      const colours = material?.colours ?? [];
      grouped = true;
      input = (
        <Swatches
          legend={label}
          disabled={readOnly}
          value={String(value ?? '')}
          onChange={(v) => set(v || undefined)}
          options={[{ value: '', label: t('configurator.fields.default', { name: colourOptions(catalogue, [colours[0] ?? 'white'], locale)[0]!.label }), hex: colourOptions(catalogue, [colours[0] ?? 'white'], locale)[0]!.hex }, ...colourOptions(catalogue, colours, locale)]}
        />
      );
      break;
    }
    case 'freeColour':
      grouped = true;
      input = (
        <Swatches
          legend={label}
          disabled={readOnly}
          value={String(value ?? '')}
          onChange={(v) => set(v || undefined)}
          options={[
            { value: '', label: t('configurator.fields.standard'), hex: '#ebe5dc' },
            ...Object.entries(roomColours).map(([name, hex]) => ({ value: name, label: t(`configurator.roomColours.${name}`), hex })),
          ]}
        />
      );
      break;
    case 'bool':
      return (
        <label className="cfg-field cfg-field--check">
          <input {...common} type="checkbox" checked={value === true} onChange={(e) => set(e.target.checked)} />
          {label}
        </label>
      );
    case 'enum':
      input = (
        <select {...common} value={String(value ?? field.options[0])} onChange={(e) => set(field.path === 'leaves' ? Number(e.target.value) : e.target.value)}>
          {field.options.map((o) => (
            <option key={o} value={o}>{t(`configurator.options.${o}`, { defaultValue: o })}</option>
          ))}
        </select>
      );
      break;
    case 'profile':
      input = (
        <select {...common} value={String(value ?? '')} onChange={(e) => set(e.target.value || undefined)}>
          <option value="">{t('configurator.fields.default', { name: catalogue.barProfiles.find((p) => p.id === catalogue.defaults.barProfile)?.name[locale] ?? '' })}</option>
          {catalogue.barProfiles.map((p) => (
            <option key={p.id} value={p.id}>{p.name[locale]}</option>
          ))}
        </select>
      );
      break;
    case 'finish': {
      const finishes =
        field.of === 'bar'
          ? (catalogue.barProfiles.find((p) => p.id === (getPath(element, 'profile') ?? catalogue.defaults.barProfile))?.finishes ?? [])
          : (catalogue.connectorSystems.find((s) => s.id === (getPath(element, 'type') ?? 'steelCorner'))?.finishes ?? []);
      grouped = true;
      input = (
        <Swatches
          legend={label}
          disabled={readOnly}
          value={String(value ?? '')}
          onChange={(v) => set(v || undefined)}
          options={[{ value: '', label: t('configurator.fields.default', { name: colourOptions(catalogue, [finishes[0] ?? 'black'], locale)[0]!.label }), hex: colourOptions(catalogue, [finishes[0] ?? 'black'], locale)[0]!.hex, look: 'metal' }, ...colourOptions(catalogue, finishes, locale, 'metal')]}
        />
      );
      break;
    }
    case 'cubes': {
      const list = field.single ? [String(value ?? '')] : ((value as string[] | undefined) ?? []);
      const cubes = [...doc.all()].filter((el) => el.kind === 'cube');
      const place = (id: string) => names.place(id)?.[locale] || t('configurator.kinds.cube');
      if (field.single) {
        input = (
          <select {...common} value={list[0]} onChange={(e) => set(e.target.value)}>
            {cubes.map((c) => (
              <option key={c.id} value={c.id}>{place(c.id)}</option>
            ))}
          </select>
        );
        break;
      }
      grouped = true;
      input = (
        <fieldset className="cfg-cubes" disabled={readOnly}>
          <legend className="cfg-swatches__legend">{label}</legend>
          {cubes.slice(0, 60).map((c) => (
            <label key={c.id} className="cfg-field cfg-field--check">
              <input
                type="checkbox"
                checked={list.includes(c.id)}
                onChange={(e) => {
                  const next = e.target.checked ? [...list, c.id] : list.filter((id) => id !== c.id);
                  if (next.length > 0) set(next);
                }}
              />
              {place(c.id)}
            </label>
          ))}
        </fieldset>
      );
      break;
    }
  }
  const values = Object.fromEntries(Object.entries(error?.values ?? {}).map(([k, v]) => [k, typeof v === 'number' ? formatNumber(locale, v) : v]));
  return (
    <div className={`cfg-field${error ? ' cfg-field--invalid' : ''}`}>
      {grouped ? null : <label htmlFor={id}>{label}</label>}
      {input}
      {error ? (
        <p id={errorId} className="cfg-field__error" role="alert">
          {t(`configurator.errors.${error.key}`, values)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A number or text box shows the element's value and is the user's until they commit. The echo of
 * its own commit leaves the box alone (the user may already be typing the next value); a value it
 * did not commit (an undo, an edit in 3D) is written into the box and clears the field's error.
 */
function useTypedBox(value: unknown, setError: (e: FieldError | null) => void) {
  const box = useRef<HTMLInputElement>(null);
  const known = useRef(value);
  useLayoutEffect(() => {
    if (Object.is(value, known.current)) return;
    known.current = value;
    if (box.current) box.current.value = value === undefined ? '' : String(value);
    setError(null);
  }, [value, setError]);
  return { box, committed: (v: unknown) => (known.current = v) };
}
