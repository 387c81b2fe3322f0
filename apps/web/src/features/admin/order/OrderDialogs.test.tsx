// @vitest-environment happy-dom
// The admin order page's dialogs: the state dialog offers exactly the states the server sent (and
// turns red for a cancel); the refund dialog starts at what is refundable, refuses more and an empty
// reason, and hands on cents; the bank dialog starts at what is due. The timeline reads audit rows
// as before → after.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminOrder, AuditEntry } from '@kubik/contract/admin';
import type { OrderEvent } from '@kubik/contract/orders';
import { setupTestI18n } from '../../../test/i18n.ts';
import { BankPaymentDialog, RefundDialog, StateDialog } from './OrderDialogs.tsx';
import { auditChanges, timelineEntries } from './OrderTimeline.tsx';

const order = {
  id: '7d1f0f64-34a8-4a52-9d39-4c6f8f0b1c11',
  number: 'K-2026-00042',
  status: 'confirmed',
  paymentStatus: 'paid',
  paymentMethod: 'card',
  totals: {
    goodsCents: 10_000,
    discountCents: 0,
    shippingCents: 0,
    netCents: 10_000,
    vatCents: 2_200,
    grossCents: 12_200,
  },
  payment: { paidCents: 12_200, refundedCents: 2_000 },
  allowedTransitions: ['in_production', 'cancelled'],
  createdAt: '2026-03-12T09:30:00.000Z',
} as unknown as AdminOrder;

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(cleanup);

describe("the admin order page's dialogs", () => {
  it('offers only the states the server allows, with an optional note, and marks a cancel as final', () => {
    const onSubmit = vi.fn();
    render(<StateDialog order={order} open busy={false} onCancel={() => {}} onSubmit={onSubmit} />);
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'In production',
      'Cancelled',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Cancelled' }));
    expect(screen.getByRole('alert').textContent).toContain('cannot be undone');
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: '  Stranka je odstopila ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    expect(onSubmit).toHaveBeenCalledWith('cancelled', 'Stranka je odstopila');
  });

  it('refunds at most what is refundable, with a reason, in cents', () => {
    const onSubmit = vi.fn();
    render(<RefundDialog order={order} open busy={false} onCancel={() => {}} onSubmit={onSubmit} />);
    const amount = screen.getByLabelText(/^Amount \(€\), at most €102\.00$/) as HTMLInputElement;
    expect(amount.value).toBe('102.00');
    expect(screen.getByText(/back to the customer's card/)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '102,01' } });
    fireEvent.click(screen.getByRole('button', { name: /^Refund/ }));
    expect(screen.getByText('At most €102.00 can be refunded.')).toBeTruthy();
    expect(screen.getByText('Say why the money is refunded.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '25,50' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Scratched door' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund €25.50' }));
    expect(onSubmit).toHaveBeenCalledWith(2550, 'Scratched door', expect.any(String));
  });

  it('sends one Idempotency-Key while the same refund is sent again, and a new one for another amount', () => {
    const onSubmit = vi.fn();
    render(<RefundDialog order={order} open busy={false} onCancel={() => {}} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Scratched door' } });
    const button = () => screen.getByRole('button', { name: /^Refund/ });
    fireEvent.click(button());
    fireEvent.click(button());
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '10' } });
    fireEvent.click(button());
    const keys = onSubmit.mock.calls.map((call) => call[2] as string);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('records a bank payment of what is due by default', () => {
    const onSubmit = vi.fn();
    const unpaid = {
      ...order,
      paymentMethod: 'bank_transfer',
      paymentStatus: 'pending',
      payment: { paidCents: 0, refundedCents: 0 },
    } as AdminOrder;
    render(<BankPaymentDialog order={unpaid} open busy={false} onCancel={() => {}} onSubmit={onSubmit} />);
    expect((screen.getByLabelText('Amount received (€)') as HTMLInputElement).value).toBe('122.00');
    fireEvent.change(screen.getByLabelText('Reference (optional)'), { target: { value: 'SI00 2026-00042' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(onSubmit).toHaveBeenCalledWith({
      amountCents: 12_200,
      receivedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      reference: 'SI00 2026-00042',
    });
  });

  it('refuses a bank payment above what the order costs or received on a day still to come', () => {
    const onSubmit = vi.fn();
    const unpaid = {
      ...order,
      paymentMethod: 'bank_transfer',
      paymentStatus: 'pending',
      payment: { paidCents: 0, refundedCents: 0 },
    } as AdminOrder;
    render(<BankPaymentDialog order={unpaid} open busy={false} onCancel={() => {}} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Amount received (€)'), { target: { value: '12200' } });
    const tomorrow = new Date(Date.now() + 86_400_000);
    const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    fireEvent.change(screen.getByLabelText('Received on'), { target: { value: day } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(screen.getByText('More than the order costs (€122.00) cannot be recorded.')).toBeTruthy();
    expect(screen.getByText('The day received cannot be in the future.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Received on'), { target: { value: '2026-03-01' } });
    expect(screen.getByText(/^The day received cannot be before the order was placed \(.*2026.*\)\.$/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts the timeline newest first, rows of one moment too (by id), an audit row above the events it caused', () => {
    const event = (id: number, at: string, to: string) =>
      ({
        id: String(id),
        at,
        type: 'payment',
        from: null,
        to,
        actor: { role: 'staff', name: null },
        note: null,
        amountCents: null,
      }) as OrderEvent;
    const audit = (id: number, at: string) =>
      ({
        id: String(id),
        at,
        actor: { id: null, email: null },
        entity: 'order',
        entityId: order.id,
        action: 'refund',
        before: null,
        after: null,
      }) as AuditEntry;
    const same = '2026-11-24T10:00:00.000Z';
    const keys = timelineEntries(
      [event(1, '2026-11-23T09:00:00.000Z', 'pending'), event(2, same, 'paid'), event(3, same, 'partially_refunded')],
      [audit(8, same), audit(7, '2026-11-23T09:00:00.000Z')],
    ).map((e) => e.key);
    expect(keys).toEqual(['a8', 'e3', 'e2', 'a7', 'e1']);
  });

  it('reads an audit row as before → after, in words and money', () => {
    const t = i18next.t.bind(i18next);
    expect(
      auditChanges(t, 'en', { status: 'submitted' }, { status: 'confirmed', note: 'Po telefonu' }).map((c) => c.text),
    ).toEqual(['State: Submitted → Confirmed', 'Note: Po telefonu']);
    expect(
      auditChanges(
        t,
        'en',
        { paymentStatus: 'paid', refundedCents: 0 },
        { paymentStatus: 'partially_refunded', refundedCents: 2550 },
      ).map((c) => c.text),
    ).toEqual(['Payment: Paid → Partly refunded', 'Refunded: €0.00 → €25.50']);
    expect(
      auditChanges(t, 'en', null, { amountCents: 2550, idempotencyKey: 'f2b0c9e4-refund' }).map((c) => c.key),
    ).toEqual(['amountCents']);
    expect(auditChanges(t, 'en', null, { note: 'x', visibleToCustomer: true }).map((c) => c.text)).toEqual([
      'Note: x',
      'Customer sees it: yes',
    ]);
  });
});
