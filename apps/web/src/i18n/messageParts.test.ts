import { describe, expect, it } from 'vitest';
import { locales } from '@kubik/contract/locale';
import en from './locales/en.json';
import es from './locales/es.json';
import sl from './locales/sl.json';
import { messagesPart } from './messageParts.ts';

const files: Record<string, Record<string, unknown>> = { sl, en, es };

describe('message parts', () => {
  it.each(locales)('%s: the main part lacks the configurator and the admin dashboard, each of those parts is only its section, and together they are the whole file', (locale) => {
    const all = files[locale]!;
    const main = messagesPart(all, 'main');
    const configurator = messagesPart(all, 'configurator');
    expect(Object.keys(configurator)).toEqual(['configurator']);
    expect(main).not.toHaveProperty('configurator');
    expect(main).toHaveProperty('landing');
    const adminDashboard = messagesPart(all, 'adminDashboard');
    expect(Object.keys(adminDashboard)).toEqual(['adminDashboard']);
    expect(main).not.toHaveProperty('adminDashboard');
    expect({ ...main, ...configurator, ...adminDashboard }).toEqual(all);
  });
});
