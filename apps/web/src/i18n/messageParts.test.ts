import { describe, expect, it } from 'vitest';
import { locales } from '@kubik/contract/locale';
import en from './locales/en.json';
import es from './locales/es.json';
import sl from './locales/sl.json';
import { messageParts, messagesPart, partSections } from './messageParts.ts';

const files: Record<string, Record<string, unknown>> = { sl, en, es };

describe('message parts', () => {
  it.each(locales)('%s: each lazy part is only its sections, main has none of them, and together they are the whole file', (locale) => {
    const all = files[locale]!;
    const main = messagesPart(all, 'main');
    expect(main).toHaveProperty('landing');
    expect(main).toHaveProperty('nav');
    let whole: Record<string, unknown> = { ...main };
    for (const [part, sections] of Object.entries(partSections)) {
      const messages = messagesPart(all, part as keyof typeof partSections);
      expect(Object.keys(messages).sort()).toEqual([...sections].sort());
      for (const section of sections) expect(main).not.toHaveProperty(section);
      for (const key of Object.keys(messages)) expect(whole).not.toHaveProperty(key);
      whole = { ...whole, ...messages };
    }
    expect(whole).toEqual(all);
    expect(messageParts).toEqual(['main', ...Object.keys(partSections)]);
  });
});
