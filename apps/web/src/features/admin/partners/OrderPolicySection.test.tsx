// @vitest-environment happy-dom
// The admin's order policy section: a checkbox per grantable move, ticked as the server says, and
// "Save" sends exactly the ticked moves.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderPolicyView } from '@kubik/contract/partners';
import { setupTestI18n } from '../../../test/i18n.ts';
import { OrderPolicySection, orderPolicyApi } from './OrderPolicySection.tsx';

const policy: OrderPolicyView = {
  partnerMay: [{ from: 'confirmed', to: 'in_production' }],
  grantable: [
    { from: 'submitted', to: 'confirmed' },
    { from: 'submitted', to: 'cancelled' },
    { from: 'confirmed', to: 'in_production' },
  ],
};

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the admin's order policy", () => {
  it('shows every grantable move, ticked as granted, and saves the ticked ones', async () => {
    vi.spyOn(orderPolicyApi, 'get').mockResolvedValue(policy);
    const save = vi.spyOn(orderPolicyApi, 'save').mockImplementation(async (partnerMay) => ({ ...policy, partnerMay }));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OrderPolicySection />
      </QueryClientProvider>,
    );
    const box = async (name: string) => (await screen.findByRole('checkbox', { name })) as HTMLInputElement;
    expect((await box('Submitted → Confirmed')).checked).toBe(false);
    expect((await box('Submitted → Cancelled')).checked).toBe(false);
    expect((await box('Confirmed → In production')).checked).toBe(true);
    fireEvent.click(await box('Submitted → Confirmed'));
    fireEvent.click(await box('Confirmed → In production'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith([{ from: 'submitted', to: 'confirmed' }]));
  });
});
