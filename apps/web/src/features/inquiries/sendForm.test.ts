import { describe, expect, it } from 'vitest';
import { inquiryFormProblems, inquiryRequest, sendOnce } from './sendForm.ts';

describe('the inquiry form', () => {
  it('asks for at least one project, at most 20, and a message of at most 5,000 characters (empty is fine)', () => {
    expect(inquiryFormProblems({ selected: new Set(['a']), message: '' })).toEqual([]);
    expect(inquiryFormProblems({ selected: new Set(), message: 'x' })).toEqual(['noProject']);
    expect(
      inquiryFormProblems({ selected: new Set(Array.from({ length: 21 }, (_, i) => `p${i}`)), message: '' }),
    ).toEqual(['tooManyProjects']);
    expect(
      inquiryFormProblems({
        selected: new Set(Array.from({ length: 20 }, (_, i) => `p${i}`)),
        message: 'x'.repeat(5000),
      }),
    ).toEqual([]);
    expect(inquiryFormProblems({ selected: new Set(['a']), message: 'x'.repeat(5001) })).toEqual(['messageTooLong']);
    // The server trims the message before it counts it; so does the form.
    expect(inquiryFormProblems({ selected: new Set(['a']), message: `  ${'x'.repeat(5000)}\n` })).toEqual([]);
  });

  it('sends the ticked projects in the listed order, with the message trimmed', () => {
    const listed = [{ projectId: 'p1' }, { projectId: 'p2' }, { projectId: 'p3' }];
    expect(inquiryRequest({ selected: new Set(['p3', 'p1']), message: '  Z montažo?\n' }, listed)).toEqual({
      projectIds: ['p1', 'p3'],
      message: 'Z montažo?',
    });
  });
});

describe('sendOnce', () => {
  it('sends once for a double click, keeps the answer, and lets a failed attempt be tried again', async () => {
    const send = sendOnce<string>();
    let calls = 0;
    let finish: (value: string) => void = () => undefined;
    const work = () => {
      calls += 1;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const first = send(work);
    const second = send(work);
    expect(calls).toBe(1);
    finish('2026-0042');
    expect(await first).toBe('2026-0042');
    expect(await second).toBe('2026-0042');
    expect(await send(work)).toBe('2026-0042');
    expect(calls).toBe(1);

    const retry = sendOnce<string>();
    await expect(retry(() => Promise.reject(new Error('403')))).rejects.toThrow('403');
    expect(await retry(() => Promise.resolve('2026-0043'))).toBe('2026-0043');
  });
});
