// Totals as the shop's one price function made them (`@kubik/shop/price`: the server's for the cart,
// checkout and orders, the same code in the browser for the configurator): goods, the partner
// discount named with its rate, delivery or "plus delivery from", net, VAT, total. Nothing is added
// up here. Companies see the net total first (`netFirst`), with the total with VAT beside it.
import { useTranslation } from 'react-i18next';
import type { Locale } from '@kubik/contract/locale';
import { formatMoney, formatNumber } from '../i18n/format.ts';
import { useLocale } from '../i18n/i18n.ts';

export type ShownTotals = {
  goodsCents: number;
  discountCents: number;
  /** Absent or with `deliveryFrom`: delivery is not chosen yet. */
  shippingCents?: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
};

export type ShownDeliveryFrom = { netCents: number; grossCents: number; pickup: boolean };

type T = (key: string, values?: Record<string, unknown>) => string;

/** An offer's own line (installation, free text) shown between delivery and the net total, with its description. */
export type ShownExtraLine = { name: string; quantity: number; netCents: number };

type LineLike = { kind: string; ref: string | null; name: string | null; quantity: number; netCents: number };

/** An accepted offer's installation and free lines of an order or a summary (its delivery is the shipping line). */
export function offerExtraLines(of: { lines: readonly LineLike[] }, fallbackName: string): ShownExtraLine[] {
  return of.lines
    .filter((l) => l.kind === 'installation' || l.kind === 'custom')
    .map((l) => ({ name: l.name ?? fallbackName, quantity: l.quantity, netCents: l.netCents }));
}

/** A shipping line's name: an offer's delivery says what it offered; otherwise pickup or delivery. */
export function shippingLineName(t: T, line: LineLike): string {
  if (line.ref === 'offer' && line.name) return line.name;
  return line.ref === 'pickup' ? t('shop.shipping.pickup') : t('shop.shipping.delivery');
}

/** "plus delivery from 23,59 €, or free pickup at the workshop": the one wording every place uses until delivery is chosen. */
export function deliveryFromText(t: T, locale: Locale, from: ShownDeliveryFrom, netFirst = false): string {
  const amount = netFirst
    ? `${formatMoney(locale, from.netCents)} ${t('shop.exVat')}`
    : formatMoney(locale, from.grossCents);
  return t(from.pickup ? 'shop.deliveryFromOrPickup' : 'shop.deliveryFrom', { amount });
}

/** `inline`: a span, inside a paragraph (the price bar). */
export function DeliveryFromNote({
  from,
  netFirst = false,
  className = 'shop-totals__delivery',
  inline = false,
}: {
  from: ShownDeliveryFrom;
  netFirst?: boolean;
  className?: string;
  inline?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const Tag = inline ? 'span' : 'p';
  return (
    <Tag className={className} data-testid="delivery-from">
      {deliveryFromText(t, locale, from, netFirst)}
    </Tag>
  );
}

export function TotalsList({
  totals,
  discountBp,
  deliveryFrom = null,
  extraLines = [],
  netFirst = false,
  totalTestId = 'order-total',
}: {
  totals: ShownTotals;
  discountBp?: number | null | undefined;
  deliveryFrom?: ShownDeliveryFrom | null;
  /** An offer's installation and free lines (their net is in the totals). */
  extraLines?: readonly ShownExtraLine[];
  netFirst?: boolean;
  totalTestId?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <dl className="shop-totals">
        <dt>{t('shop.totals.goods')}</dt>
        <dd>{formatMoney(locale, totals.goodsCents)}</dd>
        {totals.discountCents > 0 ? (
          <>
            <dt>
              {discountBp
                ? t('shop.totals.discount', { rate: formatNumber(locale, discountBp / 100) })
                : t('shop.totals.discountPlain')}
            </dt>
            <dd>−{formatMoney(locale, totals.discountCents)}</dd>
          </>
        ) : null}
        {totals.shippingCents !== undefined && !deliveryFrom ? (
          <>
            <dt>{t('shop.totals.shipping')}</dt>
            <dd>{formatMoney(locale, totals.shippingCents)}</dd>
          </>
        ) : null}
        {extraLines.map((line, index) => (
          <div key={index} className="shop-totals__line" data-testid="offer-line">
            <dt>{line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name}</dt>
            <dd>{formatMoney(locale, line.netCents)}</dd>
          </div>
        ))}
        {/* A company's figure is the net one: it is the emphasised line, the total with VAT follows. */}
        <dt className={netFirst ? 'shop-totals__grand' : undefined}>{t('shop.totals.net')}</dt>
        <dd className={netFirst ? 'shop-totals__grand' : undefined} data-testid={`${totalTestId}-net`}>
          {formatMoney(locale, totals.netCents)}
        </dd>
        <dt>{t('shop.totals.vat')}</dt>
        <dd>{formatMoney(locale, totals.vatCents)}</dd>
        <dt className={netFirst ? undefined : 'shop-totals__grand'}>{t('shop.totals.gross')}</dt>
        <dd className={netFirst ? undefined : 'shop-totals__grand'} data-testid={totalTestId}>
          {formatMoney(locale, totals.grossCents)}
        </dd>
      </dl>
      {deliveryFrom ? <DeliveryFromNote from={deliveryFrom} netFirst={netFirst} /> : null}
    </>
  );
}
