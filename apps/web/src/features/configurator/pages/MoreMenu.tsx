// The configurator's "More" menu beside Save: a button that opens a list of actions (documents,
// image, drafts, duplicate, delete). Arrow keys move, Escape or a click outside closes, and focus
// returns to the button.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuKeyDown } from '../panels/menuKeys.ts';
import { Icon } from '../panels/Toolbar.tsx';

export interface MenuItem {
  key: string;
  label: string;
  run: () => void;
  danger?: boolean;
  disabled?: boolean;
}

export function MoreMenu({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not(:disabled)')?.focus();
    const onDown = (event: PointerEvent) => {
      if (!list.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node))
        setOpen(false);
    };
    window.addEventListener('pointerdown', onDown);
    return () => window.removeEventListener('pointerdown', onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="cfg-more">
      <button
        ref={button}
        type="button"
        className="button button--secondary cfg-more__button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <Icon name="menu" />
        <span className="cfg-more__label">{t('configurator.menu.more')}</span>
      </button>
      {open ? (
        <div
          ref={list}
          className="cfg-more__list"
          role="menu"
          aria-label={t('configurator.menu.more')}
          onKeyDown={(event) => menuKeyDown(event, (leaving) => (leaving ? setOpen(false) : close()))}
        >
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              className={`cfg-cellmenu__item${item.danger ? ' cfg-cellmenu__item--danger' : ''}`}
              disabled={item.disabled}
              onClick={() => {
                setOpen(false);
                item.run();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
