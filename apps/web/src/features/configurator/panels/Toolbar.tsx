// The bar above the scene, one row: select or add, undo and redo, duplicate and delete, the camera
// view and "fit". Each tool has an icon and its name (the name hides on phones, where the row is
// icons only, but stays the button's accessible name) and its shortcut in the tooltip.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Editor, Snapshot } from '../editor/editor.ts';
import type { Action } from '../editor/keyboard.ts';

const paths: Record<string, ReactNode> = {
  select: <path d="M5 3l13 7-6 1.5L9.5 18z" />,
  add: <path d="M12 5v14M5 12h14" />,
  undo: <path d="M9 14L4 9l5-5M4 9h11a5 5 0 010 10h-4" />,
  redo: <path d="M15 14l5-5-5-5M20 9H9a5 5 0 000 10h4" />,
  menu: <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth="3" />,
  edit: <path d="M4 20h4L19 9l-4-4L4 16zM13 7l4 4" />,
  duplicate: <path d="M8 8h11v11H8zM5 16V5h11" />,
  delete: <path d="M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13" />,
  fit: <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />,
};

export function Icon({ name }: { name: keyof typeof paths | string }) {
  return (
    <svg
      className="cfg-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths[name]}
    </svg>
  );
}

export function Toolbar({
  editor,
  snapshot,
  run,
}: {
  editor: Editor;
  snapshot: Snapshot;
  run: (action: Action) => void;
}) {
  const { t } = useTranslation();
  const editing = !editor.readOnly;
  const button = (
    action: Action,
    icon: string,
    label: string,
    options: { disabled?: boolean; pressed?: boolean; shortcut?: string } = {},
  ) => (
    <button
      type="button"
      className={`cfg-tool${options.pressed ? ' cfg-tool--on' : ''}`}
      disabled={options.disabled}
      aria-pressed={options.pressed}
      title={options.shortcut ? `${label} (${options.shortcut})` : label}
      onClick={() => run(action)}
    >
      <Icon name={icon} />
      <span className="cfg-tool__label">{label}</span>
    </button>
  );
  const none = snapshot.selection.length === 0;
  return (
    <div className="cfg-toolbar" role="toolbar" aria-label={t('configurator.toolbar.label')}>
      {editing ? (
        <div className="cfg-toolbar__group">
          {button('selectTool', 'select', t('configurator.toolbar.select'), {
            pressed: snapshot.tool === 'select',
            shortcut: 'V',
          })}
          {button('addTool', 'add', t('configurator.toolbar.add'), { pressed: snapshot.tool === 'add', shortcut: 'A' })}
        </div>
      ) : null}
      {editing ? (
        <div className="cfg-toolbar__group">
          {button('undo', 'undo', t('configurator.toolbar.undo'), { disabled: !snapshot.canUndo, shortcut: 'Ctrl+Z' })}
          {button('redo', 'redo', t('configurator.toolbar.redo'), {
            disabled: !snapshot.canRedo,
            shortcut: 'Ctrl+Shift+Z',
          })}
        </div>
      ) : null}
      {editing ? (
        <div className="cfg-toolbar__group">
          {button('duplicate', 'duplicate', t('configurator.toolbar.duplicate'), {
            disabled: none,
            shortcut: 'Ctrl+D',
          })}
          {button('delete', 'delete', t('configurator.actions.delete'), { disabled: none, shortcut: 'Del' })}
        </div>
      ) : null}
      <div className="cfg-toolbar__group cfg-toolbar__group--view">
        <label className="visually-hidden" htmlFor="cfg-view">
          {t('configurator.toolbar.view')}
        </label>
        <select
          id="cfg-view"
          className="cfg-tool cfg-tool--select"
          value=""
          onChange={(e) => {
            if (e.target.value) run(e.target.value as Action);
          }}
        >
          <option value="" disabled>
            {t('configurator.toolbar.view')}
          </option>
          <option value="viewIso">{t('configurator.toolbar.iso')} (4)</option>
          <option value="viewFront">{t('configurator.toolbar.front')} (1)</option>
          <option value="viewSide">{t('configurator.toolbar.side')} (2)</option>
          <option value="viewTop">{t('configurator.toolbar.top')} (3)</option>
        </select>
        {button('fit', 'fit', t('configurator.toolbar.fit'), { shortcut: 'F' })}
      </div>
    </div>
  );
}
