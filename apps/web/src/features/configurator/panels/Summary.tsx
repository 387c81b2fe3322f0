// Price, bill-of-materials summary, overall size and the rules' findings, live from the design core
// in the browser; the server's quote confirms the price on request.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@kubik/contract/locale';
import { formatMoney, formatNumber } from '../../../i18n/format.ts';
import { catalogueFallback, projectsApi } from '../api.ts';
import type { Editor, Snapshot } from '../editor/editor.ts';
import { boundsOf } from '../scene/units.ts';

export function Summary({ editor, snapshot, locale }: { editor: Editor; snapshot: Snapshot; locale: Locale }) {
  const { t } = useTranslation();
  const { quote, design } = snapshot;
  const [server, setServer] = useState<{ revision: number; text: string } | null>(null);
  const cubes = design.elements.flatMap((el) => (el.kind === 'cube' ? [{ ...el.position, ...el.size }] : []));
  const bounds = boundsOf(cubes);
  const totals = quote.bom.totals;
  const shown = quote.findings.filter((f) => f.severity !== 'info');

  const confirm = async () => {
    try {
      const answer = await projectsApi.quote(design);
      const text = answer.price ? t('configurator.summary.serverPrice', { price: formatMoney(locale, answer.price.grossCents) }) : t('configurator.summary.serverInvalid');
      setServer({ revision: snapshot.revision, text });
    } catch {
      setServer({ revision: snapshot.revision, text: t('configurator.summary.serverFailed') });
    }
  };

  return (
    <section className="cfg-summary" aria-label={t('configurator.summary.label')}>
      <p className="cfg-price">
        <span className="cfg-price__label">{t('configurator.summary.price')}</span>
        <strong className="cfg-price__value" data-testid="price">{formatMoney(locale, quote.price.grossCents)}</strong>
        <span className="cfg-price__note">{t('configurator.summary.vat', { vat: formatMoney(locale, quote.price.vatCents), shipping: formatMoney(locale, quote.price.shippingCents) })}</span>
      </p>
      {catalogueFallback() ? <p className="cfg-hint" role="alert" data-testid="catalogue-fallback">{t('catalogueNotice.fallback')}</p> : null}
      <dl className="cfg-facts">
        <dt>{t('configurator.summary.size')}</dt>
        <dd data-testid="overall-size">{bounds ? `${bounds.max[0] - bounds.min[0]} × ${bounds.max[1] - bounds.min[1]} × ${bounds.max[2] - bounds.min[2]} mm` : '—'}</dd>
        <dt>{t('configurator.summary.cubes')}</dt>
        <dd data-testid="cube-count">{cubes.length}</dd>
        <dt>{t('configurator.summary.panels')}</dt>
        <dd>{t('configurator.summary.panelsValue', { count: totals.panelCount, parts: totals.partNumbers })}</dd>
        <dt>{t('configurator.summary.area')}</dt>
        <dd>{formatNumber(locale, totals.areaM2, { maximumFractionDigits: 2 })} m²</dd>
        <dt>{t('configurator.summary.hardware')}</dt>
        <dd>{totals.hardwareCount}</dd>
        <dt>{t('configurator.summary.weight')}</dt>
        <dd>{formatNumber(locale, totals.weightKg, { maximumFractionDigits: 1 })} kg</dd>
      </dl>
      <p className="cfg-server">
        <button type="button" className="button button--ghost" onClick={() => void confirm()}>{t('configurator.summary.confirm')}</button>
        {server && server.revision === snapshot.revision ? <span role="status">{server.text}</span> : null}
      </p>
      <h2 className="cfg-summary__title">
        {t('configurator.findings.title')} <span className="cfg-tab__count">{shown.length}</span>
      </h2>
      {shown.length === 0 ? (
        <p className="cfg-hint" data-testid="no-findings">{t('configurator.findings.none')}</p>
      ) : (
        <ul className="cfg-findings" data-testid="findings">
          {shown.slice(0, 50).map((f, i) => (
            <li key={i}>
              <button type="button" className={`cfg-finding cfg-finding--${f.severity}`} data-code={f.code} onClick={() => editor.store.select(f.elementIds)}>
                {f.message[locale]}
              </button>
            </li>
          ))}
        </ul>
      )}
      {!quote.orderable ? <p className="cfg-hint">{t('configurator.findings.notOrderable')}</p> : null}
    </section>
  );
}
