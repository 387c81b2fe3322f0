// /dashboard/admin/orders/{order number or id}/pieces/{item}-{part}-{index}: the page an order's
// piece label opens (ui/piece/PieceSheet.tsx shows it), headed by the order's number.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from '../../ui/routing.tsx';
import { PieceAnswer, PieceSheet } from '../../ui/piece/PieceSheet.tsx';
import { pieceApi, pieceKeys } from './piece/pieceApi.ts';

export function AdminPiecePage() {
  const { t } = useTranslation();
  const { orderRef = '', piece = '' } = useParams();
  const answer = useQuery({
    queryKey: pieceKeys.piece(orderRef, piece),
    queryFn: ({ signal }) => pieceApi.get(orderRef, piece, signal),
  });
  return (
    <PieceAnswer answer={answer} back={{ to: '/dashboard/admin/orders', label: t('adminOrder.back') }}>
      {(data) => (
        <PieceSheet
          piece={data.piece}
          heading={data.number}
          back={{ to: `/dashboard/admin/orders/${data.orderId}`, label: t('piece.toOrder') }}
        />
      )}
    </PieceAnswer>
  );
}
