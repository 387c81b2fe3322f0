// The offer's own lines in the offer editor (OfferEditor.tsx): delivery, installation and free text,
// each with its description, price, quantity and VAT rate (the catalogue's or 0 %), added and removed here.
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferExtraKind } from '@kubik/contract/inquiries';
import { formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { Errors } from './offerForm.ts';
import { newExtra, type ExtraForm } from './offerEditorForm.ts';

const extraKinds: OfferExtraKind[] = ['delivery', 'installation', 'custom'];

/** The fieldset of the offer's own lines: a row for each, and a button to add one of each kind. */
export function OfferExtras({
  extras,
  errors,
  vatRateBp,
  onChange,
}: {
  extras: ExtraForm[];
  errors: Errors;
  vatRateBp: number;
  onChange: Dispatch<SetStateAction<ExtraForm[]>>;
}) {
  const { t } = useTranslation();
  const setExtra = (key: number, change: Partial<ExtraForm>) =>
    onChange((all) => all.map((e) => (e.key === key ? { ...e, ...change } : e)));
  const addExtra = (kind: OfferExtraKind) =>
    onChange((all) => [...all, newExtra(kind, kind === 'custom' ? '' : t(`offerEditor.extras.kind.${kind}`))]);
  return (
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
              onRemove={() => onChange((all) => all.filter((e) => e.key !== extra.key))}
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
