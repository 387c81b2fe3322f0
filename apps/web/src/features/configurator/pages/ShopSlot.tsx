// The shop's buttons in the price bar ("Add to cart", "Ask for an offer"), as app/ provides them
// (ui/designActions.tsx): this describes the design on screen to them and loads them on demand.
import { Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { designIntents, useDesignActions, type DesignForShop, type DesignIntent } from '../../../ui/designActions.tsx';
import type { Editor } from '../editor/editor.ts';

export type ShopSave = DesignForShop['save'];

/** The intent named in the address (`?intent=cart`), if it is one the shop knows. */
export function intentOf(value: string | null): DesignIntent | null {
  return designIntents.find((intent) => intent === value) ?? null;
}

export function ShopSlot({
  editor,
  projectId,
  save,
  intent,
  clearIntent,
  returnPath,
}: {
  editor: Editor;
  projectId: string | null;
  save: ShopSave;
  intent: DesignIntent | null;
  clearIntent: () => void;
  returnPath: (intent: DesignIntent) => string;
}) {
  const { t } = useTranslation();
  const Actions = useDesignActions();
  const snapshot = useSyncExternalStore(editor.subscribe, editor.snapshot, editor.snapshot);
  if (!Actions) return null;
  const design: DesignForShop = {
    projectId,
    name: snapshot.design.name.trim() || t('configurator.untitled'),
    orderable:
      snapshot.design.elements.some((el) => el.kind === 'cube') &&
      !snapshot.quote.findings.some((f) => f.severity === 'error'),
    save,
    intent,
    clearIntent,
    returnPath,
  };
  return (
    <Suspense fallback={null}>
      <Actions design={design} />
    </Suspense>
  );
}
