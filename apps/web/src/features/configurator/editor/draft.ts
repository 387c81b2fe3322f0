// The design being edited before it is a project, kept in this browser (localStorage) so nothing
// is lost: a guest's draft is saved to the account after sign-in or registration.
import type { Design } from '@kubik/design/schema/document';

export const draftKey = 'kubik.configurator.draft';

export interface Draft {
  design: unknown;
  /** Made by a guest: saved to the account as soon as someone signs in here. */
  guest: boolean;
  savedAt: number;
}

export function readDraft(storage: Pick<Storage, 'getItem'>): Draft | null {
  try {
    const raw = storage.getItem(draftKey);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<Draft>;
    if (typeof draft !== 'object' || draft === null || draft.design === undefined) return null;
    return { design: draft.design, guest: draft.guest === true, savedAt: Number(draft.savedAt) || 0 };
  } catch {
    return null;
  }
}

export function writeDraft(storage: Pick<Storage, 'setItem'>, design: Design, guest: boolean): void {
  try {
    storage.setItem(draftKey, JSON.stringify({ design, guest, savedAt: Date.now() }));
  } catch {
    // Storage full or disabled: the design stays in the page; saving to the account still works.
  }
}

export function clearDraft(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(draftKey);
}

export function emptyDesign(name: string): Design {
  return { schemaVersion: 1, name, settings: {}, elements: [] };
}

/**
 * A saved project's edits that did not reach the server yet (the autosave failed), so that closing
 * the tab or losing the session loses nothing: the project page offers them back on the next visit.
 */
export const backupKey = (projectId: string) => `kubik.configurator.unsaved:${projectId}`;

export function readBackup(
  storage: Pick<Storage, 'getItem'>,
  projectId: string,
): { design: unknown; savedAt: number } | null {
  try {
    const raw = storage.getItem(backupKey(projectId));
    const backup = raw ? (JSON.parse(raw) as { design?: unknown; savedAt?: unknown }) : null;
    if (!backup || typeof backup !== 'object' || backup.design === undefined) return null;
    return { design: backup.design, savedAt: Number(backup.savedAt) || 0 };
  } catch {
    return null;
  }
}

export function writeBackup(
  storage: Pick<Storage, 'setItem'>,
  projectId: string,
  design: Design,
  now = Date.now(),
): void {
  try {
    storage.setItem(backupKey(projectId), JSON.stringify({ design, savedAt: now }));
  } catch {
    // Storage full or disabled: the design stays in the page and the autosave keeps retrying.
  }
}

export function clearBackup(storage: Pick<Storage, 'removeItem'>, projectId: string): void {
  try {
    storage.removeItem(backupKey(projectId));
  } catch {
    // Nothing to clear.
  }
}

/**
 * Earlier drafts: opening a ready-made design or starting a new one never drops the design in hand;
 * it moves here (newest first, at most `archiveSize`), and the start screen and the menu's
 * "Drafts" offer it back.
 */
export const archiveKey = 'kubik.configurator.drafts';
export const archiveSize = 8;

export interface ArchivedDraft {
  id: string;
  design: unknown;
  guest: boolean;
  savedAt: number;
}

export function readArchive(storage: Pick<Storage, 'getItem'>): ArchivedDraft[] {
  try {
    const list = JSON.parse(storage.getItem(archiveKey) ?? '[]') as unknown;
    if (!Array.isArray(list)) return [];
    return list.flatMap((item: Partial<ArchivedDraft>) =>
      typeof item === 'object' && item !== null && typeof item.id === 'string' && item.design !== undefined
        ? [{ id: item.id, design: item.design, guest: item.guest === true, savedAt: Number(item.savedAt) || 0 }]
        : [],
    );
  } catch {
    return [];
  }
}

function writeArchive(storage: Pick<Storage, 'setItem'>, list: readonly ArchivedDraft[]): void {
  try {
    storage.setItem(archiveKey, JSON.stringify(list.slice(0, archiveSize)));
  } catch {
    // Storage full or disabled: the draft in hand is still kept under draftKey.
  }
}

/** True when a stored design has anything in it worth keeping. */
function hasElements(design: unknown): boolean {
  return (
    Array.isArray((design as { elements?: unknown } | null)?.elements) &&
    (design as { elements: unknown[] }).elements.length > 0
  );
}

/** Moves the draft in hand (if it has anything in it) to the archive and clears it; true when one was kept. */
export function archiveDraft(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, now = Date.now()): boolean {
  const draft = readDraft(storage);
  clearDraft(storage);
  if (!draft || !hasElements(draft.design)) return false;
  const text = JSON.stringify(draft.design);
  const rest = readArchive(storage).filter((d) => JSON.stringify(d.design) !== text);
  writeArchive(storage, [
    {
      id: `d${now.toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`,
      design: draft.design,
      guest: draft.guest,
      savedAt: draft.savedAt || now,
    },
    ...rest,
  ]);
  return true;
}

/** Takes a draft out of the archive (it becomes the draft in hand); null when it is gone. */
export function takeArchived(storage: Pick<Storage, 'getItem' | 'setItem'>, id: string): ArchivedDraft | null {
  const list = readArchive(storage);
  const found = list.find((d) => d.id === id) ?? null;
  if (found)
    writeArchive(
      storage,
      list.filter((d) => d.id !== id),
    );
  return found;
}

export function forgetArchived(storage: Pick<Storage, 'getItem' | 'setItem'>, id: string): void {
  writeArchive(
    storage,
    readArchive(storage).filter((d) => d.id !== id),
  );
}
