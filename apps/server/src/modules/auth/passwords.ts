// Password hashing (argon2id at OWASP's recommended minimum: 19 MiB, 2 passes, 1 lane) and the
// password policy: at least 10 characters and not among ~49,000 commonly used passwords.
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { minPasswordLength } from '@kubik/contract/auth';

/** OWASP Password Storage Cheat Sheet, argon2id: m=19456 KiB, t=2, p=1. */
export const argon2Options = {
  algorithm: 2 /* Algorithm.Argon2id, a const enum */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the e-mail is unknown so that a wrong
 * e-mail and a wrong password take the same time. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  return decoyHash;
}

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set((dictionary.passwords as string[]).map((p) => p.toLowerCase()));
  return common;
}

export type PasswordProblem = 'weak_password' | 'common_password';

/** Null when the password is acceptable for this account. */
export function passwordProblem(
  password: string,
  context: { email?: string; name?: string } = {},
): PasswordProblem | null {
  if ([...password].length < minPasswordLength) return 'weak_password';
  const lowered = password.toLowerCase();
  if (commonPasswords().has(lowered)) return 'common_password';
  if (context.email && lowered === context.email.toLowerCase()) return 'common_password';
  if (new Set(lowered).size <= 2) return 'common_password';
  return null;
}
