// Mails the order's customer about a change, in the language they ordered in, inside the caller's
// unit of work: the mail (and its sending job) commits with the change or not at all.
import { isLocale, defaultLocale } from '@kubik/contract/locale';
import type { MailService } from '../mail/service.ts';
import type { UserService } from '../users/service.ts';
import { orderMail, type OrderMailEvent } from './mails.ts';
import type { OrderRow } from './repository.ts';
import type { PublicUrl } from '../../core/public-url.ts';
import { pageUrl } from '@kubik/contract/pages';

export function createOrderNotifier(deps: {
  users: Pick<UserService, 'findById'>;
  mail: Pick<MailService, 'send'>;
  publicUrl: PublicUrl;
}) {
  /** `recipient`: the order's user when the caller has them at hand (saves a query). */
  return async function notify(
    order: OrderRow,
    event: OrderMailEvent,
    recipient?: { id: string; email: string; deletedAt: Date | null },
    items?: { name: string; quantity: number }[],
  ): Promise<void> {
    const user = recipient?.id === order.userId ? recipient : await deps.users.findById(order.userId);
    // An erased account has no address to write to; the order's history keeps the change.
    if (!user || user.deletedAt) return;
    const locale = isLocale(order.locale) ? order.locale : defaultLocale;
    const facts = {
      number: order.number,
      name: order.customer.name,
      grossCents: order.grossCents,
      weeks: order.shipping.estimate.weeks,
      pickup: order.shipping.method === 'pickup',
      paidCents: order.paidCents,
      refundedCents: order.refundedCents,
      link: pageUrl(deps.publicUrl(), 'order', { orderId: order.id }),
      deliveryAddress: order.shipping.address,
      tracking: order.tracking,
      ...(items ? { items } : {}),
    };
    await deps.mail.send(user.email, orderMail(event, facts, locale));
  };
}

export type OrderNotifier = ReturnType<typeof createOrderNotifier>;
