import { describe, expect, it } from 'vitest';
import { formatMessage } from './message.ts';
import { isPseudo, pseudoGrowth, pseudoLocalise, pseudoLocaliseAll } from './pseudo.ts';

const letters = (text: string) => text.replace(/[\s[\]{}]/g, '').length;

describe('pseudoLocalise', () => {
  it('accents, brackets and lengthens text by about 40%', () => {
    const english = 'Cookies on this website';
    const pseudo = pseudoLocalise(english);
    expect(pseudo).toMatch(/^\[Çööķîéš öñ ţĥîš ŵéƀšîţé .+\]$/);
    const growth = letters(pseudo) / letters(english) - 1;
    expect(growth).toBeGreaterThanOrEqual(pseudoGrowth);
    expect(growth).toBeLessThan(pseudoGrowth + 0.35);
    // Even a short word grows.
    expect(letters(pseudoLocalise('OK'))).toBeGreaterThanOrEqual(4);
  });

  it('keeps placeholders and plural forms, so the message still formats', () => {
    const pseudo = pseudoLocalise('{count, plural, one {# result} other {# results}} for {query}');
    expect(pseudo).toContain('{query}');
    expect(formatMessage('en-XA', pseudo, { count: 2, query: 'water' })).toMatch(
      /^\[2 ŕéšûļţš ƒöŕ water .+\]$/,
    );
  });

  it('does nothing to text twice, or to blank text', () => {
    const once = pseudoLocalise('Menu');
    expect(isPseudo(once)).toBe(true);
    expect(pseudoLocalise(once)).toBe(once);
    expect(pseudoLocalise('  ')).toBe('  ');
  });
});

describe('pseudoLocaliseAll', () => {
  it("changes a story's words and leaves addresses, ids and dates alone", () => {
    const items = [
      {
        label: 'About',
        href: '/about-the-trust',
        children: [{ label: 'Our Team', href: '/about-the-trust/team' }],
      },
    ];
    const pseudo = pseudoLocaliseAll({ items, publishedDate: '2025-09-30', id: 'main', n: 3 });
    const [about] = pseudo.items;
    expect(about?.label).toMatch(/^\[Åƀöûţ /);
    expect(about?.href).toBe('/about-the-trust');
    expect(about?.children[0]?.label).toMatch(/^\[Öûŕ Ţéáɱ /);
    expect(pseudo.publishedDate).toBe('2025-09-30');
    expect(pseudo.id).toBe('main');
    expect(pseudo.n).toBe(3);
  });
});
