import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider, ProvidedLink, type LinkComponentProps } from './LinkProvider.tsx';

describe('LinkProvider', () => {
  it('renders a plain anchor when no provider is given', () => {
    render(<ProvidedLink href="/about">About Us</ProvidedLink>);
    const link = screen.getByRole('link', { name: 'About Us' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/about');
  });

  it("renders the app's link component with every prop, so a router can take over", async () => {
    const navigate = vi.fn();
    function RouterLink({ href, onClick, children, ...props }: LinkComponentProps) {
      return (
        <a
          href={href}
          data-router
          onClick={(event) => {
            event.preventDefault();
            onClick?.(event);
            navigate(href);
          }}
          {...props}
        >
          {children}
        </a>
      );
    }
    const onClick = vi.fn();
    render(
      <LinkProvider component={RouterLink}>
        <ProvidedLink href="/blog" className="card-link" aria-current="page" onClick={onClick}>
          Impact
        </ProvidedLink>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Impact' });
    expect(link).toHaveAttribute('data-router');
    expect(link).toHaveClass('card-link');
    expect(link).toHaveAttribute('aria-current', 'page');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/blog');
  });

  it('passes the ref through to the rendered anchor', () => {
    let element: HTMLAnchorElement | null = null;
    render(
      <ProvidedLink
        href="/"
        ref={(node) => {
          element = node;
        }}
      >
        Home
      </ProvidedLink>,
    );
    expect(element).toBe(screen.getByRole('link', { name: 'Home' }));
  });
});
