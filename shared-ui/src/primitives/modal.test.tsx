import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../testing/render-with-shell';
import { Modal, ModalStylesAhead } from './modal';
import { Spinner } from './spinner';

describe('Modal', () => {
  it('is a dialog named by its title that closes on Esc and on the close icon', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithShell(
      <Modal title="Log in" onClose={onClose}>
        <p>Welcome back</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Log in' })).toHaveTextContent('Welcome back');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside while open and gives focus back to the control that opened it', async () => {
    const user = userEvent.setup();
    const Page = ({ open }: { open: boolean }) => (
      <>
        <button type="button">Open</button>
        {open && (
          <Modal title="Log in" onClose={() => undefined}>
            <input aria-label="Login" />
            <button type="button">Submit</button>
          </Modal>
        )}
      </>
    );
    const { rerender } = renderWithShell(<Page open={false} />);
    screen.getByRole('button', { name: 'Open' }).focus();
    rerender(<Page open />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Login' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    rerender(<Page open={false} />);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('has its styles in the page before the first open, while nothing of it shows', async () => {
    const styleText = () => Array.from(document.querySelectorAll('style')).map((style) => style.textContent).join('');
    const classesOf = (element: Element) => Array.from(element.querySelectorAll('*')).concat(element).flatMap((node) => Array.from(node.classList));
    const Page = ({ open }: { open: boolean }) =>
      (open ? (
        <Modal title="Sign up" onClose={() => undefined} width={560}>
          <Spinner label="Loading the form" />
        </Modal>
      ) : (
        <ModalStylesAhead widths={[520, 560]}>
          <Spinner label="Loading the form" />
        </ModalStylesAhead>
      ));
    const { rerender } = renderWithShell(<Page open={false} />);
    await waitFor(() => expect(styleText()).toContain('min(560px'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const before = styleText();
    rerender(<Page open />);
    const dialog = screen.getByRole('dialog', { name: 'Sign up' });
    const styled = classesOf(dialog.parentElement!).filter((name) => !name.startsWith('sc-'));
    expect(styled.length).toBeGreaterThan(4);
    for (const name of styled) expect(before).toContain(`.${name}{`);
    expect(styleText()).toBe(before);
  });
});
