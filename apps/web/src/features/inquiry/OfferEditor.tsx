// A draft offer's form (staff and the partner): a price per item in euros (the locale's decimal
// comma accepted) with the computed price and the difference in per cent beside it, a quantity, the
// last day it may be accepted, an optional delivery window and a note. Checked here first; the
// server's field errors land on the same fields. Saving makes or revises the draft; sending is a
// separate, confirmed step (Offers.tsx).
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Inquiry, Offer, OfferDraftRequest } from '@kubik/contract/inquiries';
import { isApiError } from '../../api/errors.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { inquiryApi } from './inquiryApi.ts';
import { differencePercent, eurosInput, parseEuros } from './money.ts';
import { dayOf, endOfDay, fieldErrors, type Errors } from './offerForm.ts';

type LineForm = { itemId: string; name: string; computed: number | null; price: string; quantity: string };

export function OfferEditor({ inquiry, draft, onSaved, onCancel }: { inquiry: Inquiry; draft?: Offer; onSaved: (next: Inquiry) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const comma = locale !== 'en';
  const [lines, setLines] = useState<LineForm[]>(() =>
    inquiry.items.map((item) => {
      const line = draft?.lines.find((l) => l.itemId === item.id);
      const cents = line?.unitNetCents ?? item.computedUnitNetCents;
      return { itemId: item.id, name: item.name, computed: item.computedUnitNetCents, price: cents === null ? '' : eurosInput(cents, comma), quantity: String(line?.quantity ?? item.quantity) };
    }),
  );
  const [validUntil, setValidUntil] = useState(() => dayOf(draft ? new Date(draft.validUntil) : new Date(Date.now() + 14 * 24 * 60 * 60 * 1000)));
  const [earliest, setEarliest] = useState(draft?.delivery?.earliest ?? '');
  const [latest, setLatest] = useState(draft?.delivery?.latest ?? '');
  const [note, setNote] = useState(draft?.note ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: OfferDraftRequest) => (draft ? inquiryApi.reviseOffer(inquiry.id, draft.id, body) : inquiryApi.createOffer(inquiry.id, body)),
    onSuccess: (next) => onSaved(next),
    onError: (error) => {
      // The server's reasons are codes: the day's own text says what to choose.
      if (isApiError(error) && error.fields) setErrors({ ...fieldErrors(error.fields), ...(error.fields.validUntil ? { validUntil: t('offerEditor.errors.validUntil') } : {}) });
      setFailure(apiErrorMessage(t, error));
    },
  });

  const setLine = (index: number, change: Partial<LineForm>) => setLines((all) => all.map((l, i) => (i === index ? { ...l, ...change } : l)));

  const submit = () => {
    const found: Errors = {};
    const priced = lines.map((line, index) => {
      const cents = parseEuros(line.price);
      const quantity = Number(line.quantity);
      if (cents === null) found[`price-${index}`] = t('offerEditor.errors.price');
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) found[`quantity-${index}`] = t('offerEditor.errors.quantity');
      return { itemId: line.itemId, quantity, unitNetCents: cents ?? 0 };
    });
    // From today to a year ahead: the server refuses an offer valid further ahead than that.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil) || validUntil < dayOf(new Date()) || validUntil > dayOf(new Date(Date.now() + 365 * 24 * 60 * 60 * 1000))) found.validUntil = t('offerEditor.errors.validUntil');
    if ((earliest === '') !== (latest === '')) found.delivery = t('offerEditor.errors.deliveryBoth');
    else if (earliest && latest && earliest > latest) found.delivery = t('offerEditor.errors.deliveryOrder');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure(t('offerEditor.fixFields'));
      return;
    }
    setFailure(null);
    save.mutate({ lines: priced, validUntil: endOfDay(validUntil), delivery: earliest && latest ? { earliest, latest } : null, note: note.trim() });
  };

  const percent = (value: number | null) => (value === null ? null : formatNumber(locale, value / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }));
  const net = lines.reduce((sum, l) => sum + (parseEuros(l.price) ?? 0) * (Number(l.quantity) || 0), 0);

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
      <h3 id="offer-editor-title" className="offer__title">{draft ? t('offerEditor.editTitle', { number: draft.number }) : t('offerEditor.title')}</h3>
      <p className="inquiry-muted">{t('offerEditor.intro')}</p>
      <ul className="offer-editor__lines">
        {lines.map((line, index) => {
          const cents = parseEuros(line.price);
          const difference = cents === null ? null : percent(differencePercent(cents, line.computed));
          return (
            <li key={line.itemId} className="offer-editor__line" data-testid="offer-editor-line">
              <p className="offer-editor__name">{line.name}</p>
              <TextField
                label={t('offerEditor.price')}
                aria-label={t('offerEditor.priceNamed', { name: line.name })}
                inputMode="decimal"
                autoComplete="off"
                value={line.price}
                onChange={(e) => setLine(index, { price: e.target.value })}
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
                onChange={(e) => setLine(index, { quantity: e.target.value })}
                error={errors[`quantity-${index}`]}
              />
              <p className="offer-editor__computed" data-testid="offer-editor-computed">
                {line.computed === null ? t('offerEditor.noComputed') : t('offerEditor.computed', { price: formatMoney(locale, line.computed) })}
                {difference ? <span className="offer-editor__difference">{t('offerEditor.difference', { percent: difference })}</span> : null}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="offer-editor__total">{t('offerEditor.totalNet', { net: formatMoney(locale, net) })}</p>
      <div className="inquiry-row">
        <TextField label={t('offerEditor.validUntil')} type="date" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} error={errors.validUntil} />
      </div>
      <fieldset className="inquiry-fieldset">
        <legend className="inquiry-legend">{t('offerEditor.delivery')}</legend>
        <div className="inquiry-row">
          <TextField label={t('offerEditor.deliveryFrom')} type="date" value={earliest} onChange={(e) => setEarliest(e.target.value)} error={errors.delivery} />
          <TextField label={t('offerEditor.deliveryTo')} type="date" value={latest} onChange={(e) => setLatest(e.target.value)} />
        </div>
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor="offer-note">{t('offerEditor.note')}</label>
        <textarea id="offer-note" className="field__input" rows={3} maxLength={5000} value={note} onChange={(e) => setNote(e.target.value)} aria-invalid={errors.note ? true : undefined} aria-describedby={errors.note ? 'offer-note-error' : undefined} />
        {errors.note ? <p id="offer-note-error" className="field__error">{errors.note}</p> : null}
      </div>
      {failure ? <p className="form__error" role="alert" data-testid="offer-editor-error">{failure}</p> : null}
      <div className="form__actions">
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>{t('offerEditor.cancel')}</Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>{t('offerEditor.save')}</Button>
      </div>
    </form>
  );
}
