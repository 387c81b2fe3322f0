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

export function readBackup(storage: Pick<Storage, 'getItem'>, projectId: string): { design: unknown; savedAt: number } | null {
  try {
    const raw = storage.getItem(backupKey(projectId));
    const backup = raw ? (JSON.parse(raw) as { design?: unknown; savedAt?: unknown }) : null;
    if (!backup || typeof backup !== 'object' || backup.design === undefined) return null;
    return { design: backup.design, savedAt: Number(backup.savedAt) || 0 };
  } catch {
    return null;
  }
}

export function writeBackup(storage: Pick<Storage, 'setItem'>, projectId: string, design: Design, now = Date.now()): void {
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
