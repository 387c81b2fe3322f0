import { describe, expect, it } from 'vitest';
import { backupKey, clearBackup, emptyDesign, readBackup, writeBackup } from './draft.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}

describe("a saved project's unsaved edits in this browser", () => {
  it('are kept per project until cleared', () => {
    const storage = memoryStorage();
    expect(readBackup(storage, 'p1')).toBeNull();
    writeBackup(storage, 'p1', emptyDesign('Kept'), 1234);
    expect(readBackup(storage, 'p1')).toEqual({ design: emptyDesign('Kept'), savedAt: 1234 });
    expect(readBackup(storage, 'p2')).toBeNull();
    clearBackup(storage, 'p1');
    expect(readBackup(storage, 'p1')).toBeNull();
  });

  it('ignore a broken entry', () => {
    const storage = memoryStorage();
    storage.setItem(backupKey('p1'), '{not json');
    expect(readBackup(storage, 'p1')).toBeNull();
  });
});
