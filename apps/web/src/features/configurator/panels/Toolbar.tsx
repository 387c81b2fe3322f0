// The bar above the scene: tools, history, clipboard, camera views and the capture.
import { useTranslation } from 'react-i18next';
import type { Editor, Snapshot } from '../editor/editor.ts';
import type { Action } from '../editor/keyboard.ts';

export function Toolbar({ editor, snapshot, run }: { editor: Editor; snapshot: Snapshot; run: (action: Action | 'capture') => void }) {
  const { t } = useTranslation();
  const editing = !editor.readOnly;
  const button = (action: Action | 'capture', label: string, options: { disabled?: boolean; pressed?: boolean; shortcut?: string } = {}) => (
    <button
      type="button"
      className={`cfg-tool${options.pressed ? ' cfg-tool--on' : ''}`}
      disabled={options.disabled}
      aria-pressed={options.pressed}
      title={options.shortcut ? `${label} (${options.shortcut})` : label}
      onClick={() => run(action)}
    >
      {label}
    </button>
  );
  const none = snapshot.selection.length === 0;
  return (
    <div className="cfg-toolbar" role="toolbar" aria-label={t('configurator.toolbar.label')}>
      {editing ? (
        <div className="cfg-toolbar__group">
          {button('selectTool', t('configurator.toolbar.select'), { pressed: snapshot.tool === 'select', shortcut: 'V' })}
          {button('addTool', t('configurator.toolbar.add'), { pressed: snapshot.tool === 'add', shortcut: 'A' })}
        </div>
      ) : null}
      {editing ? (
        <div className="cfg-toolbar__group">
          {button('undo', t('configurator.toolbar.undo'), { disabled: !snapshot.canUndo, shortcut: 'Ctrl+Z' })}
          {button('redo', t('configurator.toolbar.redo'), { disabled: !snapshot.canRedo, shortcut: 'Ctrl+Shift+Z' })}
        </div>
      ) : null}
      {editing ? (
        <div className="cfg-toolbar__group">
          {button('copy', t('configurator.toolbar.copy'), { disabled: none, shortcut: 'Ctrl+C' })}
          {button('paste', t('configurator.toolbar.paste'), { shortcut: 'Ctrl+V' })}
          {button('delete', t('configurator.actions.delete'), { disabled: none, shortcut: 'Del' })}
        </div>
      ) : null}
      <div className="cfg-toolbar__group">
        {button('viewFront', t('configurator.toolbar.front'), { shortcut: '1' })}
        {button('viewSide', t('configurator.toolbar.side'), { shortcut: '2' })}
        {button('viewTop', t('configurator.toolbar.top'), { shortcut: '3' })}
        {button('viewIso', t('configurator.toolbar.iso'), { shortcut: '4' })}
        {button('fit', t('configurator.toolbar.fit'), { shortcut: 'F' })}
      </div>
      <div className="cfg-toolbar__group">{button('capture', t('configurator.toolbar.capture'))}</div>
    </div>
  );
}
