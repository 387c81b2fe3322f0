// The page a piece's label opens (its QR code, scanned on the workshop's network): which piece it
// is, its sizes and edges, where it goes and which sheet it is cut from, and its drawing with the
// holes drilled in it (the panel DXF's drawing, face A) and the holes listed. One view for an
// order's piece (features/admin) and a saved project's (features/projects): the server answers both
// with the same PieceView (@kubik/documents/piece-view). Texts: the `piece` section (projects part).
import type { AppHref } from '@kubik/contract/pages';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@kubik/contract/locale';
import { useLocale } from '../../i18n/i18n.ts';
import { apiErrorMessage } from '../apiErrorMessage.ts';
import { ButtonLink } from '../Button.tsx';
import { EmptyState } from '../EmptyState.tsx';
import { Page } from '../Page.tsx';
import '../shop.css';
import './piece.css';

type Localized = Record<Locale, string>;

export interface PieceEdge {
  name: 'L1' | 'L2' | 'W1' | 'W2';
  facing: string;
  front: boolean;
  band: string | null;
  bandThickness: number;
}

/** One piece as the server shows it (the label's data, the board's drawing as SVG, its holes). */
export interface PieceView {
  label: {
    id: string;
    url: string;
    code: string;
    partNumber: string;
    index: number;
    count: number;
    role: string;
    thickness: number;
    cutLength: number;
    cutWidth: number;
    length: number;
    width: number;
    edges: PieceEdge[];
    cabinet: number;
    cabinets: number;
    places: Localized[];
    sheet: { number: number; of: number } | null;
    item?: { seq: number; name: string };
  };
  svg: string;
  holes: { face: string; use: string; diameter: number; depth: number; x: number; y: number }[];
  file: string;
  names: { material: Localized; colour: Localized };
}

/** A link back: where the page leads from the piece (the order, the project) and when it is not found. */
type Back = { to: AppHref; label: string };

/** The piece's query answered: loading, not found or forbidden (the error in words), or the piece. */
export function PieceAnswer<T>({
  answer,
  back,
  children,
}: {
  answer: UseQueryResult<T>;
  back: Back;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (answer.isError) {
    return (
      <Page title={t('piece.notFound')}>
        <EmptyState
          title={apiErrorMessage(t, answer.error)}
          action={<ButtonLink to={back.to}>{back.label}</ButtonLink>}
        />
      </Page>
    );
  }
  if (answer.isPending) {
    return (
      <Page title={t('piece.loading')}>
        <p className="shop-loading" role="status">
          {t('shop.loading')}
        </p>
      </Page>
    );
  }
  return children(answer.data);
}

function useFacts(piece: PieceView): [string, string][] {
  const { t } = useTranslation();
  const locale = useLocale();
  const { label, file, names } = piece;
  const size = (a: number, b: number) => `${a} × ${b} × ${label.thickness}`;
  const places = label.places
    .map((p) => p[locale])
    .filter(Boolean)
    .join(' / ');
  return [
    [t('piece.part'), `${label.code} (${label.partNumber})`],
    [t('piece.piece'), `${label.index}/${label.count}`],
    ...(label.item ? [[t('piece.item'), `${label.item.seq}. ${label.item.name}`] as [string, string]] : []),
    [t('piece.material'), `${names.material[locale]} · ${names.colour[locale]}`],
    [t('piece.cut'), size(label.cutLength, label.cutWidth)],
    [t('piece.finished'), size(label.length, label.width)],
    [
      t('piece.edges'),
      label.edges
        .map(
          (e) =>
            `${e.name}${e.front ? ` (${t('piece.front')})` : ''}: ${e.band === null ? t('piece.noBand') : `${e.band} ${e.bandThickness} mm`}`,
        )
        .join('; '),
    ],
    [t('piece.cabinet'), `${label.cabinet}/${label.cabinets}${places ? ` · ${places}` : ''}`],
    [t('piece.sheet'), label.sheet ? `${label.sheet.number}/${label.sheet.of}` : t('piece.notPlaced')],
    [t('piece.file'), file],
  ];
}

/** The piece's page: `heading` names what it belongs to (the order's number, the project's name). */
export function PieceSheet({ piece, heading, back }: { piece: PieceView; heading: string; back: Back }) {
  const { t } = useTranslation();
  const facts = useFacts(piece);
  const { label, holes, svg } = piece;
  return (
    <Page
      title={t('piece.title', { id: label.id })}
      actions={
        <ButtonLink variant="ghost" to={back.to}>
          {back.label}
        </ButtonLink>
      }
    >
      <div className="piece-sheet">
        <section className="piece-sheet__section" aria-labelledby="piece-facts">
          <h2 id="piece-facts" className="piece-sheet__title">
            {heading}
          </h2>
          <dl className="piece-sheet__facts" data-testid="piece-facts">
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="piece-sheet__section" aria-labelledby="piece-drawing">
          <h2 id="piece-drawing" className="piece-sheet__title">
            {t('piece.drawing')}
          </h2>
          <img
            className="piece-sheet__drawing"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt={t('piece.drawingAlt', { code: label.code })}
          />
        </section>
        <section className="piece-sheet__section" aria-labelledby="piece-holes">
          <h2 id="piece-holes" className="piece-sheet__title">
            {t('piece.holes', { count: holes.length })}
          </h2>
          <div className="piece-sheet__scroll" role="region" aria-labelledby="piece-holes" tabIndex={0}>
            <table className="piece-sheet__holes">
              <thead>
                <tr>
                  <th>{t('piece.face')}</th>
                  <th>{t('piece.use')}</th>
                  <th>x</th>
                  <th>y</th>
                  <th>{t('piece.diameter')}</th>
                  <th>{t('piece.depth')}</th>
                </tr>
              </thead>
              <tbody>
                {holes.map((h, i) => (
                  <tr key={i}>
                    <td>{h.face}</td>
                    <td>{h.use}</td>
                    <td>{h.x}</td>
                    <td>{h.y}</td>
                    <td>{h.diameter}</td>
                    <td>{h.depth}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </Page>
  );
}
