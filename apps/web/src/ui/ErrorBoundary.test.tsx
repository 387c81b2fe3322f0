// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { setupTestI18n } from '../test/i18n.ts';

let broken = true;
function Fragile() {
  if (broken) throw new Error('boom');
  return <p>Drawer works</p>;
}

beforeAll(setupTestI18n);
afterEach(cleanup);

describe('the error boundary', () => {
  it('keeps a failing part from blanking the rest, and lets the user retry', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <h1>Configurator</h1>
        <ErrorBoundary>
          <Fragile />
        </ErrorBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Configurator' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This part of the page could not be shown.');
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Drawer works')).toBeTruthy();
    quiet.mockRestore();
  });
});
