// The guided start, over an empty scene (which shows the floor grid and a ghost cube with its "+"):
// start with a 3 × 2 shelf, fill a niche (NicheStart), open a ready-made design (pictures drawn
// from the designs themselves, names in the user's language), pick up one of this browser's earlier drafts, or place a cube.
import type { AppHref } from '@kubik/contract/pages';
import { useEffect, useMemo, useState } from 'react';
import { Link } from '../../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import type { Catalogue } from '@kubik/design/catalogue/schema';
import type { Design } from '@kubik/design/schema/document';
import type { Configuration } from '@kubik/contract/projects';
import type { Locale } from '@kubik/contract/locale';
import { formatDate } from '../../../i18n/format.ts';
import { projectsApi } from '../api.ts';
import { readArchive } from '../editor/draft.ts';
import { designPicture } from '../pages/designPicture.ts';
import { starterShelf } from '../pages/templates.ts';
import type { ShopView } from '../../../ui/shopTerms.ts';
import { NicheStart } from './NicheStart.tsx';

/** The ready-made designs, sorted, fetched once per visit. */
let configurations: Promise<Configuration[]> | undefined;
export function loadConfigurations(): Promise<Configuration[]> {
  configurations ??= projectsApi.configurations().then(
    (answer) => [...answer.items].sort((a, b) => a.position - b.position),
    (error: unknown) => {
      configurations = undefined;
      throw error;
    },
  );
  return configurations;
}

export function DesignCard({
  to,
  picture,
  title,
  text,
}: {
  to: AppHref;
  picture: string | null;
  title: string;
  text?: string;
}) {
  return (
    <li className="cfg-card">
      <Link className="cfg-card__link" to={to}>
        {picture ? (
          <img className="cfg-card__image" src={picture} alt="" />
        ) : (
          <span className="cfg-card__image cfg-card__image--none" aria-hidden="true" />
        )}
        <span className="cfg-card__title">{title}</span>
        {text ? <span className="cfg-card__text">{text}</span> : null}
      </Link>
    </li>
  );
}

export function StartPanel({
  catalogue,
  locale,
  shop,
  onStart,
  onPlaceCube,
}: {
  catalogue: Catalogue;
  locale: Locale;
  shop: ShopView;
  onStart: (design: Design) => void;
  onPlaceCube: () => void;
}) {
  const { t } = useTranslation();
  const [items, setItems] = useState<Configuration[]>([]);
  const drafts = useMemo(() => readArchive(window.localStorage).slice(0, 4), []);
  const starter = useMemo(() => starterShelf(t('configurator.start.starterName')), [t]);
  const starterPicture = useMemo(() => designPicture(starter, catalogue, 200), [starter, catalogue]);

  const pictures = useMemo(
    () => new Map(items.map((item) => [item.id, item.thumbnail ?? designPicture(item.design, catalogue, 200)])),
    [items, catalogue],
  );
  const draftPictures = useMemo(
    () => new Map(drafts.map((d) => [d.id, designPicture(d.design, catalogue, 200)])),
    [drafts, catalogue],
  );

  useEffect(() => {
    let live = true;
    loadConfigurations().then(
      (list) => live && setItems(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="cfg-start" aria-labelledby="cfg-start-title" data-testid="start-panel">
      <h2 id="cfg-start-title" className="cfg-start__title">
        {t('configurator.start.title')}
      </h2>
      <button type="button" className="cfg-start__starter" onClick={() => onStart(starter)}>
        {starterPicture ? <img src={starterPicture} alt="" width={96} /> : null}
        <span>
          <strong>{t('configurator.start.starter')}</strong>
          <span className="cfg-start__hint">{t('configurator.start.starterHint')}</span>
        </span>
      </button>
      <NicheStart catalogue={catalogue} locale={locale} shop={shop} onStart={onStart} />
      {items.length > 0 ? (
        <>
          <h3 className="cfg-start__subtitle">{t('configurator.start.readyMade')}</h3>
          <ul className="cfg-cards cfg-cards--small">
            {items.slice(0, 4).map((item) => (
              <DesignCard
                key={item.id}
                to={`/configurator?from=${encodeURIComponent(item.slug)}`}
                picture={pictures.get(item.id) ?? null}
                title={item.name[locale]}
              />
            ))}
          </ul>
        </>
      ) : null}
      {drafts.length > 0 ? (
        <>
          <h3 className="cfg-start__subtitle">{t('configurator.start.drafts')}</h3>
          <ul className="cfg-cards cfg-cards--small">
            {drafts.map((draft) => (
              <DesignCard
                key={draft.id}
                to={`/configurator?draft=${encodeURIComponent(draft.id)}`}
                picture={draftPictures.get(draft.id) ?? null}
                title={(draft.design as { name?: string }).name || t('configurator.untitled')}
                text={formatDate(locale, draft.savedAt)}
              />
            ))}
          </ul>
        </>
      ) : null}
      <p className="cfg-start__or">
        <button type="button" className="cfg-linkbutton" onClick={onPlaceCube}>
          {t('configurator.start.placeCube')}
        </button>
      </p>
    </section>
  );
}
