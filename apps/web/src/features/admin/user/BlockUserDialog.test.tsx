// @vitest-environment happy-dom
// The block-user dialog: no block without a reason (the field says so), the reason sent trimmed,
// and closing forgets what was typed.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../../test/i18n.ts';
import { BlockUserDialog } from './BlockUserDialog.tsx';

describe('the block-user dialog', () => {
  beforeAll(setupTestI18n);
  afterEach(cleanup);

  const open = (onBlock = vi.fn(), onClose = vi.fn()) => {
    const view = render(<BlockUserDialog open name="Nina Novak" busy={false} onBlock={onBlock} onClose={onClose} />);
    return { onBlock, onClose, view };
  };

  it('asks for a reason before blocking', async () => {
    const { onBlock } = open();
    expect(screen.getByRole('heading', { name: 'Block Nina Novak' })).toBeTruthy();
    const reason = screen.getByLabelText('Reason (kept in the audit trail)');
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block user' }));
    expect(await screen.findByText('Please give a reason for blocking.')).toBeTruthy();
    expect(onBlock).not.toHaveBeenCalled();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
  });

  it('blocks with the reason, trimmed', async () => {
    const { onBlock } = open();
    fireEvent.change(screen.getByLabelText('Reason (kept in the audit trail)'), {
      target: { value: '  Goljufiva naročila \n' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Block user' }));
    await waitFor(() => expect(onBlock).toHaveBeenCalledWith('Goljufiva naročila'));
    expect(screen.queryByText('Please give a reason for blocking.')).toBeNull();
  });

  it('forgets the reason when cancelled', () => {
    const { onClose, view } = open();
    fireEvent.change(screen.getByLabelText('Reason (kept in the audit trail)'), { target: { value: 'Spam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    view.rerender(<BlockUserDialog open={false} name="Nina Novak" busy={false} onBlock={vi.fn()} onClose={onClose} />);
    view.rerender(<BlockUserDialog open name="Nina Novak" busy={false} onBlock={vi.fn()} onClose={onClose} />);
    expect((screen.getByLabelText('Reason (kept in the audit trail)') as HTMLTextAreaElement).value).toBe('');
  });
});
