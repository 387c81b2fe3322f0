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
import type { Inquiry, Offer, OfferDraftRequest, OfferExtraKind } from '@kubik/contract/inquiries';
import { bp, cents } from '@kubik/shop/money';
import { offerLines } from '@kubik/shop/offer';
import { isApiError } from '../../api/errors.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { inquiryApi } from './inquiryApi.ts';
import { differencePercent, eurosInput, parseEuros } from './money.ts';
import { dayOf, endOfDay, fieldErrors, type Errors } from './offerForm.ts';

type LineForm = {
  itemId: string;
  name: string;
  computed: number | null;
  customer: number | null;
  price: string;
  quantity: string;
};
type ExtraForm = {
  key: number;
  kind: OfferExtraKind;
  description: string;
  price: string;
  quantity: string;
  taxed: boolean;
};

const extraKinds: OfferExtraKind[] = ['delivery', 'installation', 'custom'];
let nextKey = 0;

/** A quantity typed in the form, or null. */
const quantityOf = (text: string) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= 99 ? n : null;
};

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
  const [lines, setLines] = useState<LineForm[]>(() =>
    inquiry.items.map((item) => {
      const line = draft?.lines.find((l) => l.itemId === item.id);
      const cents = line?.unitNetCents ?? item.computedUnitNetCents;
      return {
        itemId: item.id,
        name: item.name,
        computed: item.computedUnitNetCents,
        customer: item.customerUnitNetCents,
        price: cents === null ? '' : eurosInput(cents, comma),
        quantity: String(line?.quantity ?? item.quantity),
      };
    }),
  );
  // The catalogue's VAT rate: the draft's, else the items' (what the server gives a new offer).
  const vatRateBp = draft?.vatRateBp ?? inquiry.items[0]?.vatRateBp ?? 0;
  const [extras, setExtras] = useState<ExtraForm[]>(() =>
    (draft?.extras ?? []).map((e) => ({
      key: nextKey++,
      kind: e.kind,
      description: e.description,
      price: eurosInput(e.unitNetCents, comma),
      quantity: String(e.quantity),
      taxed: e.vatRateBp !== 0,
    })),
  );
  const [validUntil, setValidUntil] = useState(() =>
    dayOf(draft ? new Date(draft.validUntil) : new Date(Date.now() + 14 * 24 * 60 * 60 * 1000)),
  );
  const [earliest, setEarliest] = useState(draft?.delivery?.earliest ?? '');
  const [latest, setLatest] = useState(draft?.delivery?.latest ?? '');
  const [note, setNote] = useState(draft?.note ?? '');
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
  const setExtra = (key: number, change: Partial<ExtraForm>) =>
    setExtras((all) => all.map((e) => (e.key === key ? { ...e, ...change } : e)));
  const addExtra = (kind: OfferExtraKind) =>
    setExtras((all) => [
      ...all,
      {
        key: nextKey++,
        kind,
        description: kind === 'custom' ? '' : t(`offerEditor.extras.kind.${kind}`),
        price: '',
        quantity: '1',
        taxed: true,
      },
    ]);
  const extrasOf = () =>
    extras.map((e) => ({
      kind: e.kind,
      description: e.description.trim(),
      quantity: quantityOf(e.quantity),
      unitNetCents: parseEuros(e.price),
      vatRateBp: e.taxed ? vatRateBp : 0,
    }));

  const submit = () => {
    const own = extrasOf();
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

  // The live totals: the shop's own offer lines over what is typed so far (a line not yet valid counts as nothing).
  const totals = offerLines({
    vatRateBp: bp(vatRateBp),
    lines: lines.flatMap((l) => {
      const price = parseEuros(l.price);
      const quantity = quantityOf(l.quantity);
      return price === null || quantity === null
        ? []
        : [
            {
              itemId: l.itemId,
              name: l.name,
              quantity,
              unitNetCents: cents(price),
              computedUnitNetCents: cents(l.computed ?? 0),
            },
          ];
    }),
    extras: extrasOf().flatMap((e) =>
      e.unitNetCents === null || e.quantity === null
        ? []
        : [{ ...e, quantity: e.quantity, unitNetCents: cents(e.unitNetCents), vatRateBp: bp(e.vatRateBp) }],
    ),
  }).totals;

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
      <fieldset className="inquiry-fieldset" data-testid="offer-editor-extras">
        <legend className="inquiry-legend">{t('offerEditor.extras.title')}</legend>
        <p className="inquiry-muted">{t('offerEditor.extras.hint')}</p>
        {extras.length > 0 ? (
          <ul className="offer-editor__lines">
            {extras.map((extra, index) => (
              <OfferExtraRow
                key={extra.key}
                extra={extra}
                index={index}
                errors={errors}
                vatRateBp={vatRateBp}
                onChange={(change) => setExtra(extra.key, change)}
                onRemove={() => setExtras((all) => all.filter((e) => e.key !== extra.key))}
              />
            ))}
          </ul>
        ) : null}
        <div className="offer__actions">
          {extraKinds.map((kind) => (
            <Button
              key={kind}
              variant="secondary"
              onClick={() => addExtra(kind)}
              data-testid={`offer-editor-add-${kind}`}
            >
              {t(`offerEditor.extras.add.${kind}`)}
            </Button>
          ))}
        </div>
      </fieldset>
      <p className="offer-editor__total" data-testid="offer-editor-total">
        {t('offerEditor.totalNet', { net: formatMoney(locale, totals.netCents) })}
        <span className="offer-editor__difference">
          {t('offerEditor.totalGross', {
            gross: formatMoney(locale, totals.grossCents),
            vat: formatMoney(locale, totals.vatCents),
          })}
        </span>
      </p>
      <div className="inquiry-row">
        <TextField
          label={t('offerEditor.validUntil')}
          type="date"
          value={validUntil}
          onChange={(e) => setValidUntil(e.target.value)}
          error={errors.validUntil}
        />
      </div>
      <fieldset className="inquiry-fieldset">
        <legend className="inquiry-legend">{t('offerEditor.delivery')}</legend>
        <div className="inquiry-row">
          <TextField
            label={t('offerEditor.deliveryFrom')}
            type="date"
            value={earliest}
            onChange={(e) => setEarliest(e.target.value)}
            error={errors.delivery}
          />
          <TextField
            label={t('offerEditor.deliveryTo')}
            type="date"
            value={latest}
            onChange={(e) => setLatest(e.target.value)}
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
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? 'offer-note-error' : undefined}
        />
        {errors.note ? (
          <p id="offer-note-error" className="field__error">
            {errors.note}
          </p>
        ) : null}
      </div>
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

/** One of the offer's own lines: its description, price, quantity and VAT rate (the catalogue's or 0 %). */
function OfferExtraRow({
  extra,
  index,
  errors,
  vatRateBp,
  onChange,
  onRemove,
}: {
  extra: ExtraForm;
  index: number;
  errors: Errors;
  vatRateBp: number;
  onChange: (change: Partial<ExtraForm>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = extra.description.trim() || t(`offerEditor.extras.kind.${extra.kind}`);
  const rateText = (rate: number) =>
    formatNumber(locale, rate / 10_000, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <li className="offer-editor__line offer-editor__extra" data-testid="offer-editor-extra">
      <TextField
        label={t(`offerEditor.extras.kind.${extra.kind}`)}
        aria-label={t('offerEditor.extras.descriptionOf', { kind: t(`offerEditor.extras.kind.${extra.kind}`) })}
        maxLength={200}
        value={extra.description}
        onChange={(e) => onChange({ description: e.target.value })}
        error={errors[`extra-description-${index}`]}
      />
      <TextField
        label={t('offerEditor.price')}
        aria-label={t('offerEditor.priceNamed', { name })}
        inputMode="decimal"
        autoComplete="off"
        value={extra.price}
        onChange={(e) => onChange({ price: e.target.value })}
        error={errors[`extra-price-${index}`]}
      />
      <TextField
        label={t('offerEditor.quantity')}
        aria-label={t('offerEditor.quantityNamed', { name })}
        type="number"
        min={1}
        max={99}
        inputMode="numeric"
        value={extra.quantity}
        onChange={(e) => onChange({ quantity: e.target.value })}
        error={errors[`extra-quantity-${index}`]}
      />
      <div className="field">
        <label className="field__label" htmlFor={`offer-extra-vat-${extra.key}`}>
          {t('offerEditor.extras.vat')}
        </label>
        <select
          id={`offer-extra-vat-${extra.key}`}
          className="field__input"
          value={extra.taxed ? 'rate' : 'zero'}
          onChange={(e) => onChange({ taxed: e.target.value === 'rate' })}
        >
          <option value="rate">{rateText(vatRateBp)}</option>
          <option value="zero">{t('offerEditor.extras.vatZero')}</option>
        </select>
        <Button variant="ghost" onClick={onRemove} aria-label={t('offerEditor.extras.removeNamed', { name })}>
          {t('offerEditor.extras.remove')}
        </Button>
      </div>
    </li>
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
