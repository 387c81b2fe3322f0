// N3 of the second attacker's review: changing the e-mail address told whether another account
// had the new address (409 email_taken), and mailed any address without a limit. Now the answer is
// the same either way (the holder of a taken address gets a notice without a link), a user may ask
// five times an hour, and one address receives at most three such mails an hour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '../../testing/factory.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { changeEmailLimits } from './profile-service.ts';

const password = 'Kubik-test-2026';

describe('changing the e-mail address', () => {
  let t: TestApp;
  const auth: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const name of ['ana', 'bor', 'cene', 'dora', 'eva', 'holder']) {
      auth[name] = {
        ...(await aUser(t, { email: `${name}@kubik.test`, password, name })).headers,
        'accept-language': 'en',
      };
    }
  });
  afterAll(() => t.close());

  const change = (who: string, email: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/me/email', headers: auth[who], payload: { email, password } });
  const mailsTo = async (address: string) => {
    await t.services.settle();
    return t.services.mail.allTo(address);
  };

  it('answers alike whether or not another account has the address, and mails its holder no link', async () => {
    const free = await change('ana', 'ana.new@kubik.test');
    const taken = await change('bor', 'holder@kubik.test');
    expect(taken.statusCode).toBe(free.statusCode);
    expect(free.statusCode).toBe(202);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(free.json()).sort());
    expect(taken.json().pendingEmail).toBe('holder@kubik.test');
    expect(free.json().pendingEmail).toBe('ana.new@kubik.test');

    const [confirmation] = await mailsTo('ana.new@kubik.test');
    expect(confirmation!.kind).toBe('change_email');
    expect(confirmation!.text).toContain('/confirm-email?token=');
    const [notice] = await mailsTo('holder@kubik.test');
    expect(notice!.kind).toBe('email_in_use');
    expect(notice!.text).not.toContain('token=');
    // In the holder's language (Slovenian, the default), not the asker's.
    expect(notice!.subject).toBe('Nekdo je poskusil uporabiti vaš e-poštni naslov v Kubiku');
    // The holder's account is untouched, and so is bor's.
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth.holder })).json().email).toBe(
      'holder@kubik.test',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth.bor })).json().email).toBe(
      'bor@kubik.test',
    );
  });

  it('limits each user’s requests, and the mails one address receives', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < changeEmailLimits.perUser.points + 1; i++)
      statuses.push((await change('cene', `cene.${i}@kubik.test`)).statusCode);
    expect(statuses).toEqual([...Array<number>(changeEmailLimits.perUser.points).fill(202), 429]);

    // Three users aim at one victim (an account holder or not): every answer is 202, the victim gets three mails.
    for (const victim of ['victim@elsewhere.test', 'holder@kubik.test']) {
      const before = (await mailsTo(victim)).length;
      for (const who of ['dora', 'eva', 'ana']) {
        for (let i = 0; i < 2; i++) expect((await change(who, victim)).statusCode).toBe(202);
      }
      expect((await mailsTo(victim)).length - before).toBeLessThanOrEqual(changeEmailLimits.perTarget.points);
    }
    expect((await mailsTo('victim@elsewhere.test')).length).toBe(changeEmailLimits.perTarget.points);
  });
});
