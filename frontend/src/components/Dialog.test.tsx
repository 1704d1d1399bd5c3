import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithText } from '../test/render';
import { Dialog } from './Dialog';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open gallery
      </button>
      <Dialog
        open={open}
        title="Photos"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <button type="button">Previous</button>
        <button type="button">Next</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    renderWithText(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title, with focus moved inside and the page scroll locked', async () => {
    const user = userEvent.setup();
    renderWithText(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open gallery' }));
    const dialog = screen.getByRole('dialog', { name: 'Photos' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithText(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open gallery' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener and the scroll to the page', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithText(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open gallery' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a backdrop click but not on a click inside the panel', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithText(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open gallery' }));
    await user.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    renderWithText(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open gallery' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets only the innermost of nested dialogs answer Escape', async () => {
    const user = userEvent.setup();
    const closeOuter = vi.fn();
    const closeInner = vi.fn();
    renderWithText(
      <Dialog open title="Outer" onClose={closeOuter}>
        <Dialog open title="Inner" onClose={closeInner}>
          <p>Map</p>
        </Dialog>
      </Dialog>,
    );
    await user.keyboard('{Escape}');
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });

  it('can be named by a heading inside its content', () => {
    renderWithText(
      <Dialog open labelledBy="welcome" onClose={() => undefined}>
        <h2 id="welcome">Welcome Back</h2>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });
});
