// Paying an order: which providers are on, starting (or retrying, or switching) a payment, where it
// stands, and staff recording a bank transfer. The amount is always the order's gross as frozen at
// submit — no request carries one. Card payments are Stripe's (stripe-gateway.ts) when its keys are
// set, the built-in test provider's when not; bank transfer is for company accounts when the
// account to pay into is configured. Whatever the provider, the order becomes paid only through
// markPaid: for Stripe only from a verified webhook (stripe-webhook-service.ts), never from here.
import type { Locale } from '@kubik/contract/locale';
import type { PaymentMethod } from '@kubik/contract/orders';
import type {
  PaymentConfig,
  PaymentState,
  RecordBankPaymentRequest,
  StartPaymentAnswer,
} from '@kubik/contract/payments';
import type { Scope } from '@kubik/contract/auth';
import { formatDate, formatMoney } from '@kubik/documents/order-labels';
import { cents } from '@kubik/shop/money';
import { planRefund } from '@kubik/shop/refunds';
import type { Clock } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { MailService } from '../mail/service.ts';
import type { OrderDocumentsService } from '../order-documents/service.ts';
import { bankTransferMail } from './mails.ts';
import type { MarkPaid } from './mark-paid.ts';
import { paymentStateOf } from './payment-state.ts';
import type { PaymentRepository } from './repository.ts';
import type { StripeGateway } from './stripe-gateway.ts';
import type { PublicUrl } from '../../core/public-url.ts';
import { pageUrl } from '@kubik/contract/pages';
import { currency } from '@kubik/design/pricing/currency';

/** What paying needs of an order (the orders module's row, handed over by the composition root). */
export type PayableOrder = {
  id: string;
  userId: string;
  number: string;
  status: PaymentState['status'];
  paymentStatus: PaymentState['paymentStatus'];
  paymentMethod: PaymentMethod;
  grossCents: number;
  paidCents: number;
  refundedCents: number;
  locale: Locale;
  customer: { name: string; email: string };
};

export type PayableOrders = {
  find: (orderId: string) => Promise<PayableOrder | undefined>;
  /** The order, its row locked until the caller's transaction ends. */
  lock: (orderId: string) => Promise<PayableOrder | undefined>;
  /** Switches how the order is paid (a declined card, then bank transfer), as its customer. */
  setPaymentMethod: (orderId: string, method: PaymentMethod, userId: string) => Promise<void>;
};

/** Called in the transaction that records a refund, with the order as it is after it (the admin's audit row). */
export type RefundRecorder = (
  after: Pick<PayableOrder, 'paymentStatus' | 'paidCents' | 'refundedCents'>,
) => Promise<void>;

export type RefundHooks = {
  /** The request's idempotency key (the admin's refund dialog sends one per attempt). */
  key?: string;
  /** True when the request under `key` was carried out before; asked (last) with the order locked, as it is just before the refund. */
  seen?: (order: PayableOrder) => Promise<boolean>;
  record?: RefundRecorder;
};

export type Payer = { userId: string; scopes: readonly Scope[] };

/** Money has moved or the order is over: nothing more to pay. */
const settled = new Set(['paid', 'partially_refunded', 'refunded']);

export function createPaymentService(deps: {
  orders: PayableOrders;
  payments: PaymentRepository;
  markPaid: MarkPaid;
  stripe: StripeGateway | null;
  /** Bank transfer is configured (BANK_IBAN, BANK_BIC). */
  bankTransfer: boolean;
  documents: OrderDocumentsService;
  mail: Pick<MailService, 'send'>;
  uow: UnitOfWork;
  clock: Clock;
  publicUrl: PublicUrl;
}) {
  const { payments } = deps;

  const mayPayByTransfer = (payer: Pick<Payer, 'scopes'>) => deps.bankTransfer && payer.scopes.includes('company');

  /** The order if it is the payer's (else 404), and still waiting for money (else 409). */
  async function payable(orderId: string, payer: Payer): Promise<PayableOrder> {
    const order = await deps.orders.find(orderId);
    if (!order || order.userId !== payer.userId) throw new AppError('not_found');
    if (order.status === 'cancelled' || settled.has(order.paymentStatus)) throw new AppError('illegal_transition');
    return order;
  }

  /** `card` is always on offer: Stripe's, or the test provider's while there are no keys (as checkout takes it). */
  function methodAllowed(method: PaymentMethod, payer: Payer): boolean {
    if (method === 'card') return true;
    if (method === 'test') return deps.stripe === null;
    return mayPayByTransfer(payer);
  }

  const due = (order: PayableOrder) => ({ orderId: order.id, amountCents: order.grossCents, currency });

  async function startCard(order: PayableOrder, stripe: StripeGateway): Promise<StartPaymentAnswer> {
    const previous = (await payments.ofOrder(order.id)).find((p) => p.provider === 'stripe' && p.providerRef);
    const { intent, idempotencyKey, created } = await stripe.ensureIntent({
      orderId: order.id,
      orderNumber: order.number,
      amountCents: order.grossCents,
      receiptEmail: order.customer.email,
      existing: previous?.providerRef ? { id: previous.providerRef } : null,
    });
    // Recorded under the order's lock, which a cancel takes too: either the cancel came first (the
    // intent just made is closed again and the start refused), or the row is there for the cancel's
    // job to find. No intent stays open on a cancelled order.
    const recorded = await deps.uow.withTransaction(async () => {
      const now = await deps.orders.lock(order.id);
      if (!now || now.status === 'cancelled' || settled.has(now.paymentStatus)) return false;
      if (created) {
        // Two requests at once get the same intent from Stripe (the same idempotency key): one row.
        await payments.insertOrGet({
          orderId: order.id,
          provider: 'stripe',
          providerRef: intent.id,
          amountCents: intent.amountCents,
          currency,
          status: 'pending',
          idempotencyKey,
        });
      } else if (previous && idempotencyKey && previous.amountCents !== intent.amountCents) {
        await payments.update(previous.id, { amountCents: intent.amountCents, idempotencyKey }, deps.clock());
      }
      return true;
    });
    if (!recorded) {
      if (created) await stripe.cancelIntent(intent.id);
      throw new AppError('illegal_transition');
    }
    return {
      provider: 'stripe',
      ...due(order),
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
      publishableKey: stripe.publishableKey,
      returnUrl: pageUrl(deps.publicUrl(), 'checkout', undefined, { order: order.id }),
    };
  }

  async function startBankTransfer(order: PayableOrder): Promise<StartPaymentAnswer> {
    const details = await deps.documents.transferDetails(order.id);
    const proformaLink = await deps.documents.proformaLink(order.id);
    // One attempt per order, and the mail with it: asking again (a reload, a double click) sends no second mail.
    await deps.uow.withTransaction(async () => {
      const { inserted } = await payments.insertOrGet({
        orderId: order.id,
        provider: 'bank',
        providerRef: details.reference,
        amountCents: order.grossCents,
        currency,
        status: 'pending',
        idempotencyKey: `bank:${order.id}`,
      });
      if (!inserted) return;
      const mail = bankTransferMail(
        {
          orderId: order.id,
          number: order.number,
          name: order.customer.name,
          amount: formatMoney(order.grossCents, order.locale),
          beneficiary: details.beneficiary,
          iban: details.iban,
          bic: details.bic,
          reference: details.reference,
          dueDate: formatDate(details.dueDate, order.locale),
          proformaLink,
        },
        order.locale,
      );
      await deps.mail.send(order.customer.email, mail);
    });
    return {
      provider: 'bank',
      ...due(order),
      beneficiary: details.beneficiary,
      iban: details.iban,
      bic: details.bic,
      reference: details.reference,
      proformaUrl: `/api/orders/${order.id}/documents/proforma.pdf`,
    };
  }

  return {
    /** What the checkout offers this user; the publishable key is the only key that leaves the server. */
    config(payer: Pick<Payer, 'scopes'> | null): PaymentConfig {
      return {
        card: deps.stripe ? { provider: 'stripe', publishableKey: deps.stripe.publishableKey } : { provider: 'test' },
        bankTransfer: payer !== null && mayPayByTransfer(payer),
        bankTransferOffered: deps.bankTransfer,
      };
    },

    /** Starts paying the order (again), by `method` or the one it was placed with. */
    async start(orderId: string, payer: Payer, method?: PaymentMethod): Promise<StartPaymentAnswer> {
      const order = await payable(orderId, payer);
      const chosen = method ?? order.paymentMethod;
      if (!methodAllowed(chosen, payer)) throw new AppError('payment_method_unavailable');
      if (chosen !== order.paymentMethod) await deps.orders.setPaymentMethod(order.id, chosen, payer.userId);
      const current = { ...order, paymentMethod: chosen };
      if (chosen === 'card' && deps.stripe) return startCard(current, deps.stripe);
      if (chosen === 'bank_transfer') return startBankTransfer(current);
      return { provider: 'test', ...due(current), completeUrl: `/api/payments/test/${order.id}/complete` };
    },

    /**
     * The order was cancelled (a job that ran after that committed): cancels its card payments still open
     * at Stripe, so none can be paid any more. One Stripe refuses (already paid, e.g. a payment made
     * in the moment before) stays as it is: its webhook records the payment and staff refund it.
     * Answers the intents Stripe refused; throws only when the database fails.
     */
    async cancelOpenIntents(orderId: string): Promise<{ refused: string[] }> {
      const stripe = deps.stripe;
      if (!stripe) return { refused: [] };
      const open = (await payments.ofOrder(orderId)).filter(
        (p) => p.provider === 'stripe' && p.providerRef && p.status !== 'succeeded' && p.status !== 'canceled',
      );
      const refused: string[] = [];
      for (const attempt of open) {
        const intentId = attempt.providerRef!;
        if (await stripe.cancelIntent(intentId))
          await payments.update(attempt.id, { status: 'canceled' }, deps.clock());
        else refused.push(intentId);
      }
      return { refused };
    },

    /** Where the order's payment stands (the return page polls this; the webhook decides it). */
    async state(orderId: string, viewer: { userId: string } | 'staff'): Promise<PaymentState> {
      const order = await deps.orders.find(orderId);
      if (!order || (viewer !== 'staff' && order.userId !== viewer.userId)) throw new AppError('not_found');
      return paymentStateOf(order, payments);
    },

    /** Staff record a bank transfer that arrived: through markPaid, like every provider. */
    async recordBankPayment(
      orderId: string,
      staffUserId: string,
      request: RecordBankPaymentRequest,
    ): Promise<PaymentState> {
      const order = await deps.orders.find(orderId);
      if (!order) throw new AppError('not_found');
      if (order.paymentMethod !== 'bank_transfer') throw new AppError('payment_method_unavailable');
      const attempt = await payments.findByIdempotencyKey('bank', `bank:${order.id}`);
      const result = await deps.markPaid.markPaid({
        orderId,
        actor: { role: 'staff', provider: 'bank', userId: staffUserId },
        amountCents: request.amountCents,
        ...(attempt ? { paymentId: attempt.id } : {}),
        data: { receivedOn: request.receivedOn, ...(request.reference ? { reference: request.reference } : {}) },
      });
      if (result.outcome !== 'applied') throw new AppError('illegal_transition');
      return paymentStateOf((await deps.orders.find(orderId))!, payments);
    },

    /**
     * Staff refund `amountCents` of what the order paid, never more than paid − refunded
     * (@kubik/shop refunds.ts, checked under the order's lock). A card payment is refunded through
     * Stripe, and the charge's new totals are applied at once through markRefunded; a bank transfer
     * or a test payment is money staff send back by hand, recorded here the same way.
     * `hooks.key` is the request's idempotency key (Stripe's key for the refund too); `hooks.seen`,
     * asked with the order locked, says whether that key was carried out before: then nothing is
     * done again and `replayed` is true. `hooks.record` writes the admin's audit row in the refund's transaction.
     */
    async refund(
      orderId: string,
      staffUserId: string,
      amountCents: number,
      reason: string,
      hooks: RefundHooks = {},
    ): Promise<{ state: PaymentState; replayed: boolean }> {
      return refundAs(orderId, { role: 'staff', userId: staffUserId }, amountCents, reason, hooks);
    },

    /**
     * Money that arrived for an order cancelled meanwhile goes back whole, through the same refund
     * path as staff's (Stripe's refund, or the record of it for the test provider), by Kubik itself.
     * Run by a job the payment's own transaction enqueued, so once per payment; run again (a retry
     * after a crash), it refunds nothing more: Stripe's key is fixed by what was paid and refunded
     * before, and under the order's lock a refund already recorded is seen. `record` writes the
     * audit row and tells staff, in the refund's transaction. Answers whether it refunded now.
     */
    async refundCancelled(
      orderId: string,
      reason: string,
      audit: {
        done: (key: string) => Promise<boolean>;
        record: (key: string, after: Parameters<RefundRecorder>[0]) => Promise<void>;
      },
    ): Promise<boolean> {
      const order = await deps.orders.find(orderId);
      if (!order || order.status !== 'cancelled' || !refundableNow(order)) return false;
      const key = `auto-cancelled:${order.paidCents}:${order.refundedCents}`;
      // Done once: its audit row (written with the refund) is asked for under the order's lock.
      const { replayed } = await refundAs(orderId, { role: 'system' }, order.paidCents - order.refundedCents, reason, {
        key,
        seen: () => audit.done(key),
        record: (after) => audit.record(key, after),
      });
      return !replayed;
    },
  };

  function refundableNow(order: PayableOrder): boolean {
    return (
      (order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded') &&
      order.paidCents > order.refundedCents
    );
  }

  /** A refund by staff or by Kubik itself (see `refund` above); `actor` is who the history and the provider's records name. */
  async function refundAs(
    orderId: string,
    actor: { role: 'staff'; userId: string } | { role: 'system' },
    amountCents: number,
    reason: string,
    hooks: RefundHooks,
  ): Promise<{ state: PaymentState; replayed: boolean }> {
    const { key, seen = async () => false, record = async () => {} } = hooks;
    const check = (order: PayableOrder) => {
      const plan = planRefund(
        {
          status: order.paymentStatus,
          dueCents: cents(order.grossCents),
          paidCents: cents(order.paidCents),
          refundedCents: cents(order.refundedCents),
        },
        amountCents,
      );
      if (!plan.ok) throw new AppError(plan.error.code, { details: { refundableCents: plan.error.refundableCents } });
    };
    const answer = async (replayed: boolean) => ({
      state: await paymentStateOf((await deps.orders.find(orderId))!, payments),
      replayed,
    });
    const found = await deps.orders.find(orderId);
    if (!found) throw new AppError('not_found');
    if (await seen(found)) return answer(true);
    check(found);
    if (found.paymentMethod === 'card') {
      if (!deps.stripe) throw new AppError('payment_method_unavailable');
      const paid = (await payments.ofOrder(orderId)).find(
        (p) => p.provider === 'stripe' && p.status === 'succeeded' && p.providerRef,
      );
      if (!paid?.providerRef) throw new AppError('payment_not_refundable');
      // The request's key: the same click sent twice (even at once) is one refund at Stripe. Without
      // one, one key per (order, amount already refunded, amount).
      const stripeKey = key
        ? `kubik:refund:${orderId}:${key}`
        : `kubik:refund:${orderId}:${found.refundedCents}:${amountCents}`;
      const done = await deps.stripe.refund(paid.providerRef, amountCents, stripeKey);
      const replayed = await deps.uow.withTransaction(async () => {
        const locked = await deps.orders.lock(orderId);
        if (!locked) throw new AppError('not_found');
        if (await seen(locked)) return true;
        const data = { reason, refundId: done.refundId };
        const marked = await deps.markPaid.markRefunded({
          orderId,
          actor: { ...actor, provider: 'stripe' },
          paymentId: paid.id,
          paidCents: done.paidCents,
          refundedCents: done.refundedCents,
          data,
        });
        // Stripe's webhook for this very refund can be taken in between its answer and this
        // transaction; it recorded the refund as the provider's. It is ours: the row says so.
        // (Found by what it gave back and the total after it, so a refund made meanwhile in
        // Stripe's dashboard keeps its own row; when the news came merged, no row is claimed.)
        if (marked.outcome === 'ignored' && marked.reason === 'stale_refund')
          await deps.markPaid.claimRefund(
            orderId,
            { amountCents, refundedCents: done.refundedCents },
            { ...actor, provider: 'stripe' },
            data,
          );
        await record((await deps.orders.find(orderId))!);
        return false;
      });
      return answer(replayed);
    }
    const replayed = await deps.uow.withTransaction(async () => {
      const order = await deps.orders.lock(orderId);
      if (!order) throw new AppError('not_found');
      if (await seen(order)) return true;
      check(order);
      const provider = order.paymentMethod === 'bank_transfer' ? 'bank' : 'test';
      const result = await deps.markPaid.markRefunded({
        orderId,
        actor: { ...actor, provider },
        paidCents: order.paidCents,
        refundedCents: order.refundedCents + amountCents,
        data: { reason },
      });
      if (result.outcome !== 'applied') throw new AppError('payment_not_refundable');
      await record((await deps.orders.find(orderId))!);
      return false;
    });
    return answer(replayed);
  }
}

export type PaymentService = ReturnType<typeof createPaymentService>;
