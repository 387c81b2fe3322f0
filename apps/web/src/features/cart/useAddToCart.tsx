// Putting a saved project into the cart, with the seed's "project already in cart" dialog: when
// the server answers 409 `already_in_cart`, the customer chooses to update that item to the
// project's current design or to add a copy beside it. The cart the server answers replaces the
// cached one, so the header's count follows at once.
import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { notify } from '../../ui/Toasts.tsx';
import { alreadyInCartItem, cartApi, putCart, type Cart } from './cartApi.ts';

interface Conflict {
  projectId: string;
  itemId: string;
  name: string;
}

export type AddOutcome = 'added' | 'updated' | 'copied' | 'cancelled' | 'failed';

export function useAddToCart(): {
  add: (projectId: string, name: string) => Promise<AddOutcome>;
  busy: boolean;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<(Conflict & { settle: (outcome: AddOutcome) => void }) | null>(null);

  const take = (cart: Cart) => putCart(queries, cart);

  const add = async (projectId: string, name: string): Promise<AddOutcome> => {
    setBusy(true);
    let itemId: string | null = null;
    try {
      take(await cartApi.add({ projectId }));
      notify.success(t('shop.cart.added', { name }));
      return 'added';
    } catch (error) {
      itemId = alreadyInCartItem(error);
      if (!itemId) notify.error(apiErrorMessage(t, error));
    } finally {
      setBusy(false);
    }
    if (!itemId) return 'failed';
    const existing = itemId;
    // The dialog answers: update that item, add a copy, or leave the cart as it is.
    return new Promise<AddOutcome>((settle) => setConflict({ projectId, itemId: existing, name, settle }));
  };

  const resolve = async (choice: 'update' | 'copy' | 'cancel') => {
    if (!conflict) return;
    if (choice === 'cancel') {
      conflict.settle('cancelled');
      setConflict(null);
      return;
    }
    setBusy(true);
    try {
      take(
        choice === 'update'
          ? await cartApi.update(conflict.itemId, { refreshFromProject: true })
          : await cartApi.add({ projectId: conflict.projectId, asNewItem: true }),
      );
      notify.success(t(choice === 'update' ? 'shop.cart.updated' : 'shop.cart.copied', { name: conflict.name }));
      conflict.settle(choice === 'update' ? 'updated' : 'copied');
      setConflict(null);
    } catch (error) {
      notify.error(apiErrorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <Modal
      open={conflict !== null}
      onClose={() => void resolve('cancel')}
      title={t('shop.inCart.title')}
      closeLabel={t('shop.guest.close')}
    >
      <div className="confirm" data-testid="already-in-cart">
        <div className="confirm__text">
          <p>{t('shop.inCart.text', { name: conflict?.name ?? '' })}</p>
        </div>
        <div className="confirm__buttons">
          <Button variant="secondary" onClick={() => void resolve('cancel')}>
            {t('shop.inCart.cancel')}
          </Button>
          <Button variant="secondary" onClick={() => void resolve('copy')} disabled={busy}>
            {t('shop.inCart.copy')}
          </Button>
          <Button onClick={() => void resolve('update')} disabled={busy} aria-busy={busy}>
            {t('shop.inCart.update')}
          </Button>
        </div>
      </div>
    </Modal>
  );
  return { add, busy, dialog };
}
