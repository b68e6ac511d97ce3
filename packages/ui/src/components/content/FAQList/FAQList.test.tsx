import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { fr } from '../../../i18n/locales/fr.ts';
import { uk } from '../../../i18n/locales/uk.ts';
import { FAQList, orderedIds, type FAQItem } from './FAQList.tsx';

const items: FAQItem[] = [
  {
    id: 'applications',
    question: 'Do you accept funding applications?',
    answer: 'No. We do not accept unsolicited funding applications.',
  },
  {
    id: 'reply',
    question: 'How soon will you reply to an enquiry?',
    answer: 'We reply to serious enquiries within 48 hours.',
    defaultOpen: true,
  },
  {
    id: 'gift-aid',
    question: 'Can I add Gift Aid?',
    answer: 'Yes: UK taxpayers add an extra 25p for every £1.',
  },
];

const details = (container: HTMLElement) =>
  [...container.querySelectorAll('details')] as HTMLDetailsElement[];
const states = (container: HTMLElement) => details(container).map((item) => item.dataset.state);

describe('orderedIds', () => {
  it('keeps the list order and each id once, dropping unknown ones', () => {
    expect(orderedIds(items, ['gift-aid', 'applications', 'gift-aid', 'nope'])).toEqual([
      'applications',
      'gift-aid',
    ]);
  });
});

describe('FAQList', () => {
  it('renders each item as details and summary, open where defaultOpen says', () => {
    const { container } = render(<FAQList items={items} />);
    const all = details(container);
    expect(all).toHaveLength(3);
    expect(all[0]?.querySelector('summary')).toHaveTextContent(
      'Do you accept funding applications?',
    );
    expect(all.map((item) => item.open)).toEqual([false, true, false]);
    expect(states(container)).toEqual(['closed', 'open', 'closed']);
  });

  it('opens and closes an item when its question is pressed', async () => {
    const onOpenChange = vi.fn();
    const { container } = render(<FAQList items={items} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByText('Do you accept funding applications?'));
    expect(states(container)).toEqual(['open', 'open', 'closed']);
    expect(details(container)[0]?.open).toBe(true);
    expect(onOpenChange).toHaveBeenLastCalledWith(['applications', 'reply']);
    await userEvent.click(screen.getByText('How soon will you reply to an enquiry?'));
    expect(states(container)).toEqual(['open', 'closed', 'closed']);
    expect(onOpenChange).toHaveBeenLastCalledWith(['applications']);
  });

  it('puts questions in plain text unless a heading level is given', () => {
    const { rerender } = render(<FAQList items={items} />);
    expect(screen.queryByRole('heading')).toBeNull();
    rerender(<FAQList items={items} headingLevel={3} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Do you accept funding applications?',
      'How soon will you reply to an enquiry?',
      'Can I add Gift Aid?',
    ]);
    expect(screen.getAllByRole('heading')[0]?.closest('summary')).not.toBeNull();
  });

  it('has no Expand all button unless asked', () => {
    render(<FAQList items={items} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('expands all, then collapses all, from one button whose label follows the state', async () => {
    const onOpenChange = vi.fn();
    const { container } = render(
      <FAQList items={items} showToggleAll onOpenChange={onOpenChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(states(container)).toEqual(['open', 'open', 'open']);
    expect(onOpenChange).toHaveBeenLastCalledWith(['applications', 'reply', 'gift-aid']);
    await userEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(states(container)).toEqual(['closed', 'closed', 'closed']);
    expect(onOpenChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('button', { name: 'Expand all' })).toBeInTheDocument();
  });

  it('offers Collapse all once every item is open by hand', async () => {
    render(<FAQList items={items} showToggleAll />);
    await userEvent.click(screen.getByText('Do you accept funding applications?'));
    await userEvent.click(screen.getByText('Can I add Gift Aid?'));
    expect(screen.getByRole('button', { name: 'Collapse all' })).toBeInTheDocument();
  });

  it('takes the button labels in the page language', () => {
    render(
      <FAQList
        items={items}
        showToggleAll
        expandAllLabel="توسيع الكل"
        collapseAllLabel="طي الكل"
      />,
    );
    expect(screen.getByRole('button', { name: 'توسيع الكل' })).toBeInTheDocument();
  });

  it('as a controlled list, shows what `open` says and only asks to change it', async () => {
    const onOpenChange = vi.fn();
    const { container, rerender } = render(
      <FAQList items={items} open={['gift-aid']} onOpenChange={onOpenChange} />,
    );
    // defaultOpen is ignored when controlled.
    expect(states(container)).toEqual(['closed', 'closed', 'open']);
    await userEvent.click(screen.getByText('Do you accept funding applications?'));
    expect(onOpenChange).toHaveBeenCalledWith(['applications', 'gift-aid']);
    // The owner has not changed `open`, so nothing opened (the DOM side is checked in Chromium, in the stories).
    expect(states(container)).toEqual(['closed', 'closed', 'open']);
    rerender(<FAQList items={items} open={['applications']} onOpenChange={onOpenChange} />);
    expect(states(container)).toEqual(['open', 'closed', 'closed']);
  });

  it('works with an owner that keeps the state', async () => {
    function Owner() {
      const [open, setOpen] = useState<string[]>([]);
      return (
        <>
          <p>Open: {open.join(', ') || 'none'}</p>
          <FAQList items={items} open={open} onOpenChange={setOpen} showToggleAll />
        </>
      );
    }
    render(<Owner />);
    await userEvent.click(screen.getByText('Can I add Gift Aid?'));
    expect(screen.getByText('Open: gift-aid')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getByText('Open: applications, reply, gift-aid')).toBeInTheDocument();
  });

  it('passes attributes and classes to the root', () => {
    const { container } = render(<FAQList items={items} id="faq" className="extra" />);
    expect(container.firstElementChild).toHaveAttribute('id', 'faq');
    expect(container.firstElementChild?.className).toMatch(/\bextra\b/);
  });
});

describe('FAQList in a language', () => {
  it('names its toggle in French, both ways', async () => {
    render(
      <LocaleProvider locale={fr}>
        <FAQList items={items} showToggleAll />
      </LocaleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tout déplier' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tout replier' }));
    expect(screen.getByRole('button', { name: 'Tout déplier' })).toBeInTheDocument();
  });

  it('lets a prop win over a word', async () => {
    render(
      <LocaleProvider locale={uk}>
        <FAQList items={items} showToggleAll expandAllLabel="Показати всі відповіді" />
      </LocaleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Показати всі відповіді' }));
    expect(screen.getByRole('button', { name: 'Згорнути все' })).toBeInTheDocument();
  });
});
