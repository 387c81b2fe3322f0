// @vitest-environment happy-dom
// The partner form: the discount typed in percent is sent in basis points, the form's own errors
// stand beside their fields and send nothing, and a server's field error lands beside its field
// with the values typed kept.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Partner } from '@kubik/contract/partners';
import { ApiError } from '../../../api/errors.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { PartnerForm } from './PartnerForm.tsx';

const partner: Partner = {
  id: '6f1c2a8e-3b4d-4e5f-9a0b-1c2d3e4f5a6b',
  name: 'Mizarstvo Kos',
  contactEmail: 'info@kos.si',
  contactPhone: null,
  region: 'Gorenjska',
  discountBp: 1250,
  userCount: 1,
  customerCount: 0,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
};

describe('the partner form', () => {
  beforeAll(setupTestI18n);
  afterEach(cleanup);

  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

  it('shows the discount in percent and sends it in basis points', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<PartnerForm partner={partner} busy={false} submitLabel="Save details" onSubmit={onSubmit} />);
    expect(field('Discount for its customers (%)').value).toBe('12.5');
    type('Discount for its customers (%)', '7,25');
    type('Contact phone', ' +386 4 123 45 67 ');
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Mizarstvo Kos',
      contactEmail: 'info@kos.si',
      contactPhone: '+386 4 123 45 67',
      region: 'Gorenjska',
      discountBp: 725,
    });
  });

  it('sends nothing while a field is wrong, and says so beside it', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<PartnerForm busy={false} submitLabel="Create partner" onSubmit={onSubmit} />);
    type('Contact email', 'ni-naslov');
    type('Discount for its customers (%)', '100.5');
    fireEvent.click(screen.getByRole('button', { name: 'Create partner' }));
    expect(await screen.findByText('Please fill this in.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Enter a percentage from 0 to 100, with at most two decimals.')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it("puts the server's field error beside its field and keeps what was typed", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(new ApiError(400, 'validation_failed', 'Invalid', { discountBp: 'too_big' }));
    render(<PartnerForm partner={partner} busy={false} submitLabel="Save details" onSubmit={onSubmit} />);
    type('Discount for its customers (%)', '99');
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await screen.findByText('This value was not accepted.');
    expect(field('Discount for its customers (%)').getAttribute('aria-invalid')).toBe('true');
    expect(field('Discount for its customers (%)').value).toBe('99');
  });
});
