// /configuration: the shop's ready-made designs (issue 22). Each card shows the design's picture,
// name, outer size and "from" price (gallery.ts: the shop's one price function, the price bar's
// figure when the design is opened); the filters — room, width, budget — live in the address, so a
// filtered list can be shared and the back button undoes a filter.
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from '../../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import type { Configuration } from '@kubik/contract/projects';
import { configurationRooms } from '@kubik/contract/rooms';
import type { Catalogue } from '@kubik/design/catalogue/schema';
import { formatMoney, formatNumber } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/Button.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { Page } from '../../../ui/Page.tsx';
import { useShopTerms, type ShopView } from '../../../ui/shopTerms.ts';
import { loadCatalogue, shippingTableInForce } from '../api.ts';
import { openDesign } from '../editor/openDesign.ts';
import { loadConfigurations } from '../panels/StartPanel.tsx';
import { designPicture } from './designPicture.ts';
import {
  anyFilter,
  budgets,
  filtersFromParams,
  filtersToParams,
  fromPrice,
  galleryItem,
  matches,
  noFilters,
  shownCents,
  sizeText,
  widthBands,
  type GalleryFilters,
  type GalleryItem,
} from './gallery.ts';
import './gallery.css';
import { currency } from '@kubik/design/pricing/currency';

type Loaded =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: GalleryItem[]; catalogue: Catalogue };

/** The configurations, each opened as the configurator opens it; one that does not open is left out. */
async function loadGallery(): Promise<{ items: GalleryItem[]; catalogue: Catalogue }> {
  const [list, catalogue] = await Promise.all([loadConfigurations(), loadCatalogue()]);
  const opened = await Promise.all(
    list.map(async (configuration: Configuration) => {
      const design = await openDesign(configuration.design, catalogue);
      return design ? galleryItem(configuration, design, catalogue) : null;
    }),
  );
  return { items: opened.filter((item): item is GalleryItem => item !== null), catalogue };
}

export function ConfigurationPage() {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    loadGallery().then(
      (answer) => live && setLoaded({ status: 'ready', ...answer }),
      () => live && setLoaded({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <Page title={t('configurator.configurations.title')} intro={t('configurator.configurations.intro')}>
      {loaded.status === 'failed' ? <EmptyState title={t('configurator.failed.error')} /> : null}
      {loaded.status === 'loading' ? (
        <p className="cfg-loading" role="status">
          {t('configurator.loading')}
        </p>
      ) : null}
      {loaded.status === 'ready' && loaded.items.length === 0 ? (
        <EmptyState title={t('configurator.configurations.none')} />
      ) : null}
      {loaded.status === 'ready' && loaded.items.length > 0 ? (
        <Gallery items={loaded.items} catalogue={loaded.catalogue} />
      ) : null}
    </Page>
  );
}

function Gallery({ items, catalogue }: { items: GalleryItem[]; catalogue: Catalogue }) {
  const { t } = useTranslation();
  const shop = useShopTerms(catalogue, shippingTableInForce());
  const [params, setParams] = useSearchParams();
  // The address holds the filters; each change is a step of its own in the history (the back
  // button undoes the last filter). The router takes the new address a moment later, so the
  // choice just made is shown until it has: a clicked room never shows the old one meanwhile.
  const [chosen, setChosen] = useState<GalleryFilters | null>(null);
  useEffect(() => setChosen(null), [params]);
  const filters = chosen ?? filtersFromParams(params);
  const setFilters = (next: GalleryFilters) => {
    setChosen(next);
    setParams(filtersToParams(next));
  };

  const priced = useMemo(
    () => items.map((item) => ({ item, cents: shownCents(fromPrice(item, shop.terms), shop.netFirst) })),
    [items, shop],
  );
  const shown = priced.filter(({ item, cents }) => matches(item, cents, filters));
  // Pictures drawn from the designs themselves (the isometric drawing), where no photo was stored.
  const pictures = useMemo(
    () =>
      new Map(
        items.map(({ configuration, design }) => [
          configuration.id,
          configuration.thumbnail ?? designPicture(design, catalogue, 480),
        ]),
      ),
    [items, catalogue],
  );

  return (
    <>
      <Filters filters={filters} onChange={setFilters} />
      <p className="gallery__count" role="status" data-testid="gallery-count">
        {t('configurator.gallery.count', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <div data-testid="gallery-empty">
          <EmptyState
            title={t('configurator.gallery.noMatch')}
            hint={t('configurator.gallery.noMatchHint')}
            action={<Button onClick={() => setFilters(noFilters)}>{t('configurator.gallery.reset')}</Button>}
          />
        </div>
      ) : (
        <ul className="gallery__cards" aria-label={t('configurator.configurations.title')}>
          {shown.map(({ item, cents }) => (
            <GalleryCard
              key={item.configuration.id}
              item={item}
              cents={cents}
              picture={pictures.get(item.configuration.id) ?? null}
              shop={shop}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function GalleryCard({
  item,
  cents,
  picture,
  shop,
}: {
  item: GalleryItem;
  cents: number;
  picture: string | null;
  shop: ShopView;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { configuration, size } = item;
  return (
    <li className="gallery__card" data-testid="gallery-card" data-slug={configuration.slug}>
      <Link className="gallery__link" to={`/configurator?from=${encodeURIComponent(configuration.slug)}`}>
        {picture ? (
          <img className="gallery__image" src={picture} alt="" />
        ) : (
          <span className="gallery__image" aria-hidden="true" />
        )}
        <span className="gallery__room">{t(`configurationTexts.rooms.${configuration.room}`)}</span>
        <span className="gallery__title">{configuration.name[locale]}</span>
        <span className="gallery__size" data-testid="gallery-size">
          <span className="visually-hidden">{t('configurator.gallery.sizeLabel')} </span>
          {sizeText(size, locale)}
        </span>
        <span className="gallery__price">
          <span className="gallery__from">{t('configurator.gallery.from')}</span>{' '}
          <strong data-testid="gallery-price">{formatMoney(locale, cents)}</strong>
          <span className="gallery__vat">
            {t(shop.netFirst ? 'configurator.gallery.net' : 'configurator.gallery.gross')}
          </span>
        </span>
        <span className="gallery__text">{configuration.description[locale]}</span>
      </Link>
    </li>
  );
}

function Filters({ filters, onChange }: { filters: GalleryFilters; onChange: (next: GalleryFilters) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const cm = (mm: number) => formatNumber(locale, mm / 10);
  const bandLabel = (band: (typeof widthBands)[number]) =>
    band.min === 0
      ? t('configurator.gallery.widthUpTo', { to: cm(band.max) })
      : band.max === Infinity
        ? t('configurator.gallery.widthOver', { from: cm(band.min) })
        : t('configurator.gallery.widthBetween', { from: cm(band.min), to: cm(band.max) });
  return (
    <form
      className="gallery__filters"
      aria-label={t('configurator.gallery.filters')}
      onSubmit={(e) => e.preventDefault()}
    >
      <fieldset className="gallery__rooms">
        <legend className="gallery__legend">{t('configurator.gallery.room')}</legend>
        {[null, ...configurationRooms].map((room) => (
          <label key={room ?? 'all'} className="gallery__chip">
            <input
              type="radio"
              name={`${id}-room`}
              value={room ?? ''}
              checked={filters.room === room}
              onChange={() => onChange({ ...filters, room })}
            />
            <span>{room ? t(`configurationTexts.rooms.${room}`) : t('configurator.gallery.allRooms')}</span>
          </label>
        ))}
      </fieldset>
      <div className="gallery__selects">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-width`}>
            {t('configurator.gallery.width')}
          </label>
          <select
            id={`${id}-width`}
            className="field__input"
            value={filters.width ?? ''}
            onChange={(e) =>
              onChange({ ...filters, width: widthBands.find((b) => b.key === e.target.value)?.key ?? null })
            }
          >
            <option value="">{t('configurator.gallery.anyWidth')}</option>
            {widthBands.map((band) => (
              <option key={band.key} value={band.key}>
                {bandLabel(band)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-budget`}>
            {t('configurator.gallery.budget')}
          </label>
          <select
            id={`${id}-budget`}
            className="field__input"
            value={filters.budget ?? ''}
            onChange={(e) => onChange({ ...filters, budget: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t('configurator.gallery.anyBudget')}</option>
            {budgets.map((euros) => (
              <option key={euros} value={euros}>
                {t('configurator.gallery.budgetUpTo', {
                  amount: formatNumber(locale, euros, { style: 'currency', currency, maximumFractionDigits: 0 }),
                })}
              </option>
            ))}
          </select>
        </div>
        {anyFilter(filters) ? (
          <Button variant="ghost" onClick={() => onChange(noFilters)}>
            {t('configurator.gallery.reset')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
