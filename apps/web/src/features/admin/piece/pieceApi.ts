// The piece page's call (apps/server order-documents: GET /admin/orders/:ref/pieces/:piece): one
// piece of an order as its label's QR code names it — the order's number (or id) and
// `<item>-<part>-<index>` — with its label's data, its drawing (SVG) and its holes.
import type { Locale } from '@kubik/contract/locale';
import { api } from '../../../api/instance.ts';

type Localized = Record<Locale, string>;

export interface PieceEdge {
  name: 'L1' | 'L2' | 'W1' | 'W2';
  facing: string;
  front: boolean;
  band: string | null;
  bandThickness: number;
}

export interface AdminPiece {
  orderId: string;
  number: string;
  piece: {
    label: {
      id: string;
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
  };
}

export const pieceKeys = { piece: (ref: string, piece: string) => ['admin', 'order', ref, 'piece', piece] as const };

export const pieceApi = {
  get: (ref: string, piece: string, signal?: AbortSignal) =>
    api.request<AdminPiece>(`/admin/orders/${encodeURIComponent(ref)}/pieces/${encodeURIComponent(piece)}`, signal ? { signal } : {}),
};
