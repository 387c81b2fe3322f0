// The rules' findings, in the user's language with elements named by where they are. Hovering (or
// focusing) one lights its elements up in 3D; a click selects them. Errors and warnings are the
// issues to review; `info` findings tell what was already done for the customer (wall fixings put
// into the parts, a size snapped) and are listed apart as notes: not counted, not flagged.
import { useTranslation } from 'react-i18next';
import type { Finding } from '@kubik/design/findings/finding';
import type { Locale } from '@kubik/contract/locale';
import type { Editor, Snapshot } from '../editor/editor.ts';
import { useFindingMessage } from '../editor/findingMessage.ts';

export function Checks({
  editor,
  snapshot,
  locale,
  highlight,
}: {
  editor: Editor;
  snapshot: Snapshot;
  locale: Locale;
  highlight: (ids: readonly string[]) => void;
}) {
  const { t } = useTranslation();
  const message = useFindingMessage(snapshot, locale);
  const issues = snapshot.quote.findings.filter((f) => f.severity !== 'info');
  const notes = snapshot.quote.findings.filter((f) => f.severity === 'info');
  const item = (f: Finding, i: number) => (
    <li key={i}>
      <button
        type="button"
        className={`cfg-finding cfg-finding--${f.severity}`}
        data-code={f.code}
        onClick={() => editor.store.select(f.elementIds)}
        onMouseEnter={() => highlight(f.elementIds)}
        onMouseLeave={() => highlight([])}
        onFocus={() => highlight(f.elementIds)}
        onBlur={() => highlight([])}
      >
        <span className="visually-hidden">{t(`configurator.findings.${f.severity}`)}: </span>
        {message(f)}
      </button>
    </li>
  );
  return (
    <section className="cfg-checks" aria-labelledby="cfg-checks-title">
      <h2 id="cfg-checks-title" className="cfg-summary__title">
        {t('configurator.findings.title')}
      </h2>
      {issues.length === 0 ? (
        <p className="cfg-hint" data-testid="no-findings">
          {t('configurator.findings.none')}
        </p>
      ) : (
        <ul className="cfg-findings" data-testid="findings">
          {issues.slice(0, 50).map(item)}
        </ul>
      )}
      {!snapshot.quote.orderable ? <p className="cfg-hint">{t('configurator.findings.notOrderable')}</p> : null}
      {notes.length > 0 ? (
        <>
          <h3 className="cfg-checks__notes">{t('configurator.findings.notes')}</h3>
          <ul className="cfg-findings" data-testid="finding-notes">
            {notes.slice(0, 20).map(item)}
          </ul>
        </>
      ) : null}
    </section>
  );
}
