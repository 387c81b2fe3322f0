import { describe, expect, it } from 'vitest';
import { actionFor, typingInField } from './keyboard.ts';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) =>
  actionFor({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('keyboard shortcuts', () => {
  it('maps history and clipboard with Ctrl or Cmd', () => {
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key('y', { metaKey: true })).toBe('redo');
    expect(key('c', { ctrlKey: true })).toBe('copy');
    expect(key('v', { metaKey: true })).toBe('paste');
    expect(key('d', { ctrlKey: true })).toBe('duplicate');
    expect(key('q', { ctrlKey: true })).toBeNull();
  });

  it('maps tools, views, delete and nudges', () => {
    expect(key('Delete')).toBe('delete');
    expect(key('Backspace')).toBe('delete');
    expect(key('a')).toBe('addTool');
    expect(key('v')).toBe('selectTool');
    expect(key('f')).toBe('fit');
    expect(key('3')).toBe('viewTop');
    expect(key('ArrowUp')).toBe('up');
    expect(key('ArrowUp', { shiftKey: true })).toBe('backward');
    expect(key('ArrowDown', { shiftKey: true })).toBe('forward');
    expect(key('a', { altKey: true })).toBeNull();
  });

  it('leaves keys typed into fields alone', () => {
    expect(typingInField({ tagName: 'INPUT' } as unknown as EventTarget)).toBe(true);
    expect(typingInField({ tagName: 'SELECT' } as unknown as EventTarget)).toBe(true);
    expect(typingInField({ tagName: 'CANVAS' } as unknown as EventTarget)).toBe(false);
    expect(typingInField(null)).toBe(false);
  });
});
