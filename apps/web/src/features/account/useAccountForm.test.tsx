// @vitest-environment happy-dom
// A failed request on an account form: the server's field errors at their fields (its dotted
// paths, less the prefix the form does not have), the rest above the form, nothing typed lost.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { address, type Address } from '@kubik/contract/accounts';
import { ApiError } from '../../api/errors.ts';
import { setupTestI18n } from '../../test/i18n.ts';
import { TextField } from '../../ui/TextField.tsx';
import { useAccountForm } from './useAccountForm.ts';

let failure: unknown = null;

function AddressForm() {
  const form = useAccountForm<Address, Address>(
    address,
    { street: '', city: '', postalCode: '', country: 'SI' },
    { serverPrefix: 'billingAddress.' },
  );
  const { register, handleSubmit, formState, errorOf } = form;
  return (
    <form
      onSubmit={handleSubmit(() => {
        form.showFailure(failure);
      })}
      noValidate
    >
      {formState.errors.root?.message ? <p role="alert">{formState.errors.root.message}</p> : null}
      <TextField label="Street" error={errorOf('street')} {...register('street')} />
      <TextField label="City" error={errorOf('city')} {...register('city')} />
      <TextField label="Postal code" error={errorOf('postalCode')} {...register('postalCode')} />
      <TextField label="Country" error={errorOf('country')} {...register('country')} />
      <button type="submit">Save</button>
    </form>
  );
}

beforeAll(setupTestI18n);
afterEach(cleanup);

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
}

describe('an account form', () => {
  it('checks in the browser first, in the user’s words, with the contract’s codes translated', async () => {
    render(<AddressForm />);
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'XX' } });
    await submit();
    expect(screen.getAllByText('Fill in this field.')).toHaveLength(3);
    expect(screen.getByText('Choose a country.')).toBeTruthy();
    expect(screen.getByLabelText('Street').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the server’s field errors at the fields and keeps what was typed', async () => {
    failure = new ApiError(400, 'validation_failed', 'Some fields are not filled in correctly.', {
      'billingAddress.postalCode': 'Postal code refused by the server',
      'billingAddress.elsewhere': 'Something about another field',
    });
    render(<AddressForm />);
    fireEvent.change(screen.getByLabelText('Street'), { target: { value: 'Cesta 1' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Kranj' } });
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '4000' } });
    await submit();
    expect(screen.getByText('Postal code refused by the server')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Something about another field');
    expect((screen.getByLabelText('Street') as HTMLInputElement).value).toBe('Cesta 1');
    expect((screen.getByLabelText('Postal code') as HTMLInputElement).value).toBe('4000');
  });

  it('puts an error without fields above the form', async () => {
    failure = new ApiError(429, 'too_many_requests', 'Too many attempts.');
    render(<AddressForm />);
    fireEvent.change(screen.getByLabelText('Street'), { target: { value: 'Cesta 1' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Kranj' } });
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '4000' } });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Try again in a few minutes.');
  });
});
