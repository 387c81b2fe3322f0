import { describe, expect, it } from 'vitest';
import { cardAppearance, cardFieldHeightPx, cardLocale, CardWidgetError, elementsOptions } from './cardWidget.ts';

describe('the card widget under seed §5', () => {
  it('passes a supported locale and falls back to "auto" for any other', () => {
    expect(cardLocale('sl')).toBe('sl');
    expect(cardLocale('es')).toBe('es');
    expect(cardLocale('en')).toBe('en');
    expect(cardLocale('tlh')).toBe('auto');
    expect(cardLocale('')).toBe('auto');
  });

  it('makes fields 40 px high: line height, padding and borders add up', () => {
    const input = cardAppearance.rules!['.Input']!;
    const [vertical] = String(input.padding).split(' ');
    const total =
      parseFloat(String(input.lineHeight)) + 2 * parseFloat(vertical!) + 2 * parseFloat(String(input.borderWidth));
    expect(total).toBe(cardFieldHeightPx);
    expect(cardFieldHeightPx).toBe(40);
  });

  it("requires the public key and the payment's client secret", () => {
    expect(() => elementsOptions({ publishableKey: '', clientSecret: 'pi_1_secret_2', locale: 'sl' })).toThrow(
      CardWidgetError,
    );
    expect(() => elementsOptions({ publishableKey: 'pk_test_1', clientSecret: ' ', locale: 'sl' })).toThrow(
      CardWidgetError,
    );
    expect(elementsOptions({ publishableKey: 'pk_test_1', clientSecret: 'pi_1_secret_2', locale: 'xx' })).toMatchObject(
      { clientSecret: 'pi_1_secret_2', locale: 'auto' },
    );
  });
});
