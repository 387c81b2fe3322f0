import { describe, expect, it } from 'vitest';
import {
  archiveDraft,
  archiveSize,
  backupKey,
  clearBackup,
  emptyDesign,
  readArchive,
  readBackup,
  readDraft,
  takeArchived,
  writeBackup,
  writeDraft,
} from './draft.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
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

describe("a guest's drafts", () => {
  const design = (name: string, cubes = 1) =>
    ({
      ...emptyDesign(name),
      elements: Array.from({ length: cubes }, (_, i) => ({
        id: `c${i}`,
        kind: 'cube' as const,
        position: { x: i * 400, y: 0, z: 0 },
        size: { width: 400, height: 400, depth: 400 },
      })),
    }) as unknown as Parameters<typeof writeDraft>[1];

  it('never lose the design in hand: it moves to the archive and comes back from there', () => {
    const storage = memoryStorage();
    writeDraft(storage, design('First'), true);
    expect(archiveDraft(storage, 1000)).toBe(true);
    expect(readDraft(storage)).toBeNull();
    const [kept] = readArchive(storage);
    expect(kept).toMatchObject({ guest: true, design: { name: 'First' } });
    expect(takeArchived(storage, kept!.id)).toMatchObject({ design: { name: 'First' } });
    expect(readArchive(storage)).toEqual([]);
  });

  it('keep nothing for an empty design, no copy twice, and the newest few', () => {
    const storage = memoryStorage();
    writeDraft(storage, design('Empty', 0), true);
    expect(archiveDraft(storage)).toBe(false);
    writeDraft(storage, design('Same'), true);
    archiveDraft(storage, 1);
    writeDraft(storage, design('Same'), true);
    archiveDraft(storage, 2);
    expect(readArchive(storage)).toHaveLength(1);
    for (let i = 0; i < archiveSize + 3; i++) {
      writeDraft(storage, design(`D${i}`, 2), false);
      archiveDraft(storage, 10 + i);
    }
    const names = readArchive(storage).map((d) => (d.design as { name: string }).name);
    expect(names).toHaveLength(archiveSize);
    expect(names[0]).toBe(`D${archiveSize + 2}`);
  });
});
