import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layoutItems, Stack } from './Stack.tsx';

afterEach(() => vi.restoreAllMocks());

describe('layoutItems', () => {
  it('drops empty children and opens fragments, giving every item a unique key', () => {
    const items = layoutItems([
      <p key="a">Our Impact</p>,
      null,
      false,
      <>
        <p>Partner With Us</p>
        <p>Start a Conversation</p>
      </>,
      'Subscription Confirmed',
    ]);
    expect(items).toHaveLength(4);
    expect(new Set(items.map((item) => item.key)).size).toBe(4);
    expect(items[3]?.node).toBe('Subscription Confirmed');
  });
});

describe('Stack', () => {
  it('renders its children straight inside a div by default', () => {
    render(
      <Stack space="md" data-testid="stack">
        <p>Our Impact</p>
        <p>Our Partners</p>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack.tagName).toBe('DIV');
    expect([...stack.children].map((child) => child.tagName)).toEqual(['P', 'P']);
    expect(stack).not.toHaveAttribute('role');
  });

  it.each(['ul', 'ol'] as const)('as %s, wraps each child in a list item', (element) => {
    render(
      <Stack as={element} space="md" aria-label="Ways to help">
        <a href="#donate">Donate</a>
        {null}
        <a href="#volunteer">Volunteer</a>
        <>
          <a href="#fundraise">Fundraise</a>
          <a href="#partner">Partner With Us</a>
        </>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Ways to help' });
    expect(list.tagName).toBe(element.toUpperCase());
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect([...list.children].every((child) => child.tagName === 'LI')).toBe(true);
    expect(items[3]).toContainElement(screen.getByRole('link', { name: 'Partner With Us' }));
  });

  it('keeps keys unique when fragments are opened, so React does not warn', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Stack as="ul" space="md">
        <>
          <span>One</span>
          <span>Two</span>
        </>
        <>
          <span>Three</span>
        </>
      </Stack>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('puts a hidden rule between items, never before the first', () => {
    render(
      <Stack space="lg" dividers data-testid="stack">
        <p>Clinics supported</p>
        <p>Nurses trained</p>
        <p>Families reached</p>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect([...stack.children].map((child) => child.tagName)).toEqual(['P', 'HR', 'P', 'HR', 'P']);
    expect(screen.queryAllByRole('separator')).toHaveLength(0);
    for (const rule of stack.querySelectorAll('hr')) {
      expect(rule).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('in a list, puts the rules inside the list items so the list stays valid', () => {
    render(
      <Stack as="ul" space="lg" dividers>
        <span>Clinics supported</span>
        <span>Nurses trained</span>
      </Stack>,
    );
    const list = screen.getByRole('list');
    expect([...list.children].every((child) => child.tagName === 'LI')).toBe(true);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first?.querySelector('hr')).toBeNull();
    expect(second?.firstElementChild?.tagName).toBe('HR');
  });

  it('turns space and alignment into classes', () => {
    render(
      <>
        <Stack space="md" data-testid="md" />
        <Stack space="xl" data-testid="xl" />
        <Stack space="md" align="center" data-testid="centre" />
        <Stack space={{ mobile: 'md', desktop: 'xl' }} data-testid="responsive" />
      </>,
    );
    const className = (id: string) => screen.getByTestId(id).className;
    expect(className('md')).not.toBe(className('xl'));
    expect(className('md')).not.toBe(className('centre'));
    expect(screen.getByTestId('responsive').classList.length).toBeGreaterThan(
      screen.getByTestId('md').classList.length,
    );
    expect(screen.getByTestId('md')).not.toHaveAttribute('space');
  });

  it('passes other props and its ref to the element, and a role of its own wins', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Stack as="ul" space="md" ref={ref} id="impact" className="custom" role="group">
        <span>Our Impact</span>
      </Stack>,
    );
    const element = screen.getByRole('group');
    expect(ref.current).toBe(element);
    expect(element).toHaveAttribute('id', 'impact');
    expect(element).toHaveClass('custom');
  });
});
