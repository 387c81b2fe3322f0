// One element's fields, from the kind's field list. Each change is one command (one undo step):
// selects and checkboxes commit at once, number and text boxes on Enter or when focus leaves. A
// value the document would not accept is not applied: the field says why, in the user's language.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Catalogue } from '@kubik/design/catalogue/schema';
import type { Bar, Element } from '@kubik/design/schema/elements';
import type { Locale } from '@kubik/contract/locale';
import { formatNumber } from '../../../i18n/format.ts';
import type { DocumentReader } from '../editor/commands.ts';
import { barAs, barMountOf, getPath, type BarMount } from '../editor/defaults.ts';
import type { Field } from './fields.ts';
import { checkElement, parseId, parseInteger, parseText, withField, type FieldError } from './validation.ts';

interface Props {
  element: Element;
  fields: Field[];
  catalogue: Catalogue;
  doc: DocumentReader;
  cubeIds: string[];
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

function FieldInput({ element, fields, field, catalogue, doc, cubeIds, locale, readOnly, onChange, onRename }: Props & { field: Field }) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const value = field.type === 'barMount' ? barMountOf(element as Bar) : getPath(element, field.path);
  // An error belongs to the value it was about: an undo or another edit clears it.
  const [problem, setProblem] = useState<{ about: unknown; error: FieldError } | null>(null);
  const error = problem && problem.about === value ? problem.error : null;
  // A text's letter size shares the name `size` with a cube's size group: it has its own label.
  const label = t(`configurator.fields.${field.path === 'size' ? 'letterSize' : field.path}`);
  const fail = (e: FieldError) => setProblem({ about: value, error: e });
  const apply = (next: Element) => {
    const bad = checkElement(next);
    if (bad) return fail(bad);
    setProblem(null);
    onChange(next);
  };
  const set = (v: unknown) => apply(withField(element, field, v, fields));
  const common = { id, disabled: readOnly, name: field.path, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined };
  let input;
  switch (field.type) {
    case 'id': {
      const commit = (text: string) => {
        const parsed = parseId(text, element.id, (other) => doc.has(other));
        if (!parsed.ok) return fail(parsed.error);
        setProblem(null);
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
        if (parsed.value === value) return setProblem(null);
        set(parsed.value);
      };
      input = (
        <input
          {...common}
          key={String(value)}
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
        if (parsed.value === value) return setProblem(null);
        set(parsed.value);
      };
      input = (
        <input
          {...common}
          key={String(value)}
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
            <option key={s} value={s}>{s} mm</option>
          ))}
        </select>
      );
      break;
    case 'material': {
      const list = catalogue.materials.filter((m) => m.kind !== 'hdf');
      input = (
        <select {...common} value={String(value ?? '')} onChange={(e) => set(e.target.value || undefined)}>
          <option value="">{t('configurator.fields.default')}</option>
          {list.map((m) => (
            <option key={m.id} value={m.id}>{m.name[locale]}</option>
          ))}
        </select>
      );
      break;
    }
    case 'colour': {
      const materialId = (getPath(element, field.materialPath) as string | undefined) ?? catalogue.defaults[field.fallback];
      const colours = catalogue.materials.find((m) => m.id === materialId)?.colours ?? [];
      input = (
        <select {...common} value={String(value ?? '')} onChange={(e) => set(e.target.value || undefined)}>
          <option value="">{t('configurator.fields.default')}</option>
          {colours.map((c) => (
            <option key={c} value={c}>{t(`configurator.colours.${c}`, { defaultValue: c })}</option>
          ))}
        </select>
      );
      break;
    }
    case 'freeColour':
      input = (
        <select {...common} value={String(value ?? '')} onChange={(e) => set(e.target.value || undefined)}>
          <option value="">{t('configurator.fields.default')}</option>
          {['white', 'sand', 'sage', 'terracotta', 'anthracite', 'grey', 'oak'].map((c) => (
            <option key={c} value={c}>{t(`configurator.colours.${c}`, { defaultValue: c })}</option>
          ))}
        </select>
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
          <option value="">{t('configurator.fields.default')}</option>
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
      input = (
        <select {...common} value={String(value ?? '')} onChange={(e) => set(e.target.value || undefined)}>
          <option value="">{t('configurator.fields.default')}</option>
          {finishes.map((f) => (
            <option key={f} value={f}>{t(`configurator.colours.${f}`, { defaultValue: f })}</option>
          ))}
        </select>
      );
      break;
    }
    case 'cubes': {
      const list = field.single ? [String(value ?? '')] : ((value as string[] | undefined) ?? []);
      input = (
        <select
          {...common}
          multiple={!field.single}
          size={field.single ? undefined : Math.min(6, Math.max(2, cubeIds.length))}
          value={field.single ? list[0] : list}
          onChange={(e) => {
            const chosen = [...e.target.selectedOptions].map((o) => o.value);
            if (chosen.length > 0) set(field.single ? chosen[0] : chosen);
          }}
        >
          {cubeIds.map((c) => (
            <option key={c} value={c}>{c}</option>
          ))}
        </select>
      );
      break;
    }
  }
  const values = Object.fromEntries(Object.entries(error?.values ?? {}).map(([k, v]) => [k, typeof v === 'number' ? formatNumber(locale, v) : v]));
  return (
    <div className={`cfg-field${error ? ' cfg-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {input}
      {error ? (
        <p id={errorId} className="cfg-field__error" role="alert">
          {t(`configurator.errors.${error.key}`, values)}
        </p>
      ) : null}
    </div>
  );
}
