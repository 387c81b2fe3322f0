// Toasts report the outcome of every user action. The toast library is loaded with the first
// toast, not with the page: a visitor who only reads the landing page never downloads it.
// Toasts raised before the container has mounted wait in react-toastify's queue.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-toastify';
import type * as ToastHostModule from './ToastHost.tsx';

type HostModule = typeof ToastHostModule;
let hostLoad: Promise<HostModule> | undefined;
const loadHost = () => (hostLoad ??= import('./ToastHost.tsx'));

/** Settles once the toast library asked for has loaded; test set-up awaits it before teardown. */
export function toastsSettled(): Promise<unknown> {
  return hostLoad ?? Promise.resolve();
}
const LazyHost = lazy(() => loadHost().then((module) => ({ default: module.ToastHost })));

let wanted = false;
const listeners = new Set<() => void>();

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toasts() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => wanted,
  );
  return show ? (
    <Suspense fallback={null}>
      <LazyHost />
    </Suspense>
  ) : null;
}

type Kind = 'success' | 'error' | 'warning' | 'info' | 'message';

function raise(kind: Kind, message: string, options?: ToastOptions): void {
  want();
  void loadHost().then(({ toast }) => {
    if (kind === 'message') toast(message, options);
    else toast[kind](message, options);
  });
}

export const notify = {
  success: (message: string, options?: ToastOptions) => raise('success', message, options),
  error: (message: string, options?: ToastOptions) => raise('error', message, options),
  warning: (message: string, options?: ToastOptions) => raise('warning', message, options),
  info: (message: string, options?: ToastOptions) => raise('info', message, options),
  message: (message: string, options?: ToastOptions) => raise('message', message, options),
};
