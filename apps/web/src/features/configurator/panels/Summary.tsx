// What the design is made of, live from the design core: overall size, cubes, boards, board area,
// hardware and weight — the numbers the bill of materials and the PDF give; and the price line by line.
import { useTranslation } from 'react-i18next';
import type { Locale } from '@kubik/contract/locale';
import { designBreakdown } from '@kubik/shop/price';
import { formatMm, formatMoney, formatNumber } from '../../../i18n/format.ts';
import { deliveryFromText } from '../../../ui/ShopTotals.tsx';
import type { ShopView } from '../../../ui/shopTerms.ts';
import type { Snapshot } from '../editor/editor.ts';
import { boundsOf } from '../scene/units.ts';

/** The overall size "1.200 × 800 × 400 mm" in the user's number format; '—' for no cubes. */
export function overallSize(snapshot: Pick<Snapshot, 'design'>, locale: Locale): string {
  const bounds = boundsOf(
    snapshot.design.elements.flatMap((el) => (el.kind === 'cube' ? [{ ...el.position, ...el.size }] : [])),
  );
  if (!bounds) return '—';
  const n = (v: number) => formatNumber(locale, v);
  return `${n(bounds.max[0] - bounds.min[0])} × ${n(bounds.max[1] - bounds.min[1])} × ${formatMm(locale, bounds.max[2] - bounds.min[2])}`;
}

/** The design's price for this customer, as the cart will show it for one piece. */
export function designPriceOf(snapshot: Pick<Snapshot, 'design' | 'quote'>, shop: ShopView) {
  const empty = !snapshot.design.elements.some((el) => el.kind === 'cube');
  return designBreakdown(empty ? 0 : snapshot.quote.price.goodsCents, snapshot.quote.bom.totals, shop.terms);
}

export function Summary({ snapshot, locale, shop }: { snapshot: Snapshot; locale: Locale; shop: ShopView }) {
  const { t } = useTranslation();
  const { quote, design } = snapshot;
  const totals = quote.bom.totals;
  // The price bar's breakdown (the shop's one price function), line by line.
  const price = designPriceOf(snapshot, shop);
  return (
    <section className="cfg-summary" aria-labelledby="cfg-summary-title">
      <h2 id="cfg-summary-title" className="cfg-summary__title">
        {t('configurator.summary.label')}
      </h2>
      <dl className="cfg-facts">
        <dt>{t('configurator.summary.size')}</dt>
        <dd data-testid="overall-size">{overallSize(snapshot, locale)}</dd>
        <dt>{t('configurator.summary.cubes')}</dt>
        <dd data-testid="cube-count">{design.elements.filter((el) => el.kind === 'cube').length}</dd>
        <dt>{t('configurator.summary.panels')}</dt>
        <dd>{t('configurator.summary.panelsValue', { count: totals.panelCount, parts: totals.partNumbers })}</dd>
        <dt>{t('configurator.summary.area')}</dt>
        <dd>{formatNumber(locale, totals.areaM2, { maximumFractionDigits: 2 })} m²</dd>
        <dt>{t('configurator.summary.hardware')}</dt>
        <dd>{totals.hardwareCount}</dd>
        <dt>{t('configurator.summary.weight')}</dt>
        <dd>{formatNumber(locale, totals.weightKg, { maximumFractionDigits: 1 })} kg</dd>
        <dt>{t('configurator.summary.net')}</dt>
        <dd data-testid="summary-net">{formatMoney(locale, price.totals.netCents)}</dd>
        <dt>{t('configurator.summary.vatOnly')}</dt>
        <dd>{formatMoney(locale, price.totals.vatCents)}</dd>
        {price.deliveryFrom ? (
          <>
            <dt>{t('configurator.summary.shipping')}</dt>
            <dd>{deliveryFromText(t, locale, price.deliveryFrom, shop.netFirst)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
