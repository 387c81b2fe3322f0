// The root of every route: the progress bar, toasts and the reaction to sessions ending.
import { Outlet } from 'react-router';
import { ProgressBar } from '../ui/ProgressBar.tsx';
import { Toasts } from '../ui/Toasts.tsx';
import { SessionEvents } from './SessionEvents.tsx';

export function Root() {
  return (
    <>
      <ProgressBar />
      <SessionEvents />
      <Outlet />
      <Toasts />
    </>
  );
}
