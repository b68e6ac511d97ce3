import { describe, expect, it } from 'vitest';
import {
  allContentLinks,
  collectLinks,
  documentDateDisagreements,
  findBrokenLinks,
  policiesDueForReview,
} from './report.ts';

describe('the content report', () => {
  it('finds link fields and Markdown links anywhere in a value', () => {
    const links = collectLinks(
      {
        hero: { action: { href: '/donate' } },
        body: 'See [our work](/our-work#pillars) and [x](https://a.b)',
      },
      'page',
    );
    expect(links.map((link) => link.href)).toEqual(['/donate', '/our-work#pillars']);
  });

  it('flags links to routes that do not exist, and accepts real routes, articles and files', () => {
    const links = collectLinks(
      {
        good: [{ href: '/about' }, { href: '/blog/healthcare-access-crisis-zones' }],
        files: [{ href: '/documents/trust-constitution.pdf' }, { src: '/images/ghat-logo.svg' }],
        bad: [
          { href: '/abuot' },
          { href: '/blog/no-such-article' },
          { href: '/documents/missing.pdf' },
        ],
      },
      'sample',
    );
    expect(findBrokenLinks(links).map((link) => link.href)).toEqual([
      '/abuot',
      '/blog/no-such-article',
      '/documents/missing.pdf',
    ]);
  });

  it('finds no broken link in the content itself', () => {
    const links = allContentLinks();
    expect(links.length).toBeGreaterThan(100);
    expect(findBrokenLinks(links)).toEqual([]);
  });

  it('lists governance policies once their review date (8 May 2026) has passed', () => {
    expect(policiesDueForReview('2026-05-07').map((due) => due.path)).not.toContain(
      '/whistleblowing',
    );
    const due = policiesDueForReview('2026-05-09');
    expect(due.map((entry) => entry.path)).toContain('/whistleblowing');
    expect(due.find((entry) => entry.path === '/whistleblowing')?.reason).toBe(
      'review date 8 May 2026 has passed',
    );
  });

  it('reports the constitution, whose dates the spec itself gives three ways', () => {
    const constitution = documentDateDisagreements().find(
      (entry) => entry.document === 'Trust Constitution',
    );
    expect(constitution?.claims.map((claim) => claim.date)).toEqual(
      expect.arrayContaining(['2024-01-15', '2024-12-01', 'June 2025']),
    );
  });
});
