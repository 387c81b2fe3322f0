// The editor's inputs: each knows its path in the draft, writes its value there, and shows the
// draft's problem at that path in the reader's language (adminCatalogue.issues.*).
import { createContext, useContext, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueIssue } from '@kubik/design/catalogue/issues';
import type { Locale } from '@kubik/contract/locale';
import { formatMoney, formatNumber } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { centsOf, eurosOf, numberOf, pathKey, type Path } from './draft.ts';

export type Editor = {
  issues: Map<string, CatalogueIssue>;
  set: (path: Path, value: unknown) => void;
  disabled: boolean;
};

export const EditorContext = createContext<Editor | null>(null);

export function useEditor(): Editor {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useEditor outside the catalogue editor');
  return editor;
}

/**
 * A bound as the field shows it: cents as money, basis points as a percentage, other numbers in
 * the reader's way (the schema keeps money in cents and rates in basis points; the form does not).
 */
export function boundText(locale: Locale, field: string | undefined, value: unknown): unknown {
  if (typeof value !== 'number' || field === undefined) return value;
  if (/Cents/.test(field)) return formatMoney(locale, value);
  if (/Bp$/.test(field)) return formatNumber(locale, value / 10_000, { style: 'percent', maximumFractionDigits: 2 });
  return formatNumber(locale, value);
}

/** A problem worded for the reader: `adminCatalogue.issues.<key>` with its bounds (in the field's units) or id. */
export function useIssueText(): (issue: CatalogueIssue) => string {
  const { t } = useTranslation();
  const locale = useLocale();
  return (issue) => {
    const field = issue.path.split('.').at(-1);
    const params = Object.fromEntries(
      Object.entries(issue.params ?? {}).map(([k, v]) => [
        k,
        k === 'minimum' || k === 'maximum' ? boundText(locale, field, v) : v,
      ]),
    );
    return t(`adminCatalogue.issues.${issue.key}`, { ...params, defaultValue: t('adminCatalogue.issues.invalid') });
  };
}

function Frame({
  path,
  label,
  children,
  id,
}: {
  path: Path;
  label: string;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
  id?: string;
}) {
  const { issues } = useEditor();
  const text = useIssueText();
  const generated = useId();
  const inputId = id ?? generated;
  const issue = issues.get(pathKey(path));
  const errorId = `${inputId}-error`;
  return (
    <div className="field catalogue-field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {children(issue ? { id: inputId, 'aria-invalid': true, 'aria-describedby': errorId } : { id: inputId })}
      {issue ? (
        <p id={errorId} className="field__error">
          {text(issue)}
        </p>
      ) : null}
    </div>
  );
}

export function TextInput({ path, label, value }: { path: Path; label: string; value: string }) {
  const { set, disabled } = useEditor();
  return (
    <Frame path={path} label={label}>
      {(props) => (
        <input
          {...props}
          className="field__input"
          value={value}
          disabled={disabled}
          onChange={(e) => set(path, e.target.value)}
        />
      )}
    </Frame>
  );
}

/**
 * Money typed in euros, kept in cents. Number inputs hold what is typed ("12," is not yet an amount);
 * the editor remounts them (a new key) when rows are added, removed or the draft is reset.
 */
export function MoneyInput({ path, label, cents }: { path: Path; label: string; cents: number }) {
  const { set, disabled } = useEditor();
  return (
    <Frame path={path} label={label}>
      {(props) => (
        <span className="catalogue-field__unit">
          <input
            {...props}
            className="field__input"
            inputMode="decimal"
            defaultValue={eurosOf(cents)}
            disabled={disabled}
            onChange={(e) => set(path, centsOf(e.target.value))}
          />
          <span aria-hidden="true">€</span>
        </span>
      )}
    </Frame>
  );
}

export function NumberInput({
  path,
  label,
  value,
  unit,
  scale = 1,
}: {
  path: Path;
  label: string;
  value: number;
  unit?: string;
  scale?: number;
}) {
  const { set, disabled } = useEditor();
  return (
    <Frame path={path} label={label}>
      {(props) => (
        <span className="catalogue-field__unit">
          <input
            {...props}
            className="field__input"
            inputMode="decimal"
            defaultValue={Number.isFinite(value) ? String(value / scale) : ''}
            disabled={disabled}
            onChange={(e) => {
              const n = numberOf(e.target.value);
              set(path, Number.isNaN(n) ? n : Math.round(n * scale * 1e6) / 1e6);
            }}
          />
          {unit ? <span aria-hidden="true">{unit}</span> : null}
        </span>
      )}
    </Frame>
  );
}

export function SelectInput({
  path,
  label,
  value,
  options,
}: {
  path: Path;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  const { set, disabled } = useEditor();
  return (
    <Frame path={path} label={label}>
      {(props) => (
        <select
          {...props}
          className="field__input"
          value={value}
          disabled={disabled}
          onChange={(e) => set(path, e.target.value)}
        >
          {options.some((o) => o.value === value) ? null : <option value={value}>{value}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Frame>
  );
}

export function CheckboxInput({ path, label, checked }: { path: Path; label: string; checked: boolean }) {
  const { set, disabled } = useEditor();
  return (
    <label className="catalogue-check">
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => set(path, e.target.checked)} />
      {label}
    </label>
  );
}

/** The three languages of a catalogue name. */
export function NameInputs({ path, name }: { path: Path; name: { sl: string; en: string; es: string } }) {
  const { t } = useTranslation();
  return (
    <>
      {(['sl', 'en', 'es'] as const).map((lang) => (
        <TextInput
          key={lang}
          path={[...path, lang]}
          label={t(`adminCatalogue.fields.name_${lang}`)}
          value={name[lang]}
        />
      ))}
    </>
  );
}
