import { describe, expect, it } from 'vitest';
import { countryCodes } from '@kubik/contract/countries';
import { localPath, handOverSignIn, takeSignIn } from './handOver.ts';
import { countryOptions } from './countries.ts';

describe('the country list', () => {
  it('names every ISO country in the user’s language, in that language’s order', () => {
    for (const [locale, slovenia] of [
      ['sl', 'Slovenija'],
      ['en', 'Slovenia'],
      ['es', 'Eslovenia'],
    ] as const) {
      const options = countryOptions(locale);
      expect(options).toHaveLength(countryCodes.length);
      expect(options.find((o) => o.code === 'SI')?.name).toBe(slovenia);
      const names = options.map((o) => o.name);
      expect(names).toEqual([...names].sort(new Intl.Collator(locale).compare));
    }
  });
});

describe('the sign-in hand-over after registering', () => {
  it('is taken once', () => {
    const registered = { user: { id: 'u1' } } as unknown as Parameters<typeof handOverSignIn>[0];
    handOverSignIn(registered);
    expect(takeSignIn()).toBe(registered);
    expect(takeSignIn()).toBeNull();
  });

  it('carries on only to paths inside the app', () => {
    expect(localPath('/configurator/p-1')).toBe('/configurator/p-1');
    expect(localPath('//evil.example')).toBeNull();
    expect(localPath('https://evil.example')).toBeNull();
    expect(localPath(null)).toBeNull();
  });
});
