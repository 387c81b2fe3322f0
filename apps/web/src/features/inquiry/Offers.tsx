// The offers of an inquiry, newest first. Staff and the partner make a draft (OfferEditor), revise
// it, send it (asked first) and withdraw it — a sent offer's prices are frozen on the server, so the
// page offers no way to change them, only to withdraw and send anew. The customer sees sent offers
// only, whole: every line (items, delivery, installation, free lines) with the totals with VAT and the
// delivery window — and what delivery means for it; accepting is the shop's checkout at exactly the
// offer's total (/shopping-cart/check-out?offer=…),
// declining asks for a reason; an expired or withdrawn offer says why it cannot be accepted.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Inquiry, Offer } from '@kubik/contract/inquiries';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { notify } from '../../ui/Toasts.tsx';
import { inquiryApi, type Side } from './inquiryApi.ts';
import { OfferCard } from './OfferCard.tsx';
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
  const [declining, setDeclining] = useState<Offer | null>(null);
  const { ask, setAsk, move } = useOfferMove(inquiry, onChange);

  const live = inquiry.offers.find((o) => o.status === 'draft' || o.status === 'sent');
  const canMake =
    side === 'answering' &&
    !live &&
    editing === null &&
    (inquiry.status === 'submitted' || inquiry.status === 'declined' || inquiry.status === 'expired');
  const saved = (next: Inquiry) => {
    onChange(next);
    setEditing(null);
  };

  return (
    <section aria-labelledby="inquiry-offers-title" className="inquiry-section" data-testid="inquiry-offers">
      <div className="inquiry-offers__head">
        <h2 id="inquiry-offers-title" className="inquiry-section__title">
          {t('offer.title')}
        </h2>
        {canMake ? <Button onClick={() => setEditing('new')}>{t('offer.make')}</Button> : null}
      </div>
      {editing === 'new' ? <OfferEditor inquiry={inquiry} onSaved={saved} onCancel={() => setEditing(null)} /> : null}
      {inquiry.offers.length === 0 && editing === null ? (
        <p className="inquiry-muted">{t(side === 'customer' ? 'offer.noneYet' : 'offer.noneStaff')}</p>
      ) : null}
      {inquiry.offers.map((offer) =>
        editing !== 'new' && editing?.id === offer.id ? (
          <OfferEditor
            key={offer.id}
            inquiry={inquiry}
            draft={offer}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <OfferCard key={offer.id} offer={offer} side={side} items={inquiry.items}>
            <OfferActions
              offer={offer}
              side={side}
              inquiryStatus={inquiry.status}
              onAsk={setAsk}
              onEdit={setEditing}
              onDecline={setDeclining}
            />
          </OfferCard>
        ),
      )}

      <MoveOfferDialog
        ask={ask}
        customerName={inquiry.customer.name}
        busy={move.isPending}
        onConfirm={() => ask && move.mutate(ask)}
        onCancel={() => setAsk(null)}
      />
      {declining ? (
        <DeclineDialog inquiry={inquiry} offer={declining} onClose={() => setDeclining(null)} onDeclined={onChange} />
      ) : null}
    </section>
  );
}

/** The offer to send or withdraw (asked first), and the call that does it once confirmed. */
function useOfferMove(inquiry: Inquiry, onChange: (next: Inquiry) => void) {
  const { t } = useTranslation();
  const [ask, setAsk] = useState<Ask>(null);
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
  return { ask, setAsk, move };
}

/** What the reader may do with one offer: a draft's send / edit / discard, a sent one's withdraw, the customer's accept / decline. */
function OfferActions({
  offer,
  side,
  inquiryStatus,
  onAsk,
  onEdit,
  onDecline,
}: {
  offer: Offer;
  side: Side;
  inquiryStatus: Inquiry['status'];
  onAsk: (ask: Ask) => void;
  onEdit: (offer: Offer) => void;
  onDecline: (offer: Offer) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {side === 'answering' && offer.status === 'draft' ? (
        <>
          <Button onClick={() => onAsk({ kind: 'send', offer })}>{t('offer.send')}</Button>
          <Button variant="secondary" onClick={() => onEdit(offer)}>
            {t('offer.edit')}
          </Button>
          <Button variant="ghost" onClick={() => onAsk({ kind: 'withdraw', offer })}>
            {t('offer.discard')}
          </Button>
        </>
      ) : null}
      {side === 'answering' && offer.status === 'sent' ? (
        <>
          <p className="inquiry-muted" data-testid="offer-frozen">
            {t('offer.frozen')}
          </p>
          <Button variant="danger" onClick={() => onAsk({ kind: 'withdraw', offer })}>
            {t('offer.withdraw')}
          </Button>
        </>
      ) : null}
      {side === 'customer' && offer.status === 'sent' && inquiryStatus === 'offered' ? (
        <>
          <ButtonLink to={`/shopping-cart/check-out?offer=${offer.id}`} data-testid="offer-accept">
            {t('offer.accept')}
          </ButtonLink>
          <Button variant="secondary" onClick={() => onDecline(offer)}>
            {t('offer.decline')}
          </Button>
        </>
      ) : null}
    </>
  );
}

/** "Send / discard / withdraw this offer?": a draft is discarded, a sent offer withdrawn. */
function MoveOfferDialog({
  ask,
  customerName,
  busy,
  onConfirm,
  onCancel,
}: {
  ask: Ask;
  customerName: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
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
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {ask
          ? t(
              ask.kind === 'send'
                ? 'offer.sendText'
                : ask.offer.status === 'draft'
                  ? 'offer.discardText'
                  : 'offer.withdrawText',
              { name: customerName },
            )
          : ''}
      </p>
    </ConfirmDialog>
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
