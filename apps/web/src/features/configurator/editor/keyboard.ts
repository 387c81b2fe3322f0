// Keyboard shortcuts as a table: key → action. The screen runs the action; typing in a field
// never triggers one.
export type Action =
  | 'undo'
  | 'redo'
  | 'copy'
  | 'paste'
  | 'duplicate'
  | 'delete'
  | 'deselect'
  | 'selectTool'
  | 'addTool'
  | 'fit'
  | 'viewFront'
  | 'viewSide'
  | 'viewTop'
  | 'viewIso'
  | 'left'
  | 'right'
  | 'up'
  | 'down'
  | 'forward'
  | 'backward'
  | 'next'
  | 'previous'
  | 'menu';

export function actionFor(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): Action | null {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (mod) {
    if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
    if (key === 'y') return 'redo';
    if (key === 'c') return 'copy';
    if (key === 'v') return 'paste';
    if (key === 'd') return 'duplicate';
    return null;
  }
  if (event.altKey) return null;
  switch (key) {
    case 'Delete':
    case 'Backspace':
      return 'delete';
    case 'Escape':
      return 'deselect';
    case 'v':
    case 's':
      return 'selectTool';
    case 'a':
      return 'addTool';
    case 'f':
      return 'fit';
    case ']':
    case 'n':
      return 'next';
    case '[':
    case 'p':
      return 'previous';
    case 'Enter':
      return 'menu';
    case '1':
      return 'viewFront';
    case '2':
      return 'viewSide';
    case '3':
      return 'viewTop';
    case '4':
      return 'viewIso';
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    case 'ArrowUp':
      return event.shiftKey ? 'backward' : 'up';
    case 'ArrowDown':
      return event.shiftKey ? 'forward' : 'down';
    default:
      return null;
  }
}

/** True when the key press belongs to a form field, not to the editor. */
export function typingInField(target: EventTarget | null): boolean {
  const el = target as { tagName?: string; isContentEditable?: boolean } | null;
  if (!el?.tagName) return false;
  return el.isContentEditable === true || ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName);
}
