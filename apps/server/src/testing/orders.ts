// An order as checkout freezes it, written straight through the orders repository, for tests of
// what comes after placing one (payments, documents): real rows, real lines whose totals add up,
// real designs with their BOM.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bankReference, formatOrderNumber } from '@kubik/shop/numbering';
import { createOrderRepository } from '../modules/orders/repository.ts';
import type { TestApp } from './test-app.ts';
import { currency } from '@kubik/design/pricing/currency';

const examples = join(import.meta.dirname, '..', '..', '..', '..', 'examples');
export const exampleDesign = (name: string): unknown => JSON.parse(readFileSync(join(examples, name), 'utf8'));

export type TestOrderOptions = {
  userId: string;
  paymentMethod?: 'card' | 'bank_transfer' | 'test';
  /** Net of the one item line; VAT 22 % on top. */
  unitNetCents?: number;
  quantity?: number;
  locale?: 'sl' | 'en' | 'es';
  company?: boolean;
  catalogueVersion?: number;
  items?: { name: string; design: unknown; quantity: number }[];
  /** Delivered to the billing address instead of picked up. */
  delivery?: boolean;
};

export type TestOrder = { id: string; number: string; grossCents: number; reference: string };

export async function insertTestOrder(t: Pick<TestApp, 'services'>, o: TestOrderOptions): Promise<TestOrder> {
  const repo = createOrderRepository(t.services.uow);
  return t.services.uow.withTransaction(async () => {
    const year = 2026;
    const number = formatOrderNumber({ year, seq: await repo.nextNumber('order', year) });
    const items = o.items ?? [
      { name: 'Knjižna polica – čšž', design: exampleDesign('grid-2x2.json'), quantity: o.quantity ?? 1 },
    ];
    const unit = o.unitNetCents ?? 41_230;
    const itemLines = items.map((item, i) => {
      const net = unit * item.quantity;
      const vat = Math.round((net * 2200) / 10_000);
      return {
        position: i + 1,
        kind: 'item',
        ref: `item-${i + 1}`,
        name: item.name,
        quantity: item.quantity,
        signedUnitNetCents: unit,
        signedNetCents: net,
        vatRateBp: 2200,
        signedVatCents: vat,
        signedGrossCents: net + vat,
        discountBp: null,
        currency,
      };
    });
    const net = itemLines.reduce((s, l) => s + l.signedNetCents, 0);
    const vat = itemLines.reduce((s, l) => s + l.signedVatCents, 0);
    const address = { street: 'Čopova ulica 3', city: 'Ljubljana', postalCode: '1000', country: 'SI' };
    const order = await repo.insert(
      {
        number,
        userId: o.userId,
        status: 'submitted',
        paymentStatus: 'pending',
        paymentMethod: o.paymentMethod ?? 'card',
        idempotencyKey: `test-${number}`,
        requestHash: 'test',
        customer: {
          name: 'Ana Novak',
          email: 'ana@kubik.test',
          ...(o.company ? { company: { companyName: 'Mizarstvo Žužek d.o.o.', vatId: 'SI12345678' } } : {}),
        },
        billingAddress: address,
        shipping: {
          method: o.delivery ? 'delivery' : 'pickup',
          address: o.delivery ? address : null,
          zoneId: o.delivery ? 'si' : null,
          chargeableGrams: 0,
          estimate: { earliest: '2026-12-07', latest: '2026-12-11', weeks: { from: '2026-W50', to: '2026-W50' } },
        },
        locale: o.locale ?? 'sl',
        catalogueVersion: o.catalogueVersion ?? 1,
        goodsCents: net,
        discountCents: 0,
        shippingCents: 0,
        netCents: net,
        vatCents: vat,
        grossCents: net + vat,
        currency,
      },
      items.map((item, i) => ({
        seq: i + 1,
        projectId: null,
        name: item.name,
        thumbnail: null,
        design: item.design,
        parts: [],
        bom: { cubeCount: 4, panelCount: 12, hardwareCount: 0, areaM2: 1, weightKg: 10, boardVolumeM3: 0.02 },
        quantity: item.quantity,
        unitNetCents: unit,
        vatRateBp: 2200,
        currency,
      })),
      itemLines,
    );
    return { id: order.id, number, grossCents: order.grossCents, reference: bankReference(number) };
  });
}

/**
 * An order row with no items or lines, paid at `grossCents` by the test provider (number
 * K-2026-<seq>): for tests of the payment's moves on the services, where no document is made.
 */
export async function insertBareOrder(
  t: Pick<TestApp, 'services'>,
  { userId, seq, grossCents }: { userId: string; seq: number; grossCents: number },
): Promise<{ id: string }> {
  const repo = createOrderRepository(t.services.uow);
  const address = { street: 'Ulica 1', city: 'Ljubljana', postalCode: '1000', country: 'SI' };
  const order = await repo.insert(
    {
      number: `K-2026-${String(seq).padStart(5, '0')}`,
      userId,
      status: 'submitted',
      paymentStatus: 'pending',
      paymentMethod: 'test',
      idempotencyKey: `key-${seq}-abcdefgh`,
      requestHash: 'x',
      customer: { name: 'Ana', email: 'ana@kubik.test' },
      billingAddress: address,
      shipping: {
        method: 'pickup',
        address: null,
        zoneId: null,
        chargeableGrams: 0,
        estimate: { earliest: '2026-12-07', latest: '2026-12-14', weeks: { from: '2026-W50', to: '2026-W51' } },
      },
      locale: 'en',
      catalogueVersion: 1,
      goodsCents: grossCents,
      discountCents: 0,
      shippingCents: 0,
      netCents: grossCents,
      vatCents: 0,
      grossCents,
      currency: 'EUR',
    },
    [],
    [],
  );
  return { id: order.id };
}
