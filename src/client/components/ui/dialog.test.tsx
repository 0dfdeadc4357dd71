import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

/** A page with a button that opens dialog A; A's own button closes it and opens dialog B (as a drawer item opens the feedback dialog). */
function Page() {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  return (
    <>
      <button onClick={() => setFirst(true)}>Open menu</button>
      <Dialog open={first} onOpenChange={setFirst} title="Menu">
        <button
          onClick={() => {
            setFirst(false);
            setSecond(true);
          }}
        >
          Send feedback
        </button>
      </Dialog>
      <Dialog open={second} onOpenChange={setSecond} title="Feedback">
        <p>Tell us</p>
      </Dialog>
    </>
  );
}

describe('dialog focus', () => {
  it('returns keyboard focus to the button that opened it when closed with Escape or ✕', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open menu' });

    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('returns focus to the first opener when a dialog was opened from inside one that has closed', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Feedback' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
