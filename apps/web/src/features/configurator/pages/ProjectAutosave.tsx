// A saved project's autosave on the page: the editor's edits go to the Autosave state machine,
// hiding the tab, leaving the page or leaving the route saves at once, and a failed save, or a tab
// hidden or closed with edits unsaved, keeps a copy in this browser (editor/draft.ts) until a
// later save succeeds. The status shows in the
// header; when a save failed it is a button that retries at once.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { projectsApi } from '../api.ts';
import { clearBackup, writeBackup } from '../editor/draft.ts';
import type { Editor } from '../editor/editor.ts';
import { Autosave } from './autosave.ts';
import { thumbnailOf } from './thumbnail.ts';

/** A fresh thumbnail goes with an autosave at most this often (the Save button always sends one), ms. */
const thumbnailEveryMs = 60_000;

export interface AutosaveTarget {
  projectId: string;
  /** The design on screen came from this browser's copy, not the server: save it soon. */
  restored: boolean;
}

export function useProjectAutosave(
  editor: Editor,
  target: AutosaveTarget | null,
  capture: () => string | null,
  onSaved: (revision: number) => void,
): Autosave | null {
  const { t } = useTranslation();
  const latest = useRef({ capture, onSaved, untitled: t('configurator.untitled') });
  latest.current = { capture, onSaved, untitled: t('configurator.untitled') };
  const [autosave] = useState(() => {
    if (!target || editor.readOnly) return null;
    let thumbnailAt = 0;
    const revision = editor.store.revision;
    return new Autosave({
      savedRevision: target.restored ? revision - 1 : revision,
      save: async (manual) => {
        // The design and its revision are read together, before anything awaits.
        const saving = editor.store.revision;
        const design = editor.store.design();
        const name = design.name.trim() || latest.current.untitled;
        const withThumbnail = manual || Date.now() - thumbnailAt > thumbnailEveryMs;
        const thumbnail = withThumbnail ? ((await thumbnailOf(latest.current.capture())) ?? undefined) : undefined;
        try {
          await projectsApi.update(target.projectId, { name, design, ...(thumbnail ? { thumbnail } : {}) });
        } catch (error) {
          writeBackup(window.localStorage, target.projectId, editor.store.design());
          throw error;
        }
        if (thumbnail) thumbnailAt = Date.now();
        if (editor.store.revision === saving) clearBackup(window.localStorage, target.projectId);
        latest.current.onSaved(saving);
        return saving;
      },
    });
  });

  const projectId = target?.projectId;
  useEffect(() => {
    if (!autosave || !projectId) return;
    autosave.resume();
    autosave.edited(editor.store.revision);
    const off = editor.subscribe(() => autosave.edited(editor.store.revision));
    // The tab may be closing: the save below may never finish (a design is too big for a
    // keepalive request), so what the server lacks is first kept in this browser, at once.
    const keepAndFlush = () => {
      if (autosave.unsaved()) writeBackup(window.localStorage, projectId, editor.store.design());
      void autosave.flush();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') keepAndFlush();
    };
    const onPageHide = keepAndFlush;
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      off();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the route: what is unsaved goes now (the app stays, so the request completes).
      void autosave.flush();
      autosave.dispose();
    };
  }, [editor, autosave, projectId]);

  return autosave;
}

export function AutosaveStatus({ autosave }: { autosave: Autosave }) {
  const { t } = useTranslation();
  const status = useSyncExternalStore(autosave.subscribe, autosave.status, autosave.status);
  if (status === 'failed') {
    return (
      <button
        type="button"
        className="cfg-autosave cfg-autosave--failed"
        data-testid="autosave-status"
        data-status="failed"
        title={t('configurator.autosave.retryHint')}
        onClick={() => void autosave.flush()}
      >
        {t('configurator.autosave.failed')}
      </button>
    );
  }
  return (
    <span
      className={`cfg-autosave cfg-autosave--${status}`}
      role="status"
      data-testid="autosave-status"
      data-status={status}
      aria-busy={status !== 'saved'}
    >
      {t(status === 'saved' ? 'configurator.autosave.saved' : 'configurator.autosave.saving')}
    </span>
  );
}
