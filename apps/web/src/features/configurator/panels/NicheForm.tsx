// "Fill my niche" (issue 22) on the guided start: the niche's width, height and depth in mm, and
// the three grids that fit it best (`@kubik/design/shape/niche`), each with a picture drawn from
// the design, its size and its price — the price bar's figure for it (the editor's live quote and
// the shop's one price function, `@kubik/shop/price`). One tap starts from it (one undo step).
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Catalogue } from '@kubik/design/catalogue/schema';
import type { Design } from '@kubik/design/schema/document';
import { fillNiche, nicheClearance, proposalCubes, type NicheProposal } from '@kubik/design/shape/niche';
import type { Size3 } from '@kubik/design/shape/reflow';
import { MAX_LENGTH_MM } from '@kubik/design/schema/limits';
import type { Locale } from '@kubik/contract/locale';
import { designBreakdown } from '@kubik/shop/price';
import { formatMm, formatMoney, formatNumber } from '../../../i18n/format.ts';
import type { ShopView } from '../../../ui/shopTerms.ts';
import { LiveModel } from '../editor/live.ts';
import { designPicture } from '../pages/designPicture.ts';

type Axis = keyof Size3;
const axes: readonly Axis[] = ['width', 'height', 'depth'];

/** What the customer pays for a design, as the price bar shows it once the design is on screen. */
export function designPrice(design: Design, catalogue: Catalogue, shop: ShopView): number {
  const quote = new LiveModel(design, catalogue).quote();
  const { totals } = designBreakdown(quote.price.goodsCents, quote.bom.totals, shop.terms);
  return shop.netFirst ? totals.netCents : totals.grossCents;
}

interface Shown {
  proposal: NicheProposal;
  design: Design;
  picture: string | null;
  price: number;
}

/** The form itself, loaded when "Fill my niche" is first pressed (NicheStart.tsx). */
export function NicheForm({
  catalogue,
  locale,
  shop,
  onStart,
}: {
  catalogue: Catalogue;
  locale: Locale;
  shop: ShopView;
  onStart: (design: Design) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Axis, string>>({ width: '', height: '', depth: '' });
  const [errors, setErrors] = useState<Partial<Record<Axis, string>>>({});
  const [shown, setShown] = useState<Shown[] | null>(null);
  const n = (v: number) => formatNumber(locale, v);
  /** The smallest niche one cube fits, with its clearance. */
  const least = useMemo<Size3>(() => {
    const a = catalogue.allowedSizes;
    return {
      width: Math.min(...a.width) + 2 * nicheClearance.sideMm,
      height: Math.min(...a.height) + nicheClearance.topMm,
      depth: Math.min(...a.depth),
    };
  }, [catalogue]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Axis, string>> = {};
    const niche: Size3 = { width: 0, height: 0, depth: 0 };
    for (const axis of axes) {
      const text = values[axis].trim();
      const value = Number(text);
      if (!/^\d+$/.test(text)) found[axis] = t('configurator.niche.notNumber');
      else if (value < least[axis]) found[axis] = t(`configurator.niche.tooSmall.${axis}`, { min: n(least[axis]) });
      else if (value > MAX_LENGTH_MM) found[axis] = t('configurator.niche.tooLarge', { max: n(MAX_LENGTH_MM) });
      else niche[axis] = value;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setShown(null);
      document.getElementById(`cfg-niche-${axes.find((a) => found[a])}`)?.focus();
      return;
    }
    const answer = fillNiche(niche, catalogue);
    if (!answer.ok) return setShown([]);
    setShown(
      answer.proposals.map((proposal) => {
        const design: Design = {
          schemaVersion: 1,
          name: t('configurator.niche.name', { width: n(proposal.size.width), height: n(proposal.size.height) }),
          settings: {},
          elements: proposalCubes(proposal),
        };
        return {
          proposal,
          design,
          picture: designPicture(design, catalogue, 120),
          price: designPrice(design, catalogue, shop),
        };
      }),
    );
  };

  return (
    <form
      id="cfg-niche-form"
      className="cfg-form cfg-niche__form"
      aria-label={t('configurator.niche.open')}
      noValidate
      onSubmit={submit}
    >
      <p className="cfg-hint">
        {t('configurator.niche.hint', { side: n(nicheClearance.sideMm), top: n(nicheClearance.topMm) })}
      </p>
      {axes.map((axis) => (
        <NicheAxisField
          key={axis}
          axis={axis}
          value={values[axis]}
          error={errors[axis]}
          onChange={(value) => setValues({ ...values, [axis]: value })}
        />
      ))}
      <button type="submit" className="button">
        {t('configurator.niche.find')}
      </button>
      {shown ? (
        <div role="status" className="cfg-niche__result">
          {shown.length === 0 ? (
            <p className="cfg-hint">{t('configurator.niche.none')}</p>
          ) : (
            <h3 className="cfg-start__subtitle">{t('configurator.niche.proposals')}</h3>
          )}
        </div>
      ) : null}
      {shown && shown.length > 0 ? <NicheProposals shown={shown} locale={locale} onStart={onStart} /> : null}
    </form>
  );
}

/** One side of the niche: a box for the millimetres, with its error under it. */
function NicheAxisField({
  axis,
  value,
  error,
  onChange,
}: {
  axis: Axis;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={`cfg-field${error ? ' cfg-field--invalid' : ''}`}>
      <label htmlFor={`cfg-niche-${axis}`}>{t(`configurator.niche.${axis}`)}</label>
      <input
        id={`cfg-niche-${axis}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `cfg-niche-${axis}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <p id={`cfg-niche-${axis}-error`} className="cfg-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The grids that fit, each a button with its picture, grid, size and price: one tap starts from it. */
function NicheProposals({
  shown,
  locale,
  onStart,
}: {
  shown: readonly Shown[];
  locale: Locale;
  onStart: (design: Design) => void;
}) {
  const { t } = useTranslation();
  const n = (v: number) => formatNumber(locale, v);
  return (
    <ul className="cfg-niche__list" data-testid="niche-proposals">
      {shown.map(({ proposal, design, picture, price }) => {
        const s = proposal.shape;
        return (
          <li key={`${s.columns}x${s.columnWidth}-${s.rows}x${s.rowHeight}`}>
            <button type="button" className="cfg-niche__proposal" onClick={() => onStart(design)}>
              {picture ? <img src={picture} alt="" width={72} /> : null}
              <span>
                <strong>
                  {t('configurator.niche.grid', {
                    columns: s.columns,
                    rows: s.rows,
                    width: n(s.columnWidth),
                    height: n(s.rowHeight),
                  })}
                </strong>
                <span className="cfg-start__hint">{`${n(proposal.size.width)} × ${n(proposal.size.height)} × ${formatMm(locale, proposal.size.depth)}`}</span>
                <span className="cfg-niche__price" data-testid="niche-price">
                  {formatMoney(locale, price)}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
