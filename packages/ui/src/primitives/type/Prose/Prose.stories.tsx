import { vars } from '@ghat/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  phone,
  rightToLeft,
  toPixels,
} from '../../../storybook/decorators.tsx';
import { ButtonLink } from '../../actions/Button/Button.tsx';
import { Prose, proseElements } from './Prose.tsx';

/** An excerpt of the whistleblowing policy (specification, section 2). */
const whistleblowingPolicy = (
  <>
    <h2>1. Policy Statement</h2>
    <p>
      The Global Health Access Trust is committed to the highest standards of openness, integrity
      and accountability. We encourage trustees, volunteers and partners to raise concerns about
      wrongdoing <strong>as early as possible</strong>, without fear of reprisal.
    </p>
    <p>
      This policy sits alongside our <a href="/safeguarding">Safeguarding Policy</a> and our{' '}
      <a href="/anti-fraud">Anti-Fraud &amp; Anti-Corruption Policy</a>.
    </p>
    <h2>2. Scope</h2>
    <p>This policy covers concerns about:</p>
    <ul>
      <li>financial malpractice, fraud or the misuse of charitable funds;</li>
      <li>failures to safeguard children or adults at risk, including by partner organisations;</li>
      <li>breaches of law or of the Trust’s governing documents.</li>
    </ul>
    <h3>2.1 What this policy does not cover</h3>
    <p>
      Personal grievances are handled separately, <em>unless</em> they also concern the public
      interest.
    </p>
    <blockquote>
      <p>Raising a concern in good faith is never a disciplinary matter.</p>
    </blockquote>
    <h4>Acknowledgement</h4>
    <ol>
      <li>We acknowledge every concern within 5 working days.</li>
      <li>The Board of Trustees receives a summary quarterly.</li>
    </ol>
  </>
);

const meta = {
  title: 'Content/Prose',
  component: Prose,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Wrap long-form text that arrives as plain elements (policy pages, rendered markdown) in Prose: it spaces ' +
          'the blocks, sizes h2 to h4, and styles lists, quotes, links and emphasis from the tokens at a readable ' +
          'line length (`vars.size.measure`). Only elements without a class are styled, so a component placed in ' +
          'the text keeps its own look. Not for layouts of cards or forms: use Stack and the components themselves.',
      },
    },
  },
  args: { children: whistleblowingPolicy },
  argTypes: { as: { control: 'inline-radio', options: proseElements } },
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

const px = (value: string) => parseFloat(value);

export const Policy: Story = {
  args: { as: 'article', 'aria-label': 'Whistleblowing Policy' },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Whistleblowing Policy' });
    // A readable measure: never wider than about 66 characters.
    await expect(article.getBoundingClientRect().width).toBeLessThanOrEqual(
      toPixels(vars.size.measure) + 1,
    );
    const [first, second] = within(article).getAllByRole('heading', { level: 2 });
    if (!first || !second) throw new Error('Expected two h2 headings');
    await expect(px(getComputedStyle(first).marginBlockStart)).toBe(0);
    await expect(px(getComputedStyle(second).marginBlockStart)).toBe(toPixels(vars.space.xl));
    await expect(px(getComputedStyle(first).fontSize)).toBe(toPixels(vars.font.size['2xl']));
    const h3 = within(article).getByRole('heading', { level: 3 });
    await expect(px(getComputedStyle(h3).fontSize)).toBe(toPixels(vars.font.size.xl));
    const h4 = within(article).getByRole('heading', { level: 4 });
    await expect(px(getComputedStyle(h4).fontSize)).toBe(toPixels(vars.font.size.lg));

    // Paragraphs a step apart; a heading closer to what follows it than to what precedes it.
    const paragraphs = article.querySelectorAll(':scope > p');
    await expect(px(getComputedStyle(paragraphs[1] as Element).marginBlockStart)).toBe(
      toPixels(vars.space.md),
    );
    await expect(px(getComputedStyle(paragraphs[0] as Element).marginBlockStart)).toBe(
      toPixels(vars.space.sm),
    );

    const link = canvas.getByRole('link', { name: 'Safeguarding Policy' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    link.focus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await expect(getComputedStyle(canvas.getByText('as early as possible')).fontWeight).toBe('700');
    await expect(getComputedStyle(canvas.getByText('unless')).fontStyle).toBe('italic');
    const quote = article.querySelector('blockquote') as Element;
    await expect(px(getComputedStyle(quote).borderInlineStartWidth)).toBeGreaterThan(0);
    const items = within(article).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(px(getComputedStyle(items[1] as Element).marginBlockStart)).toBe(
      toPixels(vars.space.xs),
    );
  },
};

/** A component inside the text keeps its own look: only plain elements take the prose styles. */
export const WithAComponentInside: Story = {
  args: {
    children: (
      <>
        <p>
          Concerns can also be raised with the Charity Commission. Read the{' '}
          <a href="/whistleblowing">full policy</a>.
        </p>
        <p>
          <ButtonLink href="/contact">Contact the Safeguarding Lead</ButtonLink>
        </p>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      getComputedStyle(canvas.getByRole('link', { name: 'full policy' })).textDecorationLine,
    ).toBe('underline');
    const button = canvas.getByRole('link', { name: 'Contact the Safeguarding Lead' });
    await expect(getComputedStyle(button).textDecorationLine).toBe('none');
    await expect(getComputedStyle(button).color).not.toBe(
      getComputedStyle(canvas.getByRole('link', { name: 'full policy' })).color,
    );
  },
};

/** The quote's bar is on the reading-start side: the right. */
export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    children: (
      <>
        <h2>١. بيان السياسة</h2>
        <p>
          يلتزم الصندوق بأعلى معايير الانفتاح والنزاهة والمساءلة. راجع{' '}
          <a href="/safeguarding">سياسة الحماية</a>.
        </p>
        <blockquote>
          <p>الإبلاغ عن مخاوف بحسن نية ليس مسألة تأديبية أبداً.</p>
        </blockquote>
        <ul>
          <li>سوء الإدارة المالية</li>
          <li>الإخفاق في الحماية</li>
        </ul>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const quote = canvasElement.querySelector('blockquote') as Element;
    await expect(px(getComputedStyle(quote).borderRightWidth)).toBeGreaterThan(0);
    await expect(px(getComputedStyle(quote).borderLeftWidth)).toBe(0);
    const list = canvasElement.querySelector('ul') as Element;
    await expect(px(getComputedStyle(list).paddingRight)).toBe(toPixels(vars.space.lg));
  },
};

/** The x of the `index`th character of the element's text, on screen. */
function characterX(element: Element, index: number) {
  const text = element.firstChild as Text;
  const range = document.createRange();
  range.setStart(text, index);
  range.setEnd(text, index + 1);
  return range.getBoundingClientRect().left;
}

/**
 * English under a right-to-left page (the site's untranslated text, marked lang="en"): each
 * block keeps English order, so the full stop ends the sentence on the right, and the
 * block is still aligned to the right as the page is.
 */
export const EnglishInRightToLeft: Story = {
  globals: rightToLeft,
  args: {
    children: (
      <div lang="en">
        <h2>Our Origins.</h2>
        <p>The trust was established in 2025 by founding benefactors.</p>
        <ul>
          <li>Financial mismanagement (fraud, theft).</li>
        </ul>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    for (const selector of ['h2', 'p', 'li']) {
      const block = canvasElement.querySelector(selector) as Element;
      const text = block.textContent ?? '';
      // Read left to right: the first letter left of the closing full stop.
      await expect(characterX(block, 0)).toBeLessThan(characterX(block, text.length - 1));
      // Aligned to the right edge, as the right-to-left page is.
      const range = document.createRange();
      range.selectNodeContents(block);
      await expect(
        Math.abs(range.getBoundingClientRect().right - block.getBoundingClientRect().right),
      ).toBeLessThan(2);
    }
  },
};

export const Phone: Story = {
  globals: phone,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const NarrowScreenDoubleText: Story = {
  globals: doubleTextSize,
  decorators: [narrowFrame],
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};
