// The piece page's call (apps/server order-documents: GET /admin/orders/:ref/pieces/:piece): one
// piece of an order as its label's QR code names it — the order's number (or id) and
// `<item>-<part>-<index>` — with its label's data, its drawing (SVG) and its holes.
import { api } from '../../../api/instance.ts';
import type { PieceView } from '../../../ui/piece/PieceSheet.tsx';

export interface AdminPiece {
  orderId: string;
  number: string;
  piece: PieceView;
}

export const pieceKeys = { piece: (ref: string, piece: string) => ['admin', 'order', ref, 'piece', piece] as const };

export const pieceApi = {
  get: (ref: string, piece: string, signal?: AbortSignal) =>
    api.request<AdminPiece>(
      `/admin/orders/${encodeURIComponent(ref)}/pieces/${encodeURIComponent(piece)}`,
      signal ? { signal } : {},
    ),
};
