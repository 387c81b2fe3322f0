// Opens "View in your room" from any page that shows a design (the configurator's saved, shared and
// ordered designs, the order page): the dialog, model-viewer and the texts load only when asked for,
// so no page's first visit pays for them (issue 23: the configurator's budget is unchanged).
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMessages, roomMessages } from '../../i18n/i18n.ts';
import type { RoomViewRequest } from './RoomViewDialog.tsx';
import './model3d.css';

const RoomViewDialog = lazy(() =>
  Promise.all([import('./RoomViewDialog.tsx'), loadMessages(roomMessages)]).then(([module]) => ({
    default: module.RoomViewDialog,
  })),
);

export type { RoomViewRequest };

export function useRoomView(): { open: (request: RoomViewRequest) => void; view: ReactNode } {
  const { t } = useTranslation();
  const [request, setRequest] = useState<RoomViewRequest | null>(null);
  const view = request ? (
    <Suspense fallback={<span className="cfg-spinner" role="status" aria-label={t('progress.loading')} />}>
      <RoomViewDialog request={request} onClose={() => setRequest(null)} />
    </Suspense>
  ) : null;
  return { open: setRequest, view };
}
