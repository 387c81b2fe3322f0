// The server's catalogues (locales/server-<lang>.json): every key in sl, en and es with the same
// placeholders, every counted text with the forms each language's plural rules ask for, and
// representative mails, the export's header and a field message worded as written out by hand.
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@kubik/design/i18n/catalogue-check';
import { fieldMessages } from '../http/messages.ts';
import { orderCsvHeader } from '../modules/admin/csv-words.ts';
import { mailedDesignMail } from '../modules/mailed-designs/mails.ts';
import { orderMail } from '../modules/orders/mails.ts';
import { countText, serverTexts, text } from './texts.ts';

describe('the server texts (i18n/locales/server-*.json)', () => {
  it('has every key in sl, en and es, none empty, each with the same placeholders and its plural forms', () => {
    expect(JSON.stringify(serverTexts.sl).match(/":"/g)!.length).toBeGreaterThan(100);
    expect(catalogueProblems(serverTexts)).toEqual([]);
    expect(serverTexts.sl.mailedDesigns).toHaveProperty('footer_two');
  });

  it('words a count in each language’s form', () => {
    const days = (locale: 'sl' | 'en' | 'es', count: number) =>
      countText(locale, 'mailedDesigns.footer', count, { until: 'X' }).split(' (')[0];
    expect([1, 2, 3, 5, 101, 102].map((n) => days('sl', n))).toEqual([
      'Povezava velja 1 dan',
      'Povezava velja 2 dneva',
      'Povezava velja 3 dni',
      'Povezava velja 5 dni',
      'Povezava velja 101 dan',
      'Povezava velja 102 dneva',
    ]);
    expect([1, 2, 90].map((n) => days('en', n))).toEqual([
      'The link works for 1 day',
      'The link works for 2 days',
      'The link works for 90 days',
    ]);
    expect([1, 90].map((n) => days('es', n))).toEqual([
      'El enlace funciona durante 1 día',
      'El enlace funciona durante 90 días',
    ]);
  });

  it('fills each placeholder where it stands, taking what it puts in as it is', () => {
    const who = 'Eve {{seqId}} $& $t(mail.hello)';
    expect(text('en', 'inquiries.new.sentWithPartner', { who, seqId: '2026-0042', partner: '{{who}}' })).toBe(
      'Eve {{seqId}} $& $t(mail.hello) sent the inquiry 2026-0042 (partner: {{who}}).',
    );
    expect(() => text('sl', 'mail.helloName')).toThrow('{{name}}');
    // @ts-expect-error a misspelt key is a type error, and a thrown one if it gets through
    expect(() => text('sl', 'mail.helo')).toThrow('mail.helo');
  });
});

describe('mails, the export and field messages from the catalogues', () => {
  const shipped = {
    number: 'K-2026-00042',
    name: 'Ana',
    grossCents: 123_456,
    weeks: null,
    pickup: false,
    paidCents: 123_456,
    refundedCents: 0,
    link: 'https://kubik.test/o/1',
    tracking: { carrier: 'GLS', number: '123', url: 'https://gls.example/t' },
  };

  it('writes the "shipped" mail of a delivery with its tracking in each language', () => {
    const expected = {
      sl: [
        'Naročilo K-2026-00042 je na poti',
        'Pozdravljeni, Ana!',
        'Vaše naročilo K-2026-00042 smo predali dostavni službi.',
        'Prevoznik: GLS',
        'Številka pošiljke: 123',
        'Sledenje pošiljki: https://gls.example/t',
        'Odpri naročilo: https://kubik.test/o/1',
      ],
      en: [
        'Order K-2026-00042 is on its way',
        'Hello Ana,',
        'We have handed your order K-2026-00042 to the carrier.',
        'Carrier: GLS',
        'Tracking number: 123',
        'Track the parcel: https://gls.example/t',
        'Open the order: https://kubik.test/o/1',
      ],
      es: [
        'El pedido K-2026-00042 está en camino',
        'Hola, Ana:',
        'Hemos entregado su pedido K-2026-00042 al transportista.',
        'Transportista: GLS',
        'Número de seguimiento: 123',
        'Seguimiento del envío: https://gls.example/t',
        'Abrir el pedido: https://kubik.test/o/1',
      ],
    } as const;
    for (const [locale, [subject, ...lines]] of Object.entries(expected)) {
      const mail = orderMail({ kind: 'status', to: 'shipped' }, shipped, locale as keyof typeof expected);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toBe([...lines.slice(0, -1), '', lines.at(-1), '', '— Kubik'].join('\n'));
    }
  });

  it('writes a mailed design’s facts and how long its link works in each language', () => {
    const facts = {
      name: '',
      price: null,
      size: '600 × 400 × 300 mm',
      cubes: 1,
      expiresAt: new Date('2026-04-30T12:00:00Z'),
    };
    const mail = (locale: 'sl' | 'en' | 'es') => mailedDesignMail(locale, facts, 'https://kubik.test/c');
    expect(mail('sl').text).toContain('Načrt: Načrt brez imena\nVelikost (Š × V × G): 600 × 400 × 300 mm\nKock: 1\n');
    expect(mail('sl').text).toContain('Povezava velja 90 dni (do 30. april 2026).');
    expect(mail('en').text).toContain('Design: Untitled design\nSize (W × H × D): 600 × 400 × 300 mm\nCubes: 1\n');
    expect(mail('en').text).toContain('The link works for 90 days (until 30 April 2026).');
    expect(mail('es').text).toContain(
      'Diseño: Diseño sin nombre\nTamaño (an. × al. × f.): 600 × 400 × 300 mm\nCubos: 1\n',
    );
    expect(mail('es').text).toContain('El enlace funciona durante 90 días (hasta el 30 de abril de 2026).');
  });

  it('names the export’s columns and the field messages in each language', () => {
    expect(orderCsvHeader.sl.slice(0, 5)).toEqual(['Številka', 'Oddano', 'Stanje', 'Plačilo', 'Način plačila']);
    expect(orderCsvHeader.en.slice(-2)).toEqual(['Refunded (EUR)', 'ID']);
    expect(orderCsvHeader.es).toHaveLength(12);
    expect(fieldMessages.terms_required).toEqual({
      sl: 'Za nadaljevanje se strinjajte s pogoji poslovanja.',
      en: 'Accept the terms of sale to continue.',
      es: 'Acepte las condiciones de venta para continuar.',
    });
  });
});
