import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../primitives/actions/Button/Button.tsx';
import { ActionCard, isActionCardLink } from './ActionCard.tsx';

describe('isActionCardLink', () => {
  it('tells a link given as data from an element', () => {
    expect(isActionCardLink({ label: 'Partner With Us', href: '/donate' })).toBe(true);
    expect(isActionCardLink(<button type="button">Go Back</button>)).toBe(false);
    expect(isActionCardLink('Go Back')).toBe(false);
    expect(isActionCardLink(null)).toBe(false);
  });
});

describe('ActionCard', () => {
  it('names the card in a level 3 heading by default, with its text', () => {
    render(
      <ActionCard
        icon="heart"
        title="Partner With Us"
        action={{ label: 'Donate', href: '/donate' }}
      >
        Fund health access where it is needed most.
      </ActionCard>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Partner With Us' })).toBeInTheDocument();
    expect(screen.getByText('Fund health access where it is needed most.')).toBeInTheDocument();
  });

  it('takes another heading level', () => {
    render(
      <ActionCard
        icon="heart"
        title="Home Page"
        headingLevel={2}
        action={{ label: 'Go', href: '/' }}
      >
        Start again from the home page.
      </ActionCard>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Home Page');
  });

  it('renders an action given as data as a secondary button-styled link', () => {
    render(
      <ActionCard
        icon="users"
        title="Become a Partner"
        action={{ label: 'Become a Partner', href: '/contact' }}
      >
        Work with us as an institution.
      </ActionCard>,
    );
    const link = screen.getByRole('link', { name: 'Become a Partner' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).toHaveAttribute('data-variant', 'secondary');
  });

  it('takes a variant for the link', () => {
    render(
      <ActionCard
        icon="heart"
        title="Partner With Us"
        action={{ label: 'Partner With Us', href: '/donate', variant: 'primary' }}
      >
        Text
      </ActionCard>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('data-variant', 'primary');
  });

  it('renders any element given as the action', async () => {
    const goBack = vi.fn();
    render(
      <ActionCard
        icon="arrow-left"
        title="Go Back"
        action={
          <Button variant="secondary" onClick={goBack}>
            Go Back
          </Button>
        }
      >
        Return to the page you were on.
      </ActionCard>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(goBack).toHaveBeenCalledOnce();
  });

  it('shows a note under the action when given one', () => {
    const { container } = render(
      <ActionCard
        icon="heart"
        title="Partner With Us"
        action={{ label: 'Partner With Us', href: '/donate' }}
        note="UK taxpayers can add Gift Aid: an extra 25p for every £1."
      >
        Text
      </ActionCard>,
    );
    expect(container.textContent).toMatch(/Partner With Us\s*UK taxpayers can add Gift Aid/);
  });

  it('hides its icon from assistive technology', () => {
    const { container } = render(
      <ActionCard icon="mail" title="Stay Informed" action={{ label: 'Sign up', href: '#news' }}>
        Text
      </ActionCard>,
    );
    expect(container.querySelector('svg[data-icon="mail"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('passes attributes and classes to the root', () => {
    const { container } = render(
      <ActionCard
        icon="mail"
        title="Stay Informed"
        action={{ label: 'Sign up', href: '#news' }}
        id="stay-informed"
        className="extra"
      >
        Text
      </ActionCard>,
    );
    expect(container.firstElementChild).toHaveAttribute('id', 'stay-informed');
    expect(container.firstElementChild?.className).toMatch(/\bextra\b/);
  });
});
