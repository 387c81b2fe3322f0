import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id at OWASP parameters (19 MiB, t=2, p=1) and verifies', async () => {
    const hash = await hashPassword('Kubik-test-2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Kubik-test-2026')).toBe(true);
    expect(await verifyPassword(hash, 'Kubik-test-2027')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('asks for at least 10 characters', () => {
    expect(passwordProblem('Short-9ch')).toBe('weak_password');
    expect(passwordProblem('Kubik-2026')).toBeNull();
  });

  it('refuses common passwords, whatever their case', () => {
    expect(passwordProblem('1234567890')).toBe('common_password');
    expect(passwordProblem('PASSWORD123')).toBe('common_password');
    expect(passwordProblem('qwertyuiop')).toBe('common_password');
    expect(passwordProblem('aaaaaaaaaaaa')).toBe('common_password');
    expect(passwordProblem('ana.novak@kubik.test', { email: 'ana.novak@kubik.test' })).toBe('common_password');
  });
});
