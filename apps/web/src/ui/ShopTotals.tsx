// An order's totals as the server froze them (goods, discount, shipping, net, VAT, total), shared
// by checkout's summary and the order page. Nothing is added up here. The partner discount is named
// with its rate when the caller has it (the discount line's `discountBp`).
import { useTranslation } from 'react-i18next';
import type { OrderTotals } from '@kubik/contract/orders';
import { formatMoney, formatNumber } from '../i18n/format.ts';
import { useLocale } from '../i18n/i18n.ts';

export function TotalsList({ totals, discountBp }: { totals: OrderTotals; discountBp?: number | null | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <dl className="shop-totals">
      <dt>{t('shop.totals.goods')}</dt>
      <dd>{formatMoney(locale, totals.goodsCents)}</dd>
      {totals.discountCents > 0 ? (
        <>
          <dt>{discountBp ? t('shop.totals.discount', { rate: formatNumber(locale, discountBp / 100) }) : t('shop.totals.discountPlain')}</dt>
          <dd>−{formatMoney(locale, totals.discountCents)}</dd>
        </>
      ) : null}
      <dt>{t('shop.totals.shipping')}</dt>
      <dd>{formatMoney(locale, totals.shippingCents)}</dd>
      <dt>{t('shop.totals.net')}</dt>
      <dd>{formatMoney(locale, totals.netCents)}</dd>
      <dt>{t('shop.totals.vat')}</dt>
      <dd>{formatMoney(locale, totals.vatCents)}</dd>
      <dt className="shop-totals__grand">{t('shop.totals.gross')}</dt>
      <dd className="shop-totals__grand" data-testid="order-total">{formatMoney(locale, totals.grossCents)}</dd>
    </dl>
  );
}

