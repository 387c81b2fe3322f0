// @vitest-environment happy-dom
// The partner dashboard's two rules of its own: inquiries still waiting (submitted, offered) come
// first, newest change first within each group; the customer search matches name, e-mail or company.
import { describe, expect, it } from 'vitest';
import type { InquirySummary } from '@kubik/contract/inquiries';
import type { PartnerCustomer } from '@kubik/contract/partners';
import { matches, openFirst } from './PartnerDashboard.tsx';

const inquiry = (id: string, status: InquirySummary['status'], updatedAt: string): InquirySummary => ({
  id,
  seqId: `2026-${id}`,
  status,
  customer: { id: 'c', name: 'Ana', email: 'ana@kubik.test' },
  itemCount: 1,
  latestOffer: null,
  createdAt: updatedAt,
  updatedAt,
});

describe('the partner dashboard', () => {
  it('puts open inquiries first, each group newest first', () => {
    const sorted = openFirst([
      inquiry('1', 'accepted', '2026-11-20T10:00:00Z'),
      inquiry('2', 'submitted', '2026-11-01T10:00:00Z'),
      inquiry('3', 'declined', '2026-11-22T10:00:00Z'),
      inquiry('4', 'offered', '2026-11-10T10:00:00Z'),
    ]);
    expect(sorted.map((i) => i.id)).toEqual(['4', '2', '3', '1']);
  });

  it('finds a customer by name, e-mail or company, ignoring case', () => {
    const customer: PartnerCustomer = {
      id: 'c',
      name: 'Ana Novak',
      email: 'ana@kubik.test',
      companyName: 'Mizarstvo Žužek',
      assignedAt: '2026-11-01T00:00:00Z',
    };
    for (const q of ['', 'novak', 'ANA@', 'žužek']) expect(matches(customer, q)).toBe(true);
    expect(matches(customer, 'petra')).toBe(false);
    expect(matches({ ...customer, companyName: null }, 'žužek')).toBe(false);
  });
});
