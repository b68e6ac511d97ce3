import { render, screen } from '@testing-library/react';
import { getDefaults, marked } from 'marked';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { RouterLink } from '../../../../test/RouterLink.tsx';
import { LinkProvider } from '../../../primitives/actions/LinkProvider/LinkProvider.tsx';
import { decodeEntities, isExternalHref, Markdown, safeHref } from './Markdown.tsx';

function renderMarkdown(source: string, props: Partial<Parameters<typeof Markdown>[0]> = {}) {
  return render(<Markdown {...props}>{source}</Markdown>);
}

/** Elements that must never come out of a markdown body. */
const dangerous =
  'script, img, iframe, object, embed, style, svg, form, input, a[href^="javascript" i]';

describe('Markdown: structure', () => {
  it('renders headings one level below the page heading by default', () => {
    renderMarkdown('# Access to health\n\n## In conflict zones\n\n### Lessons');
    expect(screen.getByRole('heading', { level: 2, name: 'Access to health' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'In conflict zones' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Lessons' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shifts heading levels by headingOffset', () => {
    renderMarkdown('# Our Impact\n\n## Countries', { headingOffset: 2 });
    expect(screen.getByRole('heading', { level: 3, name: 'Our Impact' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Countries' })).toBeInTheDocument();
  });

  it('keeps markdown levels as written with an offset of 0', () => {
    renderMarkdown('# Our Impact', { headingOffset: 0 });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Impact' })).toBeInTheDocument();
  });

  it('stops heading levels at h6 and at h1', () => {
    const { unmount } = renderMarkdown('##### Deep\n\n###### Deeper', { headingOffset: 3 });
    expect(screen.getAllByRole('heading', { level: 6 }).map((h) => h.textContent)).toEqual([
      'Deep',
      'Deeper',
    ]);
    unmount();
    renderMarkdown('## Up', { headingOffset: -4 });
    expect(screen.getByRole('heading', { level: 1, name: 'Up' })).toBeInTheDocument();
  });

  it('renders paragraphs', () => {
    const { container } = renderMarkdown('First paragraph.\n\nSecond paragraph.');
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'First paragraph.',
      'Second paragraph.',
    ]);
  });

  it('renders a single line break as <br> by default, and not with breaks={false}', () => {
    const { container, unmount } = renderMarkdown('Global Health Access Trust\nLondon');
    expect(container.querySelector('p br')).not.toBeNull();
    unmount();
    const again = renderMarkdown('Global Health Access Trust\nLondon', { breaks: false });
    expect(again.container.querySelector('br')).toBeNull();
  });

  it('renders a hard line break (two trailing spaces) even with breaks={false}', () => {
    const { container } = renderMarkdown('Line one  \nLine two', { breaks: false });
    expect(container.querySelector('p br')).not.toBeNull();
  });

  it('renders blockquotes, with their own paragraphs', () => {
    const { container } = renderMarkdown('> Health is a right.\n>\n> Not a privilege.');
    const quote = container.querySelector('blockquote');
    expect(quote).not.toBeNull();
    expect([...(quote?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).toEqual([
      'Health is a right.',
      'Not a privilege.',
    ]);
  });

  it('renders unordered and ordered lists as lists', () => {
    renderMarkdown('- Clinics\n- Training\n\n1. Apply\n2. Review\n3. Fund');
    const [bullets, numbers] = screen.getAllByRole('list');
    expect(bullets?.tagName).toBe('UL');
    expect(numbers?.tagName).toBe('OL');
    expect(numbers?.querySelectorAll('li')).toHaveLength(3);
    expect(numbers).not.toHaveAttribute('start');
  });

  it('keeps the start number of an ordered list that does not start at 1', () => {
    renderMarkdown('3. Third step\n4. Fourth step');
    expect(screen.getByRole('list')).toHaveAttribute('start', '3');
  });

  it('nests lists inside list items', () => {
    const { container } = renderMarkdown('- Africa\n  - Kenya\n  - Uganda\n- South Asia');
    const outer = container.querySelector(':scope > div > ul');
    expect(outer?.children).toHaveLength(2);
    const inner = outer?.querySelector('li > ul');
    expect(inner?.querySelectorAll('li')).toHaveLength(2);
    expect(outer?.firstElementChild?.firstChild?.textContent).toBe('Africa');
  });

  it('renders tight list items without paragraphs and loose ones with them', () => {
    const tight = renderMarkdown('- One\n- Two');
    expect(tight.container.querySelector('li p')).toBeNull();
    tight.unmount();
    const loose = renderMarkdown('- One\n\n- Two');
    expect(loose.container.querySelectorAll('li p')).toHaveLength(2);
  });

  it('renders emphasis, strong emphasis, strikethrough and code spans', () => {
    const { container } = renderMarkdown('*equity* and **justice**, ~~charity~~, `code <b>`');
    expect(container.querySelector('em')).toHaveTextContent('equity');
    expect(container.querySelector('strong')).toHaveTextContent('justice');
    expect(container.querySelector('del')).toHaveTextContent('charity');
    expect(container.querySelector('code')).toHaveTextContent('code <b>');
    expect(container.querySelector('b')).toBeNull();
  });

  it('renders a horizontal rule as a separator', () => {
    renderMarkdown('Before\n\n---\n\nAfter');
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('renders fenced code as preformatted text', () => {
    const { container } = renderMarkdown('```\nif (a < b) {}\n```');
    expect(container.querySelector('pre > code')).toHaveTextContent('if (a < b) {}');
  });

  it('resolves character references in text', () => {
    const { container } = renderMarkdown('Q&amp;A &copy; 2025 &#8212; &#x2014; &unknown; & more');
    expect(container.textContent).toBe('Q&A © 2025 — — &unknown; & more');
  });

  it('shows backslash-escaped characters literally', () => {
    const { container } = renderMarkdown('\\*not emphasis\\* and \\<b\\>');
    expect(container.textContent).toBe('*not emphasis* and <b>');
    expect(container.querySelector('em, b')).toBeNull();
  });

  it('shows images as their alternative text, never as images', () => {
    const { container } = renderMarkdown('![Clinic in Nairobi](https://example.org/clinic.jpg)');
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('Clinic in Nairobi');
  });

  it('renders nothing for an empty source', () => {
    const { container } = renderMarkdown('');
    expect(container.firstElementChild?.childElementCount).toBe(0);
  });

  it('spreads props onto its root, merges className and forwards ref', () => {
    const ref = createRef<HTMLDivElement>();
    const { container } = render(
      <Markdown ref={ref} className="article-body" data-testid="body" lang="en-GB">
        Text
      </Markdown>,
    );
    const root = container.firstElementChild;
    expect(ref.current).toBe(root);
    expect(root).toHaveClass('article-body');
    expect(root?.className.split(' ').length).toBeGreaterThan(1);
    expect(root).toHaveAttribute('lang', 'en-GB');
  });
});

describe('Markdown: links', () => {
  it('renders relative links as plain links in the same tab', () => {
    renderMarkdown('Read [our approach](/how-we-work).');
    const link = screen.getByRole('link', { name: 'our approach' });
    expect(link).toHaveAttribute('href', '/how-we-work');
    expect(link).not.toHaveAttribute('target');
  });

  it('renders links through the app link component', () => {
    render(
      <LinkProvider component={RouterLink}>
        <Markdown>{'[Governance](/governance)'}</Markdown>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Governance' })).toHaveAttribute('data-router-link');
  });

  it('opens external http(s) links in a new tab, safely, and says so', () => {
    renderMarkdown('See the [WHO report](https://www.who.int/report "WHO").');
    const link = screen.getByRole('link', { name: 'WHO report (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.who.int/report');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('title', 'WHO');
  });

  it('lets the caller decide which links are external', () => {
    renderMarkdown('[Donate](https://ghat.org.uk/donate)', {
      isExternalLink: (href) => !href.startsWith('https://ghat.org.uk'),
    });
    expect(screen.getByRole('link', { name: 'Donate' })).not.toHaveAttribute('target');
  });

  it('keeps mailto and tel links, in the same tab', () => {
    renderMarkdown('[Email us](mailto:info@ghat.org.uk) or [call](tel:+442079460000)');
    expect(screen.getByRole('link', { name: 'Email us' })).toHaveAttribute(
      'href',
      'mailto:info@ghat.org.uk',
    );
    expect(screen.getByRole('link', { name: 'Email us' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'call' })).toHaveAttribute('href', 'tel:+442079460000');
  });

  it('links bare web addresses and emails (autolinks)', () => {
    renderMarkdown('Visit www.who.int or <info@ghat.org.uk>.');
    expect(screen.getByRole('link', { name: /www\.who\.int/ })).toHaveAttribute(
      'href',
      'http://www.who.int',
    );
    expect(screen.getByRole('link', { name: 'info@ghat.org.uk' })).toHaveAttribute(
      'href',
      'mailto:info@ghat.org.uk',
    );
  });

  it('keeps in-page links', () => {
    renderMarkdown('[Jump to scope](#scope)');
    expect(screen.getByRole('link', { name: 'Jump to scope' })).toHaveAttribute('href', '#scope');
  });

  it('resolves character references in link addresses', () => {
    renderMarkdown('[Search](/search?q=health&amp;page=2)');
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute(
      'href',
      '/search?q=health&page=2',
    );
  });

  it('resolves reference-style links', () => {
    renderMarkdown('Read [the constitution][c].\n\n[c]: /constitution');
    expect(screen.getByRole('link', { name: 'the constitution' })).toHaveAttribute(
      'href',
      '/constitution',
    );
  });

  const unsafeLinks: [string, string][] = [
    ['javascript:', '[Click me](javascript:alert(1))'],
    ['JavaScript: in mixed case', '[Click me](JaVaScRiPt:alert(1))'],
    ['data:', '[Click me](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['vbscript:', '[Click me](vbscript:msgbox(1))'],
    ['a hex character reference', '[Click me](java&#x73;cript:alert(1))'],
    ['a decimal character reference', '[Click me](&#106;avascript:alert(1))'],
    ['a named character reference', '[Click me](javascript&colon;alert(1))'],
    ['a named tab inside the scheme', '[Click me](java&Tab;script:alert(1))'],
    ['a tab inside the scheme', '[Click me](<java\tscript:alert(1)>)'],
    ['a leading encoded space', '[Click me](&#32;javascript:alert(1))'],
    ['a reference definition', '[Click me][x]\n\n[x]: javascript:alert(1)'],
    ['an unknown scheme', '[Click me](file:///etc/passwd)'],
  ];

  it.each(unsafeLinks)('renders a link with %s as plain text', (_, source) => {
    const { container } = renderMarkdown(source);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('Click me');
  });

  it('renders an unsafe autolink as plain text', () => {
    const { container } = renderMarkdown('<javascript:alert(1)>');
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('javascript:alert(1)');
  });

  it('keeps the formatting inside an unsafe link’s label', () => {
    const { container } = renderMarkdown('[**Click** me](javascript:alert(1))');
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('strong')).toHaveTextContent('Click');
  });
});

describe('Markdown: raw HTML is text, never markup', () => {
  it('shows an inline <script> as text', () => {
    const { container } = renderMarkdown('Hello <script>alert("x")</script> world');
    expect(container.querySelector(dangerous)).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent(
      'Hello <script>alert("x")</script> world',
    );
  });

  it('shows a block <script> as text', () => {
    const { container } = renderMarkdown('<script>\nalert(document.cookie)\n</script>');
    expect(container.querySelector(dangerous)).toBeNull();
    expect(container).toHaveTextContent('<script> alert(document.cookie) </script>');
  });

  it('shows an <img onerror> block as text', () => {
    const { container } = renderMarkdown('<img src=x onerror="alert(1)">');
    expect(container.querySelector(dangerous)).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)">');
  });

  it('shows an inline <img onerror> as text', () => {
    const { container } = renderMarkdown('Photo: <img src=x onerror=alert(1)> here');
    expect(container.querySelector(dangerous)).toBeNull();
    expect(container).toHaveTextContent('Photo: <img src=x onerror=alert(1)> here');
  });

  it('shows raw anchors, iframes, styles, forms and svg as text', () => {
    const { container } = renderMarkdown(
      [
        '<a href="javascript:alert(1)">raw link</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<style>body{display:none}</style>',
        '<form action="/steal"><input name="card"></form>',
        '<svg onload=alert(1)>',
        '<div onclick="alert(1)">*not markdown inside*</div>',
      ].join('\n\n'),
    );
    expect(container.querySelector(dangerous)).toBeNull();
    expect(container.firstElementChild?.querySelector('a, div, [onclick], [onload]')).toBeNull();
    expect(container).toHaveTextContent('<a href="javascript:alert(1)">raw link</a>');
    expect(container).toHaveTextContent('<iframe src="https://evil.example"></iframe>');
  });

  it('shows an HTML comment as text', () => {
    const { container } = renderMarkdown('<!-- hidden note -->');
    expect(container).toHaveTextContent('<!-- hidden note -->');
  });

  it('shows escaped entities as the characters they stand for, not as markup', () => {
    const { container } = renderMarkdown('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(container.querySelector('script')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(1)</script>');
  });

  it('never sets inner HTML: the source text round-trips as text nodes', () => {
    const source = '<b>bold?</b> <i>italic?</i>';
    const { container } = renderMarkdown(source);
    expect(container.querySelector('b, i')).toBeNull();
    expect(container.querySelector('p')?.innerHTML).toBe(
      '&lt;b&gt;bold?&lt;/b&gt; &lt;i&gt;italic?&lt;/i&gt;',
    );
  });

  it('is not affected by options set globally on marked elsewhere in the app', () => {
    marked.setOptions({ breaks: false, gfm: false });
    try {
      const { container } = renderMarkdown('One\nTwo ~~old~~');
      expect(container.querySelector('br')).not.toBeNull();
      expect(container.querySelector('del')).not.toBeNull();
    } finally {
      marked.setOptions(getDefaults());
    }
  });
});

describe('decodeEntities', () => {
  it('decodes named, decimal and hexadecimal references', () => {
    expect(decodeEntities('&amp; &lt; &gt; &quot; &#39; &#x27; &pound;5')).toBe(`& < > " ' ' £5`);
  });

  it('leaves unknown names and bare ampersands alone', () => {
    expect(decodeEntities('Fish & Chips &notathing;')).toBe('Fish & Chips &notathing;');
  });

  it('turns NUL, surrogates and out-of-range numbers into the replacement character', () => {
    expect(decodeEntities('&#0;&#xD800;&#x110000;')).toBe('\ufffd\ufffd\ufffd');
  });
});

describe('safeHref', () => {
  it.each([
    '/about',
    '#scope',
    'report.pdf',
    '?page=2',
    '//cdn.example.org/a.pdf',
    'https://www.who.int',
    'HTTP://EXAMPLE.ORG',
    'mailto:info@ghat.org.uk',
    'tel:+442079460000',
  ])('allows %s', (href) => {
    expect(safeHref(href)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
  ])('refuses %j', (href) => {
    expect(safeHref(href)).toBeUndefined();
  });
});

describe('isExternalHref', () => {
  it('treats absolute and protocol-relative web addresses as external', () => {
    expect(isExternalHref('https://www.who.int')).toBe(true);
    expect(isExternalHref('http://example.org')).toBe(true);
    expect(isExternalHref('//example.org')).toBe(true);
  });

  it('treats site paths, hashes and mail links as internal', () => {
    expect(isExternalHref('/blog')).toBe(false);
    expect(isExternalHref('#scope')).toBe(false);
    expect(isExternalHref('mailto:info@ghat.org.uk')).toBe(false);
  });
});
