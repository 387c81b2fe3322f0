// One element's fields, from the kind's field list. Each change is one command (one undo step):
// selects, swatches and checkboxes commit at once, number and text boxes on Enter or when focus
// leaves. A value the document would not accept is not applied: the field says why, in the user's
// language. Materials, colours and finishes are swatches with the catalogue's names; cubes are
// named by where they are. Loaded with the first element drawer opened (it brings the schema
// checks, and with them zod), not with the configurator.
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { TFunction } from 'i18next';
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

function FieldInput(props: Props & { field: Field }) {
  const { element, fields, field, locale, readOnly, onChange } = props;
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
  const common = {
    id,
    disabled: readOnly,
    name: field.path,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  const context: FieldContext = {
    ...props,
    t,
    value,
    label,
    common,
    box,
    fail,
    apply,
    clear: () => setError(null),
    set: (v) => apply(withField(element, field, v, fields)),
  };
  if (field.type === 'bool') {
    return (
      <label className="cfg-field cfg-field--check">
        <input {...common} type="checkbox" checked={value === true} onChange={(e) => context.set(e.target.checked)} />
        {label}
      </label>
    );
  }
  const { input, grouped = false } = fieldControl(context, field);
  const values = Object.fromEntries(
    Object.entries(error?.values ?? {}).map(([k, v]) => [k, typeof v === 'number' ? formatNumber(locale, v) : v]),
  );
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

/** What a field's control works with: the element and its value, the field's label and attributes, and the ways to change it (each one command). */
interface FieldContext extends Props {
  t: TFunction;
  value: unknown;
  label: string;
  common: {
    id: string;
    disabled: boolean;
    name: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
  box: RefObject<HTMLInputElement | null>;
  /** Sets the field to a value (checked first, as every change). */
  set: (value: unknown) => void;
  /** Applies a whole changed element (checked first). */
  apply: (next: Element) => void;
  fail: (error: FieldError) => void;
  clear: () => void;
}

/** The field's control; `grouped`: a fieldset with its own legend (swatches, a list of checkboxes) rather than a labelled control. */
type Control = { input: ReactNode; grouped?: boolean };

function fieldControl(c: FieldContext, field: Exclude<Field, { type: 'bool' }>): Control {
  switch (field.type) {
    case 'id':
    case 'int':
    case 'text':
      return { input: typedBox(c, field) };
    case 'barMount':
    case 'size':
    case 'enum':
    case 'profile':
      return { input: selectControl(c, field) };
    case 'material':
    case 'colour':
    case 'freeColour':
    case 'finish':
      return {
        input: (
          <Swatches
            legend={c.label}
            disabled={c.readOnly}
            value={String(c.value ?? '')}
            onChange={(v) => c.set(v || undefined)}
            {...swatchOptions(c, field)}
          />
        ),
        grouped: true,
      };
    case 'cubes':
      return cubesControl(c, field);
  }
}

/** A box typed in: committed on Enter or when focus leaves; the element's id renames it. */
function typedBox(c: FieldContext, field: Extract<Field, { type: 'id' | 'int' | 'text' }>): ReactNode {
  const { element, value } = c;
  const onKeys = (commit: (box: HTMLInputElement) => void) => ({
    onBlur: (e: FocusEvent<HTMLInputElement>) => commit(e.target),
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key === 'Enter') commit(e.currentTarget);
    },
  });
  if (field.type === 'id') {
    const commit = (box: HTMLInputElement) => {
      const parsed = parseId(box.value, element.id, (other) => c.doc.has(other));
      if (!parsed.ok) return c.fail(parsed.error);
      c.clear();
      if (parsed.value !== element.id) c.onRename(parsed.value);
    };
    return (
      <input
        {...c.common}
        key={element.id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        defaultValue={element.id}
        {...onKeys(commit)}
      />
    );
  }
  if (field.type === 'int') {
    const commit = (box: HTMLInputElement) => {
      // A number box whose text is not a number reads as '' (badInput): that is not "empty".
      if (box.validity.badInput) return c.fail({ key: 'integer' });
      const parsed = parseInteger(box.value, field);
      if (!parsed.ok) return c.fail(parsed.error);
      if (parsed.value === value) return c.clear();
      c.set(parsed.value);
    };
    return (
      <input
        {...c.common}
        ref={c.box}
        type="number"
        inputMode="numeric"
        defaultValue={value === undefined ? '' : String(value)}
        min={field.min}
        max={field.max}
        step={field.step ?? 1}
        {...onKeys(commit)}
      />
    );
  }
  const commit = (box: HTMLInputElement) => {
    const parsed = parseText(box.value, field.max);
    if (!parsed.ok) return c.fail(parsed.error);
    if (parsed.value === value) return c.clear();
    c.set(parsed.value);
  };
  return (
    <input
      {...c.common}
      ref={c.box}
      type="text"
      maxLength={field.max}
      defaultValue={String(value ?? '')}
      {...onKeys(commit)}
    />
  );
}

/** A choice from a list: a bar's mount, a size the catalogue allows, one of the field's options, a bar profile. */
function selectControl(
  c: FieldContext,
  field: Extract<Field, { type: 'barMount' | 'size' | 'enum' | 'profile' }>,
): ReactNode {
  const { t, catalogue, locale, value } = c;
  if (field.type === 'barMount') {
    const change = (mount: BarMount) => {
      const next = barAs(c.element as Bar, mount, c.doc);
      if (!next) return c.fail({ key: 'noCube' });
      c.apply(next);
    };
    return (
      <select {...c.common} value={String(value)} onChange={(e) => change(e.target.value as BarMount)}>
        {(['rail', 'frame'] as const).map((o) => (
          <option key={o} value={o}>
            {t(`configurator.options.${o}`)}
          </option>
        ))}
      </select>
    );
  }
  if (field.type === 'size') {
    return (
      <select {...c.common} value={String(value)} onChange={(e) => c.set(Number(e.target.value))}>
        {catalogue.allowedSizes[field.axis].map((s) => (
          <option key={s} value={s}>
            {formatMm(locale, s)}
          </option>
        ))}
      </select>
    );
  }
  if (field.type === 'enum') {
    return (
      <select
        {...c.common}
        value={String(value ?? field.options[0])}
        onChange={(e) => c.set(field.path === 'leaves' ? Number(e.target.value) : e.target.value)}
      >
        {field.options.map((o) => (
          <option key={o} value={o}>
            {t(`configurator.options.${o}`, { defaultValue: o })}
          </option>
        ))}
      </select>
    );
  }
  return (
    <select {...c.common} value={String(value ?? '')} onChange={(e) => c.set(e.target.value || undefined)}>
      <option value="">
        {t('configurator.fields.default', {
          name: catalogue.barProfiles.find((p) => p.id === catalogue.defaults.barProfile)?.name[locale] ?? '',
        })}
      </option>
      {catalogue.barProfiles.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name[locale]}
        </option>
      ))}
    </select>
  );
}

/** The swatches of a material, a colour, a room colour or a metal finish, the default ('') first. */
function swatchOptions(
  c: FieldContext,
  field: Extract<Field, { type: 'material' | 'colour' | 'freeColour' | 'finish' }>,
): Pick<ComponentProps<typeof Swatches>, 'options' | 'wide'> {
  const { t, catalogue, locale, element } = c;
  const first = (ids: readonly string[], fallback: string, look?: 'metal') =>
    colourOptions(catalogue, [ids[0] ?? fallback], locale, look)[0]!;
  if (field.type === 'material') {
    const fallback = materialOf(catalogue, undefined, field.use === 'door' ? 'doorMaterial' : 'material');
    const list = catalogue.materials.filter((m) => m.kind !== 'hdf');
    return {
      wide: true,
      options: [
        {
          value: '',
          label: t('configurator.fields.default', { name: fallback?.name[locale] ?? '' }),
          hex: first(fallback?.colours ?? [], 'white').hex,
          look: lookOf(fallback),
        },
        ...list.map((m) => ({
          value: m.id,
          label: m.name[locale],
          hex: first(m.colours, 'white').hex,
          look: lookOf(m),
        })),
      ],
    };
  }
  if (field.type === 'colour') {
    const colours =
      materialOf(catalogue, getPath(element, field.materialPath) as string | undefined, field.fallback)?.colours ?? [];
    const standard = first(colours, 'white');
    return {
      options: [
        { value: '', label: t('configurator.fields.default', { name: standard.label }), hex: standard.hex },
        ...colourOptions(catalogue, colours, locale),
      ],
    };
  }
  if (field.type === 'freeColour') {
    return {
      options: [
        { value: '', label: t('configurator.fields.standard'), hex: '#ebe5dc' },
        ...Object.entries(roomColours).map(([name, hex]) => ({
          value: name,
          label: t(`configurator.roomColours.${name}`),
          hex,
        })),
      ],
    };
  }
  const finishes =
    field.of === 'bar'
      ? (catalogue.barProfiles.find((p) => p.id === (getPath(element, 'profile') ?? catalogue.defaults.barProfile))
          ?.finishes ?? [])
      : (catalogue.connectorSystems.find((s) => s.id === (getPath(element, 'type') ?? 'steelCorner'))?.finishes ?? []);
  const standard = first(finishes, 'black', 'metal');
  return {
    options: [
      {
        value: '',
        label: t('configurator.fields.default', { name: standard.label }),
        hex: standard.hex,
        look: 'metal',
      },
      ...colourOptions(catalogue, finishes, locale, 'metal'),
    ],
  };
}

/** The cube (a select) or cubes (checkboxes, at most 60, at least one kept) an element spans, named by where they are. */
function cubesControl(c: FieldContext, field: Extract<Field, { type: 'cubes' }>): Control {
  const { t, locale, value } = c;
  const list = field.single ? [String(value ?? '')] : ((value as string[] | undefined) ?? []);
  const cubes = [...c.doc.all()].filter((el) => el.kind === 'cube');
  const place = (id: string) => c.names.place(id)?.[locale] || t('configurator.kinds.cube');
  if (field.single) {
    return {
      input: (
        <select {...c.common} value={list[0]} onChange={(e) => c.set(e.target.value)}>
          {cubes.map((cube) => (
            <option key={cube.id} value={cube.id}>
              {place(cube.id)}
            </option>
          ))}
        </select>
      ),
    };
  }
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...list, id] : list.filter((other) => other !== id);
    if (next.length > 0) c.set(next);
  };
  return {
    grouped: true,
    input: (
      <fieldset className="cfg-cubes" disabled={c.readOnly}>
        <legend className="cfg-swatches__legend">{c.label}</legend>
        {cubes.slice(0, 60).map((cube) => (
          <label key={cube.id} className="cfg-field cfg-field--check">
            <input
              type="checkbox"
              checked={list.includes(cube.id)}
              onChange={(e) => toggle(cube.id, e.target.checked)}
            />
            {place(cube.id)}
          </label>
        ))}
      </fieldset>
    ),
  };
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
