// The keys of a menu (a cube's menu, the "More" menu): arrows move between its items, Escape
// closes it, Tab leaves it (closing it). The menu's keys never reach the editor's shortcuts.
import type { KeyboardEvent } from 'react';

export function menuKeyDown(event: KeyboardEvent<HTMLElement>, close: (leaving: boolean) => void): void {
  const items = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)')];
  const index = items.indexOf(document.activeElement as HTMLButtonElement);
  if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    close(false);
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    event.stopPropagation();
    items[(index + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
  } else if (event.key === 'Tab') close(true);
}
