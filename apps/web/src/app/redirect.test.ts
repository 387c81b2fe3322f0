import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './redirect.ts';

describe('remembered redirect targets (seed §5)', () => {
  it.each([
    '/dashboard',
    '/dashboard/order-history/42',
    '/configurator/share/a1b2-c3_d4~e.f:g@h%20',
    '/dashboard/projects?page=2&sort=name',
    '/shopping-cart#summary',
  ])('keeps %s', (path) => expect(safeRedirect(path)).toBe(path));

  it.each([
    'dashboard',
    'https://evil.example/x',
    '//evil.example/x',
    '/dash board',
    '/<script>',
    '/a"b',
    'javascript:alert(1)',
    '/\\evil.example',
    '/login',
    '',
    null,
  ])('drops %s', (path) => expect(safeRedirect(path)).toBeNull());

  it('builds the sign-in link with the remembered path', () => {
    expect(loginPath('/dashboard/projects?page=2')).toBe('/login?redirect=%2Fdashboard%2Fprojects%3Fpage%3D2');
    expect(loginPath('//evil')).toBe('/login');
  });
});
