import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouterLink } from '../../../../test/RouterLink.tsx';
import { LinkProvider } from '../../../primitives/actions/LinkProvider/LinkProvider.tsx';
import { Tag } from './Tag.tsx';

describe('Tag', () => {
  it('is plain text without href', () => {
    render(<Tag>governance</Tag>);
    const tag = screen.getByText('governance');
    expect(tag.tagName).toBe('SPAN');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is a link with href, named by its text', () => {
    render(<Tag href="/news?tag=maternal-health">maternal health</Tag>);
    expect(screen.getByRole('link', { name: 'maternal health' })).toHaveAttribute(
      'href',
      '/news?tag=maternal-health',
    );
  });

  it('reads its prefix as part of the keyword', () => {
    render(
      <Tag href="/news?tag=HealthEquity" prefix="#">
        HealthEquity
      </Tag>,
    );
    expect(screen.getByRole('link', { name: '#HealthEquity' })).toBeInTheDocument();
  });

  it('shows a prefix on plain tags too, and none unless given', () => {
    const { container } = render(
      <>
        <Tag prefix="#">GlobalHealth</Tag>
        <Tag>policy</Tag>
      </>,
    );
    const [hashtag, plain] = container.querySelectorAll(':scope > span');
    expect(hashtag).toHaveTextContent(/^#GlobalHealth$/);
    expect(plain).toHaveTextContent(/^policy$/);
  });

  it('takes its direction from its own text, unless told otherwise', () => {
    render(
      <>
        <Tag prefix="#">HealthEquity</Tag>
        <Tag href="/a">صحة</Tag>
        <Tag dir="ltr">finance</Tag>
      </>,
    );
    expect(screen.getByText('#HealthEquity')).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('link', { name: 'صحة' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('finance')).toHaveAttribute('dir', 'ltr');
  });

  it("renders the app's link component from the provider", () => {
    render(
      <LinkProvider component={RouterLink}>
        <Tag href="/documents?tag=governance">governance</Tag>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'governance' })).toHaveAttribute('data-router-link');
  });

  it('passes other attributes and classes through, to a span or a link', () => {
    render(
      <>
        <Tag className="extra" data-testid="text">
          finance
        </Tag>
        <Tag href="/a" className="extra" hrefLang="en-GB">
          audit
        </Tag>
      </>,
    );
    expect(screen.getByTestId('text').className).toMatch(/\bextra\b/);
    const link = screen.getByRole('link', { name: 'audit' });
    expect(link.className).toMatch(/\bextra\b/);
    expect(link).toHaveAttribute('hreflang', 'en-GB');
    expect(link.className).not.toBe(screen.getByTestId('text').className);
  });
});
