import { describe, expect, it } from 'vitest';
import { parseForm } from './form.ts';

describe('form bodies', () => {
  it('reads nested keys and arrays the way stripe-node writes them', () => {
    const body =
      'amount=53560&currency=eur&metadata[orderId]=o-1&metadata[orderNumber]=K-2026-00042' +
      '&automatic_payment_methods[enabled]=true&expand[0]=latest_charge&expand[1]=customer&payment_method_types[]=card';
    expect(parseForm(body)).toEqual({
      amount: '53560',
      currency: 'eur',
      metadata: { orderId: 'o-1', orderNumber: 'K-2026-00042' },
      automatic_payment_methods: { enabled: 'true' },
      expand: ['latest_charge', 'customer'],
      payment_method_types: ['card'],
    });
  });

  it('decodes percent-encoding and keeps empty values (which unset metadata)', () => {
    expect(parseForm('description=Regal%20%C4%8Drn&metadata%5Bnote%5D=&metadata[x]=a%26b')).toEqual({
      description: 'Regal črn',
      metadata: { note: '', x: 'a&b' },
    });
  });

  it('ignores malformed and dangerous keys', () => {
    const parsed = parseForm('a]=1&[b]=2&__proto__[polluted]=yes&ok=1');
    expect(parsed).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
