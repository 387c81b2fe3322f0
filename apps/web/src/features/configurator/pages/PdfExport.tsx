// "Export PDF" in the configurator's header, for guests too: the design in hand goes to the server,
// which answers with the PDF (plans, cut list, assembly steps) in the UI's language; the browser
// downloads it as "<design name>.pdf". Big designs take seconds, so the button shows progress.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@kubik/contract/locale';
import { Button } from '../../../ui/Button.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import type { Editor } from '../editor/editor.ts';

/** The design's name as a file name: no path separators or characters file systems refuse. */
export function pdfFileName(name: string, fallback: string): string {
  const clean = name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-').trim();
  return `${clean || fallback}.pdf`;
}

async function errorMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    return typeof body.error?.message === 'string' && body.error.message ? body.error.message : null;
  } catch {
    return null;
  }
}

export function PdfExport({ editor, locale }: { editor: Editor; locale: Locale }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const exportPdf = async () => {
    if (busy) return;
    setBusy(true);
    const design = editor.store.design();
    try {
      const response = await fetch('/api/designs/pdf', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ design, locale }),
      });
      if (!response.ok) {
        notify.error((await errorMessage(response)) ?? t('configurator.pdf.failed'));
        return;
      }
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = pdfFileName(design.name, t('configurator.untitled'));
      link.style.display = 'none';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      notify.error(t('configurator.pdf.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" onClick={() => void exportPdf()} disabled={busy} aria-busy={busy} data-testid="export-pdf">
      {busy ? (
        <>
          <span className="cfg-spinner" aria-hidden="true" />
          <span role="status">{t('configurator.pdf.preparing')}</span>
        </>
      ) : (
        t('configurator.pdf.export')
      )}
    </Button>
  );
}
