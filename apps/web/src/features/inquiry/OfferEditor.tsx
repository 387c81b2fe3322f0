// A draft offer's form (staff and the partner): a price per item in euros (the locale's decimal
// comma accepted) with, beside it, what this customer pays for it in their cart (the partner's
// discount taken off: the server's `customerUnitNetCents`) and the difference in per cent against
// that, and the list price; a quantity; the offer's own lines — delivery, installation, free text —
// each with a quantity, a net price and its VAT rate (the catalogue's or 0 %); the last day it may be
// accepted, an optional delivery window and a note. The totals shown are @kubik/shop's `offerLines`,
// the same lines the server prices and the order freezes. Checked here first; the server's field
// errors land on the same fields. Saving makes or revises the draft; sending is a separate,
// confirmed step (Offers.tsx).
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Inquiry, Offer, OfferDraftRequest } from '@kubik/contract/inquiries';
import { isApiError } from '../../api/errors.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { inquiryApi } from './inquiryApi.ts';
import { differencePercent, parseEuros } from './money.ts';
import {
  extrasOf,
  initialExtras,
  initialLines,
  initialTerms,
  liveTotals,
  type ExtraForm,
  type LineForm,
  type TermsForm,
} from './offerEditorForm.ts';
import { dayOf, endOfDay, fieldErrors, type Errors } from './offerForm.ts';
import { OfferExtras } from './OfferExtras.tsx';

export function OfferEditor({
  inquiry,
  draft,
  onSaved,
  onCancel,
}: {
  inquiry: Inquiry;
  draft?: Offer;
  onSaved: (next: Inquiry) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const comma = locale !== 'en';
  const [lines, setLines] = useState<LineForm[]>(() => initialLines(inquiry, draft, comma));
  // The catalogue's VAT rate: the draft's, else the items' (what the server gives a new offer).
  const vatRateBp = draft?.vatRateBp ?? inquiry.items[0]?.vatRateBp ?? 0;
  const [extras, setExtras] = useState<ExtraForm[]>(() => initialExtras(draft, comma));
  const [terms, setTerms] = useState<TermsForm>(() => initialTerms(draft));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: OfferDraftRequest) =>
      draft ? inquiryApi.reviseOffer(inquiry.id, draft.id, body) : inquiryApi.createOffer(inquiry.id, body),
    onSuccess: (next) => onSaved(next),
    onError: (error) => {
      // The server's reasons are codes: the day's own text says what to choose.
      if (isApiError(error) && error.fields)
        setErrors({
          ...fieldErrors(error.fields),
          ...(error.fields.validUntil ? { validUntil: t('offerEditor.errors.validUntil') } : {}),
        });
      setFailure(apiErrorMessage(t, error));
    },
  });

  const setLine = (index: number, change: Partial<LineForm>) =>
    setLines((all) => all.map((l, i) => (i === index ? { ...l, ...change } : l)));

  const submit = () => {
    const { validUntil, earliest, latest, note } = terms;
    const own = extrasOf(extras, vatRateBp);
    const { found, priced } = checkOffer(t, lines, own, validUntil, earliest, latest);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure(t('offerEditor.fixFields'));
      return;
    }
    setFailure(null);
    save.mutate({
      lines: priced,
      extras: own.map((e) => ({ ...e, quantity: e.quantity ?? 1, unitNetCents: e.unitNetCents ?? 0 })),
      validUntil: endOfDay(validUntil),
      delivery: earliest && latest ? { earliest, latest } : null,
      note: note.trim(),
    });
  };

  return (
    <form
      className="form offer-editor"
      noValidate
      aria-labelledby="offer-editor-title"
      data-testid="offer-editor"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 id="offer-editor-title" className="offer__title">
        {draft ? t('offerEditor.editTitle', { number: draft.number }) : t('offerEditor.title')}
      </h3>
      <p className="inquiry-muted">{t('offerEditor.intro')}</p>
      <OfferItemLines lines={lines} errors={errors} onChange={setLine} />
      <OfferExtras extras={extras} errors={errors} vatRateBp={vatRateBp} onChange={setExtras} />
      <OfferTotal lines={lines} extras={extras} vatRateBp={vatRateBp} />
      <OfferTerms terms={terms} errors={errors} onChange={(change) => setTerms((all) => ({ ...all, ...change }))} />
      {failure ? (
        <p className="form__error" role="alert" data-testid="offer-editor-error">
          {failure}
        </p>
      ) : null}
      <div className="form__actions">
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          {t('offerEditor.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {t('offerEditor.save')}
        </Button>
      </div>
    </form>
  );
}

/** The live totals, net and with VAT, over what is typed so far. */
function OfferTotal({ lines, extras, vatRateBp }: { lines: LineForm[]; extras: ExtraForm[]; vatRateBp: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const totals = liveTotals(lines, extras, vatRateBp);
  return (
    <p className="offer-editor__total" data-testid="offer-editor-total">
      {t('offerEditor.totalNet', { net: formatMoney(locale, totals.netCents) })}
      <span className="offer-editor__difference">
        {t('offerEditor.totalGross', {
          gross: formatMoney(locale, totals.grossCents),
          vat: formatMoney(locale, totals.vatCents),
        })}
      </span>
    </p>
  );
}

/** The last day the offer may be accepted, the optional delivery window and the note. */
function OfferTerms({
  terms,
  errors,
  onChange,
}: {
  terms: TermsForm;
  errors: Errors;
  onChange: (change: Partial<TermsForm>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="inquiry-row">
        <TextField
          label={t('offerEditor.validUntil')}
          type="date"
          value={terms.validUntil}
          onChange={(e) => onChange({ validUntil: e.target.value })}
          error={errors.validUntil}
        />
      </div>
      <fieldset className="inquiry-fieldset">
        <legend className="inquiry-legend">{t('offerEditor.delivery')}</legend>
        <div className="inquiry-row">
          <TextField
            label={t('offerEditor.deliveryFrom')}
            type="date"
            value={terms.earliest}
            onChange={(e) => onChange({ earliest: e.target.value })}
            error={errors.delivery}
          />
          <TextField
            label={t('offerEditor.deliveryTo')}
            type="date"
            value={terms.latest}
            onChange={(e) => onChange({ latest: e.target.value })}
          />
        </div>
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor="offer-note">
          {t('offerEditor.note')}
        </label>
        <textarea
          id="offer-note"
          className="field__input"
          rows={3}
          maxLength={5000}
          value={terms.note}
          onChange={(e) => onChange({ note: e.target.value })}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? 'offer-note-error' : undefined}
        />
        {errors.note ? (
          <p id="offer-note-error" className="field__error">
            {errors.note}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** Each item's price and quantity, with what this customer pays for it in the cart, the list price and the difference. */
function OfferItemLines({
  lines,
  errors,
  onChange,
}: {
  lines: LineForm[];
  errors: Errors;
  onChange: (index: number, change: Partial<LineForm>) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const percent = (value: number | null) =>
    value === null
      ? null
      : formatNumber(locale, value / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  return (
    <ul className="offer-editor__lines">
      {lines.map((line, index) => {
        const cents = parseEuros(line.price);
        // Against what this customer pays in the cart: a quote dearer than self-service shows as such.
        const difference = cents === null ? null : percent(differencePercent(cents, line.customer));
        return (
          <li key={line.itemId} className="offer-editor__line" data-testid="offer-editor-line">
            <p className="offer-editor__name">{line.name}</p>
            <TextField
              label={t('offerEditor.price')}
              aria-label={t('offerEditor.priceNamed', { name: line.name })}
              inputMode="decimal"
              autoComplete="off"
              value={line.price}
              onChange={(e) => onChange(index, { price: e.target.value })}
              error={errors[`price-${index}`]}
            />
            <TextField
              label={t('offerEditor.quantity')}
              aria-label={t('offerEditor.quantityNamed', { name: line.name })}
              type="number"
              min={1}
              max={99}
              inputMode="numeric"
              value={line.quantity}
              onChange={(e) => onChange(index, { quantity: e.target.value })}
              error={errors[`quantity-${index}`]}
            />
            <p className="offer-editor__computed" data-testid="offer-editor-computed">
              {line.customer === null ? (
                t('offerEditor.noComputed')
              ) : (
                <span data-testid="offer-editor-customer-price">
                  {t('offerEditor.customerPrice', { price: formatMoney(locale, line.customer) })}
                </span>
              )}
              {line.computed !== null && line.computed !== line.customer ? (
                <span className="offer-editor__list">
                  {t('offerEditor.listPrice', { price: formatMoney(locale, line.computed) })}
                </span>
              ) : null}
              {difference ? (
                <span className="offer-editor__difference" data-testid="offer-editor-difference">
                  {t('offerEditor.difference', { percent: difference })}
                </span>
              ) : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** The form checked as the server would: each field's problem in the reader's words, and the items' lines as sent. */
function checkOffer(
  t: TFunction,
  lines: LineForm[],
  own: { description: string; unitNetCents: number | null; quantity: number | null }[],
  validUntil: string,
  earliest: string,
  latest: string,
) {
  const found: Errors = {};
  const priced = lines.map((line, index) => {
    const cents = parseEuros(line.price);
    const quantity = Number(line.quantity);
    if (cents === null) found[`price-${index}`] = t('offerEditor.errors.price');
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99)
      found[`quantity-${index}`] = t('offerEditor.errors.quantity');
    return { itemId: line.itemId, quantity, unitNetCents: cents ?? 0 };
  });
  // From today to a year ahead: the server refuses an offer valid further ahead than that.
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(validUntil) ||
    validUntil < dayOf(new Date()) ||
    validUntil > dayOf(new Date(Date.now() + 365 * 24 * 60 * 60 * 1000))
  )
    found.validUntil = t('offerEditor.errors.validUntil');
  own.forEach((e, index) => {
    if (!e.description) found[`extra-description-${index}`] = t('offerEditor.errors.description');
    if (e.unitNetCents === null) found[`extra-price-${index}`] = t('offerEditor.errors.price');
    if (e.quantity === null) found[`extra-quantity-${index}`] = t('offerEditor.errors.quantity');
  });
  if ((earliest === '') !== (latest === '')) found.delivery = t('offerEditor.errors.deliveryBoth');
  else if (earliest && latest && earliest > latest) found.delivery = t('offerEditor.errors.deliveryOrder');
  return { found, priced };
}
