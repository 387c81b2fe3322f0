// The configurator prices with the shop's catalogue and its version; when it cannot load it, it
// prices with the built-in one and says so (catalogueFallback), and asks again next time.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultCatalogue } from '@kubik/design/catalogue/default';

const request = vi.fn();
vi.mock('../../api/instance.ts', () => ({ api: { request } }));

describe('the catalogue in the configurator', () => {
  beforeEach(() => {
    vi.resetModules();
    request.mockReset();
  });

  it('uses the server’s catalogue with its version', async () => {
    const shop = { ...defaultCatalogue, vatRateBp: 2100 };
    request.mockResolvedValueOnce({ version: 7, catalogue: shop });
    const { loadCatalogue, catalogueInForce, catalogueFallback } = await import('./api.ts');
    const loaded = await loadCatalogue();
    expect(loaded).toBe(shop);
    expect(catalogueInForce(loaded)).toMatchObject({ version: 7, catalogue: shop });
    expect(catalogueFallback()).toBe(false);
  });

  it('says so when it has to price with the built-in catalogue, and asks the server again next time', async () => {
    request.mockRejectedValueOnce(new Error('offline'));
    const { loadCatalogue, catalogueInForce, catalogueFallback } = await import('./api.ts');
    const loaded = await loadCatalogue();
    expect(loaded).toEqual(defaultCatalogue);
    expect(catalogueInForce(loaded).version).toBe(0);
    expect(catalogueFallback()).toBe(true);
    request.mockResolvedValueOnce({ version: 3, catalogue: defaultCatalogue });
    await loadCatalogue();
    expect(catalogueFallback()).toBe(false);
    expect(request).toHaveBeenCalledTimes(2);
  });
});
