// The assembly panel (closed at first): opening it loads and shows the steps (AssemblySteps.tsx),
// so their code and drawings cost nothing until someone wants them.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@kubik/contract/locale';
import type { Editor, Snapshot } from '../editor/editor.ts';

const AssemblySteps = lazy(() => import('./AssemblySteps.tsx').then((m) => ({ default: m.AssemblySteps })));

export function Assembly({ editor, snapshot, locale }: { editor: Editor; snapshot: Snapshot; locale: Locale }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className="cfg-assembly" aria-label={t('configurator.assembly.label')}>
      <h2 className="cfg-summary__title cfg-assembly__head">
        <button
          type="button"
          className="cfg-assembly__toggle"
          aria-expanded={open}
          aria-controls="cfg-assembly-steps"
          onClick={() => setOpen(!open)}
        >
          {t('configurator.assembly.open')}
        </button>
      </h2>
      {open ? (
        <Suspense fallback={<p className="cfg-hint">{t('configurator.loading')}</p>}>
          <AssemblySteps editor={editor} snapshot={snapshot} locale={locale} />
        </Suspense>
      ) : null}
    </section>
  );
}
