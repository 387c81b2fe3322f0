// react-toastify with the settings of seed §9: top-right, 5 s, at most 20 at once, 750 ms
// transition (CSS in ui.css), dragged away at 60 % of the width. Its own chunk: see Toasts.tsx.
import { Bounce, ToastContainer, toast } from 'react-toastify';

export const toastSettings = {
  position: 'top-right',
  autoClose: 5000,
  limit: 20,
  draggablePercent: 60,
  transitionMs: 750,
} as const;

export { toast };

export function ToastHost() {
  return (
    <ToastContainer
      position={toastSettings.position}
      autoClose={toastSettings.autoClose}
      limit={toastSettings.limit}
      draggable
      draggablePercent={toastSettings.draggablePercent}
      transition={Bounce}
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss
      pauseOnHover
      theme="light"
    />
  );
}
