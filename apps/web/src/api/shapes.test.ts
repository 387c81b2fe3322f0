import { describe, expect, it } from 'vitest';
import * as contract from '@kubik/contract/auth';
import * as errorsContract from '@kubik/contract/errors';
import { readErrorBody } from './errors.ts';
import { authModeHeader, expiryLeewayMs, parseTokenResponse, parseUser } from './shapes.ts';
import { sampleUser, tokens } from '../test/fakes.ts';

describe('the hand-written shape checks agree with the contract', () => {
  it('mirrors the constants', () => {
    expect(expiryLeewayMs).toBe(contract.expiryLeewayMs);
    expect(authModeHeader).toBe(contract.authModeHeader);
  });

  it('accepts what the contract accepts', () => {
    const t = tokens(Date.now(), 'abc');
    expect(contract.tokenResponse.safeParse(t).success).toBe(true);
    expect(parseTokenResponse(t)).toEqual(t);
    expect(contract.user.safeParse(sampleUser).success).toBe(true);
    expect(parseUser(sampleUser)).toEqual(sampleUser);
  });

  it.each([null, {}, [], 'x', { ...sampleUser, scope: 'admin' }, { ...sampleUser, id: undefined }])(
    'refuses a user like %j, as the contract does',
    (body) => {
      expect(contract.user.safeParse(body).success).toBe(false);
      expect(parseUser(body)).toBeNull();
    },
  );

  it('refuses a broken token response, as the contract does', () => {
    const broken = { ...tokens(Date.now(), 'abc'), access_expires_at: 'soon' };
    expect(contract.tokenResponse.safeParse(broken).success).toBe(false);
    expect(() => parseTokenResponse(broken)).toThrow();
  });
});

describe('the error shape', () => {
  it.each([
    { error: { code: 'invalid_credentials', message: 'Wrong' } },
    { error: { code: 'validation_failed', message: 'Bad', fields: { email: 'Required' } } },
    { error: { code: 1, message: 'x' } },
    { error: { code: 'x', message: 'y', fields: { a: 1 } } },
    { nope: true },
    null,
  ])('reads %j as the contract does', (body) => {
    expect(readErrorBody(body) !== null).toBe(errorsContract.errorBody.safeParse(body).success);
  });
});
