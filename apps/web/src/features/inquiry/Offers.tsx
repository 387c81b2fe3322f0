// The offers of an inquiry, newest first. Staff and the partner make a draft (OfferEditor), revise
// it, send it (asked first) and withdraw it — a sent offer's prices are frozen on the server, so the
// page offers no way to change them, only to withdraw and send anew. The customer sees sent offers
// only, whole: every line (items, delivery, installation, free lines) with the totals with VAT and the
// delivery window — and what delivery means for it; accepting is the shop's checkout at exactly the
// offer's total (/shopping-cart/check-out?offer=…),
// declining asks for a reason; an expired or withdrawn offer says why it cannot be accepted.
import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import type { Inquiry, Offer } from '@kubik/contract/inquiries';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { formatEstimate } from '../../ui/deliveryEstimate.ts';
import { Modal } from '../../ui/Modal.tsx';
import { notify } from '../../ui/Toasts.tsx';
import { inquiryApi, type Side } from './inquiryApi.ts';
import { differencePercent } from './money.ts';
import { OfferEditor } from './OfferEditor.tsx';

type Ask = { kind: 'send' | 'withdraw'; offer: Offer } | null;

export function Offers({
  inquiry,
  side,
  onChange,
}: {
  inquiry: Inquiry;
  side: Side;
  onChange: (next: Inquiry) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Offer | 'new' | null>(null);
  const [ask, setAsk] = useState<Ask>(null);
  const [declining, setDeclining] = useState<Offer | null>(null);
  const move = useMutation({
    mutationFn: ({ kind, offer }: NonNullable<Ask>) =>
      kind === 'send' ? inquiryApi.sendOffer(inquiry.id, offer.id) : inquiryApi.withdrawOffer(inquiry.id, offer.id),
    onSuccess: (next, { kind, offer }) => {
      onChange(next);
      setAsk(null);
      notify.success(
        t(kind === 'send' ? 'offer.sentDone' : offer.status === 'draft' ? 'offer.discarded' : 'offer.withdrawnDone', {
          number: offer.number,
        }),
      );
    },
    onError: (error) => {
      setAsk(null);
      notify.error(apiErrorMessage(t, error));
    },
  });

  const live = inquiry.offers.find((o) => o.status === 'draft' || o.status === 'sent');
  const canMake =
    side === 'answering' &&
    !live &&
    editing === null &&
    (inquiry.status === 'submitted' || inquiry.status === 'declined' || inquiry.status === 'expired');

  return (
    <section aria-labelledby="inquiry-offers-title" className="inquiry-section" data-testid="inquiry-offers">
      <div className="inquiry-offers__head">
        <h2 id="inquiry-offers-title" className="inquiry-section__title">
          {t('offer.title')}
        </h2>
        {canMake ? <Button onClick={() => setEditing('new')}>{t('offer.make')}</Button> : null}
      </div>
      {editing === 'new' ? (
        <OfferEditor
          inquiry={inquiry}
          onSaved={(next) => {
            onChange(next);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {inquiry.offers.length === 0 && editing === null ? (
        <p className="inquiry-muted">{t(side === 'customer' ? 'offer.noneYet' : 'offer.noneStaff')}</p>
      ) : null}
      {inquiry.offers.map((offer) =>
        editing !== 'new' && editing?.id === offer.id ? (
          <OfferEditor
            key={offer.id}
            inquiry={inquiry}
            draft={offer}
            onSaved={(next) => {
              onChange(next);
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <OfferCard key={offer.id} offer={offer} side={side} items={inquiry.items}>
            {side === 'answering' && offer.status === 'draft' ? (
              <>
                <Button onClick={() => setAsk({ kind: 'send', offer })}>{t('offer.send')}</Button>
                <Button variant="secondary" onClick={() => setEditing(offer)}>
                  {t('offer.edit')}
                </Button>
                <Button variant="ghost" onClick={() => setAsk({ kind: 'withdraw', offer })}>
                  {t('offer.discard')}
                </Button>
              </>
            ) : null}
            {side === 'answering' && offer.status === 'sent' ? (
              <>
                <p className="inquiry-muted" data-testid="offer-frozen">
                  {t('offer.frozen')}
                </p>
                <Button variant="danger" onClick={() => setAsk({ kind: 'withdraw', offer })}>
                  {t('offer.withdraw')}
                </Button>
              </>
            ) : null}
            {side === 'customer' && offer.status === 'sent' && inquiry.status === 'offered' ? (
              <>
                <ButtonLink to={`/shopping-cart/check-out?offer=${offer.id}`} data-testid="offer-accept">
                  {t('offer.accept')}
                </ButtonLink>
                <Button variant="secondary" onClick={() => setDeclining(offer)}>
                  {t('offer.decline')}
                </Button>
              </>
            ) : null}
          </OfferCard>
        ),
      )}

      <ConfirmDialog
        open={ask !== null}
        title={
          ask
            ? t(
                ask.kind === 'send'
                  ? 'offer.sendTitle'
                  : ask.offer.status === 'draft'
                    ? 'offer.discardTitle'
                    : 'offer.withdrawTitle',
                { number: ask.offer.number },
              )
            : ''
        }
        confirmLabel={
          ask
            ? t(
                ask.kind === 'send'
                  ? 'offer.sendConfirm'
                  : ask.offer.status === 'draft'
                    ? 'offer.discard'
                    : 'offer.withdraw',
              )
            : ''
        }
        cancelLabel={t('offer.keep')}
        danger={ask?.kind === 'withdraw'}
        busy={move.isPending}
        onConfirm={() => ask && move.mutate(ask)}
        onCancel={() => setAsk(null)}
      >
        <p>
          {ask
            ? t(
                ask.kind === 'send'
                  ? 'offer.sendText'
                  : ask.offer.status === 'draft'
                    ? 'offer.discardText'
                    : 'offer.withdrawText',
                { name: inquiry.customer.name },
              )
            : ''}
        </p>
      </ConfirmDialog>
      {declining ? (
        <DeclineDialog inquiry={inquiry} offer={declining} onClose={() => setDeclining(null)} onDeclined={onChange} />
      ) : null}
    </section>
  );
}

/**
 * One offer: its state, lines (for those who answer, the list price and the customer's own cart price
 * beside each item, and the difference against the latter), its own lines, totals, validity, delivery, note.
 */
function OfferCard({
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
  const percent = (value: number | null) =>
    value === null
      ? '—'
      : formatNumber(locale, value / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const customerPrice = (itemId: string) => items.find((i) => i.id === itemId)?.customerUnitNetCents ?? null;
  const rate = (bp: number) => formatNumber(locale, bp / 10_000, { style: 'percent', maximumFractionDigits: 1 });
  // One VAT rate for every line: named in the totals; several: each line says its own.
  const oneRate = offer.extras.every((e) => e.vatRateBp === offer.vatRateBp);
  const delivers = offer.extras.some((e) => e.kind === 'delivery');
  const why =
    side === 'customer' && offer.status === 'expired'
      ? t('offer.why.expired', { date: formatDate(locale, offer.validUntil) })
      : side === 'customer' && offer.status === 'withdrawn'
        ? t('offer.why.withdrawn')
        : offer.status === 'declined'
          ? t('offer.why.declined', { reason: offer.declineReason ?? '' })
          : offer.status === 'accepted'
            ? t('offer.why.accepted')
            : null;
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
                        rate: rate(extra.vatRateBp),
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
      <dl className="shop-totals">
        <dt>{t('offer.net')}</dt>
        <dd>{formatMoney(locale, offer.netCents, offer.currency)}</dd>
        <dt>{oneRate ? t('offer.vat', { rate: rate(offer.vatRateBp) }) : t('offer.vatPlain')}</dt>
        <dd>{formatMoney(locale, offer.vatCents, offer.currency)}</dd>
        <dt className="shop-totals__grand">{t('offer.gross')}</dt>
        <dd className="shop-totals__grand" data-testid="offer-total">
          {formatMoney(locale, offer.grossCents, offer.currency)}
        </dd>
      </dl>
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

/** The customer's "no", with the reason the partner reads. */
function DeclineDialog({
  inquiry,
  offer,
  onClose,
  onDeclined,
}: {
  inquiry: Inquiry;
  offer: Offer;
  onClose: () => void;
  onDeclined: (next: Inquiry) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decline = useMutation({
    mutationFn: (text: string) => inquiryApi.declineOffer(inquiry.id, offer.id, text),
    onSuccess: (next) => {
      onDeclined(next);
      notify.success(t('offer.declinedDone'));
      onClose();
    },
    onError: (failure) => setError(apiErrorMessage(t, failure)),
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={t('offer.declineTitle', { number: offer.number })}
      closeLabel={t('offer.keep')}
    >
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const text = reason.trim();
          if (!text) {
            setError(t('offer.declineRequired'));
            return;
          }
          decline.mutate(text);
        }}
      >
        <p>{t('offer.declineText')}</p>
        <div className="field">
          <label className="field__label" htmlFor="decline-reason">
            {t('offer.declineReason')}
          </label>
          <textarea
            id="decline-reason"
            className="field__input"
            rows={3}
            maxLength={2000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'decline-reason-error' : undefined}
          />
          {error ? (
            <p id="decline-reason-error" className="field__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="confirm__buttons">
          <Button variant="secondary" onClick={onClose}>
            {t('offer.keep')}
          </Button>
          <Button type="submit" variant="danger" disabled={decline.isPending} aria-busy={decline.isPending}>
            {t('offer.declineConfirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
