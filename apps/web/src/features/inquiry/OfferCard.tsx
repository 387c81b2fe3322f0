// One offer as a card (Offers.tsx): its state, the lines as a table that becomes a card per line on
// phones, the totals with VAT, the validity, the delivery window, the note, and why it cannot be accepted.
import type { ReactNode } from 'react';
import { Link } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Inquiry, Offer } from '@kubik/contract/inquiries';
import type { Locale } from '@kubik/contract/locale';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { formatEstimate } from '../../ui/deliveryEstimate.ts';
import type { Side } from './inquiryApi.ts';
import { differencePercent } from './money.ts';

/** A VAT rate in basis points as the reader's per cent. */
const rateText = (locale: Locale, bp: number) =>
  formatNumber(locale, bp / 10_000, { style: 'percent', maximumFractionDigits: 1 });

/** One VAT rate for every line: named in the totals; several: each line says its own. */
const hasOneRate = (offer: Offer) => offer.extras.every((e) => e.vatRateBp === offer.vatRateBp);

/** Why the offer cannot be accepted (or that it was), or null. */
function whyNot(t: TFunction, locale: Locale, offer: Offer, side: Side): string | null {
  return side === 'customer' && offer.status === 'expired'
    ? t('offer.why.expired', { date: formatDate(locale, offer.validUntil) })
    : side === 'customer' && offer.status === 'withdrawn'
      ? t('offer.why.withdrawn')
      : offer.status === 'declined'
        ? t('offer.why.declined', { reason: offer.declineReason ?? '' })
        : offer.status === 'accepted'
          ? t('offer.why.accepted')
          : null;
}

/**
 * One offer: its state, lines (for those who answer, the list price and the customer's own cart price
 * beside each item, and the difference against the latter), its own lines, totals, validity, delivery, note.
 */
export function OfferCard({
  offer,
  side,
  items,
  children,
}: {
  offer: Offer;
  side: Side;
  items: Inquiry['items'];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const why = whyNot(t, locale, offer, side);
  return (
    <article className={`offer offer--${offer.status}`} data-testid="offer" aria-labelledby={`offer-${offer.id}-title`}>
      <header className="offer__head">
        <h3 id={`offer-${offer.id}-title`} className="offer__title">
          {t('offer.titleOne', { number: offer.number })}
        </h3>
        <span className={`status-badge inquiry-badge inquiry-badge--${offer.status}`} data-testid="offer-status">
          <span className="visually-hidden">{t('inquiryPage.statusLabel')}: </span>
          {t(`offer.status.${offer.status}`)}
        </span>
      </header>
      {offer.status === 'draft' ? <p className="inquiry-muted">{t('offer.draftHidden')}</p> : null}
      <OfferLinesTable offer={offer} side={side} items={items} />
      <OfferTotals offer={offer} />
      <OfferFacts offer={offer} />
      {why ? (
        <p className={offer.status === 'accepted' ? 'shop-notice' : 'shop-warning'} data-testid="offer-why">
          {why}
        </p>
      ) : null}
      {side === 'customer' && offer.status === 'accepted' ? (
        <p className="offer__order">
          <Link to="/dashboard/order-history">{t('offer.toOrders')}</Link>
        </p>
      ) : null}
      {children ? <div className="offer__actions">{children}</div> : null}
    </article>
  );
}

/** The offer's lines: the items (for those who answer with list price, cart price and difference), then its own lines. */
function OfferLinesTable({ offer, side, items }: { offer: Offer; side: Side; items: Inquiry['items'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const percent = (value: number | null) =>
    value === null
      ? '—'
      : formatNumber(locale, value / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const customerPrice = (itemId: string) => items.find((i) => i.id === itemId)?.customerUnitNetCents ?? null;
  const oneRate = hasOneRate(offer);
  return (
    <table className="offer-lines">
      <thead>
        <tr>
          <th scope="col">{t('offer.columns.item')}</th>
          <th scope="col">{t('offer.columns.quantity')}</th>
          <th scope="col">{t('offer.columns.price')}</th>
          {side === 'answering' ? (
            <>
              <th scope="col">{t('offer.columns.computed')}</th>
              <th scope="col">{t('offer.columns.customerPrice')}</th>
              <th scope="col">{t('offer.columns.difference')}</th>
            </>
          ) : null}
          <th scope="col">{t('offer.columns.total')}</th>
        </tr>
      </thead>
      <tbody>
        {offer.lines.map((line) => (
          <tr key={line.itemId} data-testid="offer-line">
            <th scope="row" data-label={t('offer.columns.item')}>
              {line.name}
            </th>
            <td data-label={t('offer.columns.quantity')}>{formatNumber(locale, line.quantity)}</td>
            <td data-label={t('offer.columns.price')} data-testid="offer-line-price">
              {formatMoney(locale, line.unitNetCents, offer.currency)}
            </td>
            {side === 'answering' ? (
              <>
                <td data-label={t('offer.columns.computed')}>
                  {line.computedUnitNetCents === null
                    ? '—'
                    : formatMoney(locale, line.computedUnitNetCents, offer.currency)}
                </td>
                <td data-label={t('offer.columns.customerPrice')}>
                  {customerPrice(line.itemId) === null
                    ? '—'
                    : formatMoney(locale, customerPrice(line.itemId)!, offer.currency)}
                </td>
                <td data-label={t('offer.columns.difference')}>
                  {percent(differencePercent(line.unitNetCents, customerPrice(line.itemId)))}
                </td>
              </>
            ) : null}
            <td data-label={t('offer.columns.total')}>
              {formatMoney(locale, line.unitNetCents * line.quantity, offer.currency)}
            </td>
          </tr>
        ))}
        {offer.extras.map((extra, index) => (
          <tr key={`extra-${index}`} data-testid="offer-extra-line">
            <th scope="row" data-label={t('offer.columns.item')}>
              {extra.description}
              <span className="offer-lines__kind">
                {oneRate
                  ? t(`offer.extraKind.${extra.kind}`)
                  : t('offer.extraKindRate', {
                      kind: t(`offer.extraKind.${extra.kind}`),
                      rate: rateText(locale, extra.vatRateBp),
                    })}
              </span>
            </th>
            <td data-label={t('offer.columns.quantity')}>{formatNumber(locale, extra.quantity)}</td>
            <td data-label={t('offer.columns.price')}>{formatMoney(locale, extra.unitNetCents, offer.currency)}</td>
            {side === 'answering' ? (
              <>
                <td aria-hidden="true" />
                <td aria-hidden="true" />
                <td aria-hidden="true" />
              </>
            ) : null}
            <td data-label={t('offer.columns.total')}>{formatMoney(locale, extra.netCents, offer.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Net, VAT (its rate named when there is one) and the total with VAT. */
function OfferTotals({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <dl className="shop-totals">
      <dt>{t('offer.net')}</dt>
      <dd>{formatMoney(locale, offer.netCents, offer.currency)}</dd>
      <dt>{hasOneRate(offer) ? t('offer.vat', { rate: rateText(locale, offer.vatRateBp) }) : t('offer.vatPlain')}</dt>
      <dd>{formatMoney(locale, offer.vatCents, offer.currency)}</dd>
      <dt className="shop-totals__grand">{t('offer.gross')}</dt>
      <dd className="shop-totals__grand" data-testid="offer-total">
        {formatMoney(locale, offer.grossCents, offer.currency)}
      </dd>
    </dl>
  );
}

/** The last day it may be accepted, the delivery window, whether delivery is included, and the note. */
function OfferFacts({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const delivers = offer.extras.some((e) => e.kind === 'delivery');
  return (
    <dl className="facts offer__facts">
      <dt>{t('offer.validUntil')}</dt>
      <dd>{formatDate(locale, offer.validUntil)}</dd>
      <dt>{t('offer.delivery')}</dt>
      <dd>{offer.delivery ? formatEstimate(t, locale, offer.delivery) : t('offer.deliveryOpen')}</dd>
      <dt>{t('offer.shipping')}</dt>
      <dd data-testid="offer-shipping">{t(delivers ? 'offer.shippingIncluded' : 'offer.shippingNotIncluded')}</dd>
      {offer.note ? (
        <>
          <dt>{t('offer.note')}</dt>
          <dd className="inquiry-text">{offer.note}</dd>
        </>
      ) : null}
    </dl>
  );
}
