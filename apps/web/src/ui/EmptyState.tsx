// What a list or page shows when there is nothing in it yet: never a blank area.
import type { ReactNode } from 'react';

export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <svg className="empty-state__art" viewBox="0 0 96 72" aria-hidden="true" focusable="false">
        <rect x="8" y="20" width="36" height="36" rx="2" />
        <rect x="52" y="20" width="36" height="36" rx="2" className="empty-state__dashed" />
        <path d="M8 62h80" />
      </svg>
      <p className="empty-state__title">{title}</p>
      {hint ? <p className="empty-state__hint">{hint}</p> : null}
      {action}
    </div>
  );
}
