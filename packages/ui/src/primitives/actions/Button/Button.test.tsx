import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RouterLink } from '../../../../test/RouterLink.tsx';
import { LinkProvider } from '../LinkProvider/LinkProvider.tsx';
import { Button, ButtonLink } from './Button.tsx';

describe('Button', () => {
  it('is a button of type button unless told otherwise, so it never submits by accident', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Send</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while busy, says so with aria-busy, ignores presses and stays focusable', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Sending...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(button).toHaveFocus();
  });

  it('marks its variant for styling and tests', () => {
    render(<Button variant="ghost">Cancel</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('data-variant', 'ghost');
  });

  it('gives different variants different classes', () => {
    render(
      <>
        <Button variant="primary">A</Button>
        <Button variant="secondary">B</Button>
      </>,
    );
    expect(screen.getByText('A').className).not.toBe(screen.getByText('B').className);
  });
});

describe('ButtonLink', () => {
  it('renders a plain link by default', () => {
    render(<ButtonLink href="/donate">Partner With Us</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Partner With Us' })).toHaveAttribute(
      'href',
      '/donate',
    );
  });

  it("renders the app's link component from the provider", () => {
    render(
      <LinkProvider component={RouterLink}>
        <ButtonLink href="/donate">Partner With Us</ButtonLink>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Partner With Us' })).toHaveAttribute(
      'data-router-link',
    );
  });
});
