import { createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerender, setBeforeHydration } from '../../../test/prerendered.tsx';
import { RouterLink } from '../../../test/RouterLink.tsx';
import { LocaleProvider } from '../../i18n/LocaleProvider.tsx';
import { es } from '../../i18n/locales/es.ts';
import { LinkProvider } from '../../primitives/actions/LinkProvider/LinkProvider.tsx';
import { NotFound, NotFoundLayout, type NotFoundProps } from './NotFound.tsx';
import { NotFoundActions } from './NotFoundActions.tsx';
import { NotFoundHelp } from './NotFoundHelp.tsx';
import { NotFoundLinks } from './NotFoundLinks.tsx';
import { NotFoundSearch } from './NotFoundSearch.tsx';

const links = [
  { label: 'About Us', href: '/about' },
  { label: 'What We Do', href: '/what-we-do' },
  { label: 'Impact & Blog', href: '/blog' },
  { label: 'Get Involved', href: '/get-involved' },
  { label: 'Publications', href: '/publications' },
  { label: 'Contact', href: '/contact' },
];

function renderPage(props: Partial<NotFoundProps> = {}) {
  const onSearch = vi.fn();
  const onGoBack = vi.fn();
  const view = render(
    <NotFound
      links={links}
      contactHref="/contact"
      onSearch={onSearch}
      onGoBack={onGoBack}
      {...props}
    />,
  );
  return { ...view, onSearch, onGoBack };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search the site' });

afterEach(() => vi.restoreAllMocks());

describe('NotFound', () => {
  it("shows the spec's heading and text, with the large 404 hidden from screen readers", () => {
    const { container } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeInTheDocument();
    const code = screen.getByText('404');
    expect(code).toHaveAttribute('aria-hidden', 'true');
    // Shown before the heading.
    expect(
      code.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    for (const icon of container.querySelectorAll('svg')) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('has a quick search: a search landmark with a labelled field and a Search button', () => {
    renderPage();
    const form = screen.getByRole('search', { name: 'Search the site' });
    expect(form.tagName).toBe('FORM');
    expect(within(form).getByRole('searchbox', { name: 'Search the site' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('sends the trimmed search text to onSearch, and stays on the page', async () => {
    const { onSearch } = renderPage();
    await userEvent.type(searchBox(), '  safeguarding policy  ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('safeguarding policy');

    const form = screen.getByRole('search');
    const submit = createEvent.submit(form);
    fireEvent(form, submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('is a GET form with a named field, so it still sends the search without script', () => {
    const { rerender } = renderPage();
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    // No action: it goes to the page's own address.
    expect(form).not.toHaveAttribute('action');
    expect(searchBox()).toHaveAttribute('name', 'q');
    rerender(
      <NotFound
        links={links}
        contactHref="/contact"
        onSearch={() => {}}
        searchAction="/"
        searchParam="query"
      />,
    );
    expect(form).toHaveAttribute('action', '/');
    expect(searchBox()).toHaveAttribute('name', 'query');
  });

  it('searches on Enter too', async () => {
    const { onSearch } = renderPage();
    await userEvent.type(searchBox(), 'annual report{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('annual report');
  });

  it('ignores an empty or blank search, keeping focus in the field', async () => {
    const { onSearch } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.type(searchBox(), '   {Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    expect(searchBox()).toHaveFocus();
    const form = screen.getByRole('search');
    const submit = createEvent.submit(form);
    fireEvent(form, submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('shows three cards: Home Page (a link), Search Site and Go Back (buttons)', () => {
    renderPage({ homeHref: '/en' });
    const cards = screen.getAllByRole('heading', { level: 2 }).slice(0, 3);
    expect(cards.map((heading) => heading.textContent)).toEqual([
      'Home Page',
      'Search Site',
      'Go Back',
    ]);
    expect(
      within(cards[0] as HTMLElement).getByRole('link', { name: 'Home Page' }),
    ).toHaveAttribute('href', '/en');
    expect(
      within(cards[1] as HTMLElement).getByRole('button', { name: 'Search Site' }),
    ).toHaveAttribute('type', 'button');
    expect(
      within(cards[2] as HTMLElement).getByRole('button', { name: 'Go Back' }),
    ).toBeInTheDocument();
    // The cards are a list of three.
    const list = cards[0]?.closest('ul');
    expect(list).toHaveAttribute('role', 'list');
    expect(list?.children).toHaveLength(3);
  });

  it('the Search Site card opens the search with whatever is typed, even nothing', async () => {
    const { onSearch } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Search Site' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    await userEvent.type(searchBox(), ' malaria ');
    await userEvent.click(screen.getByRole('button', { name: 'Search Site' }));
    expect(onSearch).toHaveBeenLastCalledWith('malaria');
  });

  it('both Go Back controls call onGoBack with nothing', async () => {
    const { onGoBack } = renderPage();
    const [card, button] = screen.getAllByRole('button', { name: 'Go Back' });
    await userEvent.click(card as HTMLElement);
    await userEvent.click(button as HTMLElement);
    expect(onGoBack).toHaveBeenCalledTimes(2);
    expect(onGoBack.mock.calls).toEqual([[], []]);
  });

  it("goes back in the browser's history by default", async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    render(<NotFound links={links} contactHref="/contact" onSearch={vi.fn()} />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Go Back' })[1] as HTMLElement);
    expect(back).toHaveBeenCalledOnce();
  });

  it('lists the links given, in a navigation landmark named by its heading', () => {
    renderPage();
    const nav = screen.getByRole('navigation', { name: 'Popular Pages' });
    expect(within(nav).getByRole('heading', { level: 2, name: 'Popular Pages' })).toBeVisible();
    const found = within(nav).getAllByRole('link');
    expect(found.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      links.map((link) => [link.label, link.href]),
    );
    expect(within(nav).getByRole('list').children).toHaveLength(6);
  });

  it('leaves out the navigation when there are no links', () => {
    renderPage({ links: [] });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('has a Go to Homepage link and a Go Back button', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    const back = screen.getAllByRole('button', { name: 'Go Back' })[1];
    expect(back).toHaveAttribute('type', 'button');
  });

  it("has a 'Need Help?' note linking to the contact page, read in order (not announced)", () => {
    renderPage({ contactHref: '/contact-the-trust' });
    const title = screen.getByText('Need Help?');
    const note = title.closest('[data-tone="info"]') as HTMLElement;
    expect(within(note).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact-the-trust',
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes every word and the heading level as props', async () => {
    const { onSearch } = renderPage({
      code: '٤٠٤',
      title: 'الصفحة غير موجودة',
      description: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
      headingLevel: 2,
      searchLabel: 'ابحث في الموقع',
      searchButtonLabel: 'بحث',
      homeCard: { title: 'الصفحة الرئيسية', description: 'ابدأ من جديد.' },
      searchCard: { title: 'ابحث في الموقع', description: 'الصفحات والمقالات والمستندات.' },
      backCard: { title: 'رجوع', description: 'عد إلى الصفحة السابقة.' },
      linksTitle: 'صفحات شائعة',
      homeLabel: 'الذهاب إلى الصفحة الرئيسية',
      backLabel: 'العودة',
      helpTitle: 'هل تحتاج إلى مساعدة؟',
      helpText: 'فريقنا هنا للمساعدة.',
      contactLabel: 'اتصل بنا',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'الصفحة غير موجودة' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByText('٤٠٤')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'صفحات شائعة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'العودة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اتصل بنا' })).toBeInTheDocument();
    expect(screen.getByText('هل تحتاج إلى مساعدة؟')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'ابحث في الموقع' }), 'حماية');
    await userEvent.click(screen.getByRole('button', { name: 'بحث' }));
    expect(onSearch).toHaveBeenCalledWith('حماية');
  });

  it("links through the app's link component", () => {
    render(
      <LinkProvider component={RouterLink}>
        <NotFound links={links} contactHref="/contact" onSearch={vi.fn()} />
      </LinkProvider>,
    );
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('data-router-link');
    }
  });

  it('spreads props onto its section and merges className', () => {
    const { container } = renderPage({ className: 'page', id: 'not-found' });
    const section = container.querySelector('section');
    expect(section).toHaveClass('page');
    expect(section).toHaveAttribute('id', 'not-found');
  });
});

describe("NotFound's parts, for a page that hydrates only what a visitor operates", () => {
  // useId's ids differ between two trees; everything else must be the same.
  const withoutIds = (html: string) => html.replaceAll(/«[^»]*»|_r_[\w]+_/g, 'id');

  it('NotFoundLayout with the four parts is the same page as NotFound', () => {
    const whole = render(<NotFound links={links} contactHref="/contact" onSearch={vi.fn()} />);
    const wholeHtml = whole.container.innerHTML;
    whole.unmount();
    const parts = render(
      <NotFoundLayout>
        <NotFoundSearch onSearch={vi.fn()} />
        <NotFoundLinks links={links} />
        <NotFoundActions />
        <NotFoundHelp contactHref="/contact" />
      </NotFoundLayout>,
    );
    expect(withoutIds(parts.container.innerHTML)).toBe(withoutIds(wholeHtml));
  });

  it('NotFoundSearch alone: the heading, the quick search and the three cards', async () => {
    const onSearch = vi.fn();
    const onGoBack = vi.fn();
    render(<NotFoundSearch onSearch={onSearch} onGoBack={onGoBack} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Page Not Found' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await userEvent.type(searchBox(), 'nets');
    await userEvent.click(screen.getByRole('button', { name: 'Search Site' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('nets');
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(onGoBack).toHaveBeenCalledOnce();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('NotFoundLinks: a navigation named by its heading, and nothing without links', () => {
    const { rerender, container } = render(<NotFoundLinks links={links} headingLevel={3} />);
    const nav = screen.getByRole('navigation', { name: 'Popular Pages' });
    expect(within(nav).getByRole('heading', { level: 3 })).toBeVisible();
    expect(within(nav).getAllByRole('link')).toHaveLength(links.length);
    rerender(<NotFoundLinks links={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("NotFoundActions: Go to Homepage, and Go Back calls onGoBack (the history's by default)", async () => {
    const onGoBack = vi.fn();
    const { rerender } = render(<NotFoundActions homeHref="/fr/" onGoBack={onGoBack} />);
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/fr/');
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(onGoBack).toHaveBeenCalledOnce();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    rerender(<NotFoundActions />);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(back).toHaveBeenCalledOnce();
  });

  it("NotFoundHelp: the note in the LocaleProvider's language, linking to contact", () => {
    render(
      <LocaleProvider locale={es}>
        <NotFoundHelp contactHref="/es/contact" />
      </LocaleProvider>,
    );
    expect(screen.getByText('¿Necesita ayuda?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute(
      'href',
      '/es/contact',
    );
  });
});

describe('NotFound, prerendered and hydrated later', () => {
  function prerenderPage() {
    const onSearch = vi.fn();
    const page = prerender(<NotFound links={links} contactHref="/contact" onSearch={onSearch} />);
    return { ...page, onSearch };
  }

  it('searches for what was typed in the quick search before it hydrated', async () => {
    const { hydrate, onSearch } = prerenderPage();
    setBeforeHydration(searchBox(), ' malaria nets ');
    await hydrate();
    expect(searchBox()).toHaveValue(' malaria nets ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('malaria nets');
  });

  it('opens the site search from the Search Site card with that text', async () => {
    const { hydrate, onSearch } = prerenderPage();
    setBeforeHydration(searchBox(), 'clinics');
    await hydrate();
    await userEvent.click(screen.getByRole('button', { name: 'Search Site' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('clinics');
  });
});

describe('NotFound in other languages', () => {
  function renderInSpanish(props: Partial<NotFoundProps> = {}) {
    const onSearch = vi.fn();
    render(
      <LocaleProvider locale={es}>
        <NotFound links={links} contactHref="/contact" onSearch={onSearch} {...props} />
      </LocaleProvider>,
    );
    return { onSearch };
  }

  it('says everything in Spanish under a Spanish LocaleProvider', () => {
    renderInSpanish();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('La página que busca no existe o se ha trasladado.'),
    ).toBeInTheDocument();
    const search = screen.getByRole('search', { name: 'Buscar en el sitio' });
    expect(
      within(search).getByRole('searchbox', { name: 'Buscar en el sitio' }),
    ).toBeInTheDocument();
    expect(within(search).getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    // The three cards: their titles are headings, their texts under them.
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Página de inicio', 'Buscar en el sitio', 'Volver atrás', 'Páginas más visitadas']);
    for (const text of [
      'Vuelva a empezar desde nuestra página de inicio.',
      'Encuentre páginas, artículos y documentos.',
      'Regrese a la página en la que estaba.',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('navigation', { name: 'Páginas más visitadas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute(
      'href',
      '/',
    );
    // The Go Back card and the Go Back button, as in English.
    expect(screen.getAllByRole('button', { name: 'Volver atrás' })).toHaveLength(2);
    expect(screen.getByText('¿Necesita ayuda?')).toBeInTheDocument();
    expect(
      screen.getByText(/^Si ha llegado aquí a través de un enlace o no encuentra lo que necesita/),
    ).toHaveTextContent(/nuestro equipo puede ayudarle\. Contáctenos$/);
    expect(screen.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute('href', '/contact');
  });

  it('still takes its words and cards as props over the locale', () => {
    renderInSpanish({
      title: 'No está aquí',
      homeCard: { title: 'Inicio', description: 'La portada.' },
      helpText: null,
      contactLabel: 'Escríbanos',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'No está aquí' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicio' })).toBeInTheDocument();
    expect(screen.getByText('La portada.')).toBeInTheDocument();
    // The cards not given stay Spanish.
    expect(screen.getByRole('button', { name: 'Buscar en el sitio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escríbanos' })).toBeInTheDocument();
    expect(screen.queryByText(/Si ha llegado aquí/)).toBeNull();
  });
});
