// /dashboard/admin/orders/{order number or id}/pieces/{item}-{part}-{index}: the page a piece's
// label opens (its QR code, scanned on the workshop's network): which piece it is, of which order
// and item, its sizes and edges, where it goes and which sheet it is cut from, and its drawing with
// the holes drilled in it (the panel DXF's drawing, face A) and the holes listed.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocale } from '../../i18n/i18n.ts';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Page } from '../../ui/Page.tsx';
import { pieceApi, pieceKeys, type AdminPiece } from './piece/pieceApi.ts';
import '../../ui/shop.css';
import './order/adminOrder.css';

export function AdminPiecePage() {
  const { t } = useTranslation();
  const { orderRef = '', piece = '' } = useParams();
  const answer = useQuery({ queryKey: pieceKeys.piece(orderRef, piece), queryFn: ({ signal }) => pieceApi.get(orderRef, piece, signal) });
  if (answer.isError) {
    return (
      <Page title={t('adminPiece.notFound')}>
        <EmptyState title={apiErrorMessage(t, answer.error)} action={<ButtonLink to="/dashboard/admin/orders">{t('adminOrder.back')}</ButtonLink>} />
      </Page>
    );
  }
  if (answer.isPending) {
    return (
      <Page title={t('adminPiece.loading')}>
        <p className="shop-loading" role="status">{t('shop.loading')}</p>
      </Page>
    );
  }
  return <PieceDetails data={answer.data} />;
}

function PieceDetails({ data }: { data: AdminPiece }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { label, holes, svg, file, names } = data.piece;
  const size = (a: number, b: number) => `${a} × ${b} × ${label.thickness}`;
  const places = label.places.map((p) => p[locale]).filter(Boolean).join(' / ');
  const rows: [string, string][] = [
    [t('adminPiece.part'), `${label.code} (${label.partNumber})`],
    [t('adminPiece.piece'), `${label.index}/${label.count}`],
    ...(label.item ? [[t('adminPiece.item'), `${label.item.seq}. ${label.item.name}`] as [string, string]] : []),
    [t('adminPiece.material'), `${names.material[locale]} · ${names.colour[locale]}`],
    [t('adminPiece.cut'), size(label.cutLength, label.cutWidth)],
    [t('adminPiece.finished'), size(label.length, label.width)],
    [t('adminPiece.edges'), label.edges.map((e) => `${e.name}${e.front ? ` (${t('adminPiece.front')})` : ''}: ${e.band === null ? t('adminPiece.noBand') : `${e.band} ${e.bandThickness} mm`}`).join('; ')],
    [t('adminPiece.cabinet'), `${label.cabinet}/${label.cabinets}${places ? ` · ${places}` : ''}`],
    [t('adminPiece.sheet'), label.sheet ? `${label.sheet.number}/${label.sheet.of}` : t('adminPiece.notPlaced')],
    [t('adminPiece.file'), file],
  ];
  return (
    <Page title={t('adminPiece.title', { id: label.id })} actions={<ButtonLink variant="ghost" to={`/dashboard/admin/orders/${data.orderId}`}>{t('adminPiece.toOrder')}</ButtonLink>}>
      <div className="admin-order">
        <section className="admin-order__section" aria-labelledby="admin-piece-facts">
          <h2 id="admin-piece-facts" className="admin-order__title">{data.number}</h2>
          <dl className="admin-piece__facts" data-testid="admin-piece-facts">
            {rows.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="admin-order__section" aria-labelledby="admin-piece-drawing">
          <h2 id="admin-piece-drawing" className="admin-order__title">{t('adminPiece.drawing')}</h2>
          <img className="admin-piece__drawing" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t('adminPiece.drawingAlt', { code: label.code })} />
        </section>
        <section className="admin-order__section" aria-labelledby="admin-piece-holes">
          <h2 id="admin-piece-holes" className="admin-order__title">{t('adminPiece.holes', { count: holes.length })}</h2>
          <table className="admin-piece__holes">
            <thead>
              <tr><th>{t('adminPiece.face')}</th><th>{t('adminPiece.use')}</th><th>x</th><th>y</th><th>{t('adminPiece.diameter')}</th><th>{t('adminPiece.depth')}</th></tr>
            </thead>
            <tbody>
              {holes.map((h, i) => (
                <tr key={i}><td>{h.face}</td><td>{h.use}</td><td>{h.x}</td><td>{h.y}</td><td>{h.diameter}</td><td>{h.depth}</td></tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </Page>
  );
}
