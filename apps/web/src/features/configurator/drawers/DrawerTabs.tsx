// The side panel's tabs (WAI-ARIA tabs: one tab stop, arrows, Home and End move and open, the open
// tab marked with aria-selected and plainly styled). Customers see the design and what goes into it;
// the workshop's kinds (connectors, room, walls, dimensions, labels) sit behind the "Advanced tools"
// switch, remembered in this browser. A workshop element picked in the scene still shows its own
// tab while it is open, so the open tab is always in the strip; element ids ("Name (id)") show only
// with the switch on (docs/decisions/0018).
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawerKind } from '../editor/editor.ts';

/** What a customer edits, in the order they reach for it. */
export const customerKinds: readonly DrawerKind[] = ['design', 'cube', 'shelf', 'slidingDoor', 'bar'];
/** The workshop's tools: shown with the advanced switch on. */
export const workshopKinds: readonly DrawerKind[] = ['connector', 'room', 'wall', 'line', 'text'];

const storageKey = 'kubik.configurator.advanced';

function stored(): boolean {
  try {
    return window.localStorage.getItem(storageKey) === '1';
  } catch {
    return false;
  }
}

/** The advanced switch's state, kept in localStorage (a private window may refuse: then it lasts the page). */
export function useAdvancedTools(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(stored);
  const set = (next: boolean) => {
    setOn(next);
    try {
      window.localStorage.setItem(storageKey, next ? '1' : '0');
    } catch {
      // Not kept: the switch still works on this page.
    }
  };
  return [on, set];
}

/** The tabs shown: the customer's, the workshop's too when advanced, and always the open one. */
export function visibleKinds(advanced: boolean, open: DrawerKind): DrawerKind[] {
  if (advanced) return [...customerKinds, ...workshopKinds];
  return customerKinds.includes(open) ? [...customerKinds] : [...customerKinds, open];
}

const keyMoves: Record<string, (at: number, n: number) => number> = {
  ArrowRight: (at, n) => (at + 1) % n,
  ArrowLeft: (at, n) => (at + n - 1) % n,
  Home: () => 0,
  End: (_at, n) => n - 1,
};

export function DrawerTabs({
  open,
  counts,
  onOpen,
  advanced,
  setAdvanced,
}: {
  open: DrawerKind;
  counts: (kind: DrawerKind) => number;
  onOpen: (kind: DrawerKind) => void;
  advanced: boolean;
  setAdvanced: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const kinds = visibleKinds(advanced, open);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = kinds[move(Math.max(0, kinds.indexOf(open)), kinds.length)]!;
    onOpen(next);
    event.currentTarget.querySelector<HTMLElement>(`#cfg-kind-${next}`)?.focus();
  };
  const toggle = () => {
    setAdvanced(!advanced);
    if (advanced && workshopKinds.includes(open)) onOpen('design');
  };

  return (
    <div className="cfg-kinds-bar">
      <div className="cfg-kinds" role="tablist" aria-label={t('configurator.drawer.kinds')} onKeyDown={onKeyDown}>
        {kinds.map((k) => {
          const count = counts(k);
          const selected = k === open;
          return (
            <button
              key={k}
              type="button"
              role="tab"
              id={`cfg-kind-${k}`}
              aria-selected={selected}
              aria-controls="cfg-kind-panel"
              tabIndex={selected ? 0 : -1}
              className={`cfg-kind${selected ? ' cfg-kind--active' : ''}`}
              onClick={() => onOpen(k)}
            >
              {t(`configurator.kinds.${k}`)}
              {count > 0 ? <span className="cfg-kind__count">{count}</span> : null}
            </button>
          );
        })}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={advanced}
        className="cfg-advanced"
        onClick={toggle}
        data-testid="advanced-tools"
      >
        <span className="cfg-advanced__track" aria-hidden="true" />
        {t('configurator.drawer.advanced')}
      </button>
    </div>
  );
}
