import { describe, expect, it } from 'vitest';
import { locales } from '@kubik/contract/locale';
import en from './locales/en.json';
import es from './locales/es.json';
import sl from './locales/sl.json';
import { messageParts, messagesPart, partSections } from './messageParts.ts';

const files: Record<string, Record<string, unknown>> = { sl, en, es };

describe('message parts', () => {
  it.each(locales)(
    '%s: each lazy part is only its sections, main has none of them, and together they are the whole file',
    (locale) => {
      const all = files[locale]!;
      const main = messagesPart(all, 'main');
      expect(main).toHaveProperty('landing');
      expect(main).toHaveProperty('nav');
      let whole: Record<string, unknown> = { ...main };
      for (const [part, patterns] of Object.entries(partSections)) {
        const messages = messagesPart(all, part as keyof typeof partSections);
        expect(Object.keys(messages).length).toBeGreaterThan(0);
        for (const key of Object.keys(messages)) {
          expect(patterns.some((p) => (p.endsWith('*') ? key.startsWith(p.slice(0, -1)) : key === p))).toBe(true);
          expect(main).not.toHaveProperty(key);
          expect(whole).not.toHaveProperty(key);
        }
        whole = { ...whole, ...messages };
      }
      expect(whole).toEqual(all);
      expect(messageParts).toEqual(['main', ...Object.keys(partSections)]);
      // A section named admin… is the admin area's, wherever it is added.
      expect(messagesPart({ adminThing: 1, landing: 2 }, 'admin')).toEqual({ adminThing: 1 });
      expect(messagesPart({ adminThing: 1, landing: 2 }, 'main')).toEqual({ landing: 2 });
    },
  );
});
