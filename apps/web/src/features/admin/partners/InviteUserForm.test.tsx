// @vitest-environment happy-dom
// Inviting a partner user: empty fields and an address that is none are said beside their fields and
// nothing is sent; what is sent is what the API's schema makes of it; an address that already has an
// account is said beside the e-mail field, and a sent invitation empties the form.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { InviteUserForm } from './InviteUserForm.tsx';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

describe('the invite-a-partner-user form', () => {
  beforeAll(setupTestI18n);
  afterEach(cleanup);

  it('says what is missing or wrong, beside each field, and sends nothing', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<InviteUserForm busy={false} onSubmit={onSubmit} />);
    send();
    expect(await screen.findAllByText('Please fill this in.')).toHaveLength(2);
    fireEvent.change(field('Name'), { target: { value: 'Ana' } });
    fireEvent.change(field('Email'), { target: { value: 'not an address' } });
    send();
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.queryByText('Please fill this in.')).toBeNull();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the name trimmed and the address as the API stores it, then empties the form', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<InviteUserForm busy={false} onSubmit={onSubmit} />);
    fireEvent.change(field('Name'), { target: { value: '  Ana Kos ' } });
    fireEvent.change(field('Email'), { target: { value: ' Ana@Example.COM ' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'es' } });
    fireEvent.click(screen.getByLabelText('Partner admin (manages the partner’s users)'));
    send();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana Kos', email: 'ana@example.com', locale: 'es', isAdmin: true }),
    );
    await waitFor(() => expect(field('Name').value).toBe(''));
    expect(field('Email').value).toBe('');
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('es');
  });

  it('says beside the e-mail field that the address already has an account', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new ApiError(409, 'email_taken', 'taken')));
    render(<InviteUserForm busy={false} onSubmit={onSubmit} />);
    fireEvent.change(field('Name'), { target: { value: 'Ana' } });
    fireEvent.change(field('Email'), { target: { value: 'ana@example.com' } });
    send();
    expect(await screen.findByText('This email address already has an account.')).toBeTruthy();
    expect(field('Email').value).toBe('ana@example.com');
  });
});
