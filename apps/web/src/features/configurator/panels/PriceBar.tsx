// The price bar: always in view under the scene (desktop and phone) — the price as the shop's one
// price function makes it for whoever is looking (`@kubik/shop/price`: the cart's figure for this
// design, their partner discount as its own note, "plus delivery from" as every place says it; net
// first for companies), the overall size, and the checks at a glance. The page puts its actions at
// the end (the shop adds "Add to cart" and "Ask for an offer" there; issues 12 and 14), so it is a slot.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@kubik/contract/locale';
import { formatMoney, formatNumber } from '../../../i18n/format.ts';
import { DeliveryFromNote } from '../../../ui/ShopTotals.tsx';
import type { ShopView } from '../../../ui/shopTerms.ts';
import { catalogueFallback } from '../api.ts';
import type { Snapshot } from '../editor/editor.ts';
import { designPriceOf, overallSize } from './Summary.tsx';

export function PriceBar({
  snapshot,
  locale,
  shop,
  onChecks,
  actions,
  sheetToggle,
}: {
  snapshot: Snapshot;
  locale: Locale;
  shop: ShopView;
  onChecks: () => void;
  actions?: ReactNode;
  sheetToggle?: ReactNode;
}) {
  const { t } = useTranslation();
  const price = designPriceOf(snapshot, shop);
  const { totals } = price;
  const findings = snapshot.quote.findings.filter((f) => f.severity !== 'info');
  const errors = findings.filter((f) => f.severity === 'error').length;
  return (
    <section className="cfg-pricebar" aria-label={t('configurator.price.label')}>
      <p className="cfg-pricebar__price">
        <span className="cfg-pricebar__label">
          {t(shop.netFirst ? 'configurator.price.totalNet' : 'configurator.price.total')}
        </span>
        <strong className="cfg-pricebar__value" data-testid="price" aria-live="polite">
          {formatMoney(locale, shop.netFirst ? totals.netCents : totals.grossCents)}
        </strong>
        <span className="cfg-pricebar__note" data-testid="price-vat">
          {shop.netFirst
            ? t('configurator.price.withVat', { gross: formatMoney(locale, totals.grossCents) })
            : t('configurator.price.includesVat', { vat: formatMoney(locale, totals.vatCents) })}
        </span>
        {totals.discountCents > 0 ? (
          <span className="cfg-pricebar__note cfg-pricebar__note--discount" data-testid="partner-discount-note">
            {t('configurator.price.discount', {
              rate: formatNumber(locale, price.discountBp / 100),
              amount: formatMoney(locale, totals.discountCents),
            })}
          </span>
        ) : null}
        {price.deliveryFrom ? (
          <DeliveryFromNote from={price.deliveryFrom} netFirst={shop.netFirst} className="cfg-pricebar__note" inline />
        ) : null}
        {catalogueFallback() ? (
          <span
            className="cfg-pricebar__note cfg-pricebar__note--warning"
            role="alert"
            data-testid="catalogue-fallback"
          >
            {t('catalogueNotice.fallback')}
          </span>
        ) : null}
      </p>
      <p className="cfg-pricebar__size">
        <span className="cfg-pricebar__label">{t('configurator.summary.size')}</span>
        <span>{overallSize(snapshot, locale)}</span>
      </p>
      <button
        type="button"
        className={`cfg-pricebar__checks cfg-pricebar__checks--${errors > 0 ? 'error' : findings.length > 0 ? 'warning' : 'ok'}`}
        onClick={onChecks}
        data-testid="checks-chip"
      >
        <span className="cfg-pricebar__long">
          {findings.length === 0
            ? t('configurator.price.allGood')
            : t('configurator.price.problems', { count: findings.length })}
        </span>
        <span className="cfg-pricebar__short" aria-hidden="true">
          {findings.length === 0 ? '✓' : `! ${findings.length}`}
        </span>
      </button>
      {actions ? <div className="cfg-pricebar__actions">{actions}</div> : null}
      {sheetToggle}
    </section>
  );
}
