import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  phone,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { Box } from '../../../primitives/layout/Box/Box.tsx';
import { Button } from '../../../primitives/actions/Button/Button.tsx';
import { expectFitsWindow } from '../Card/storyHelpers.ts';
import { Grid } from '../../../primitives/layout/Grid/Grid.tsx';
import { ActionCard } from './ActionCard.tsx';

const meta = {
  title: 'Cards/ActionCard',
  component: ActionCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A way to get involved, with one action: Partner With Us, Become a Partner, Stay Informed on the ' +
          'Get Involved page, or Home Page / Search Site / Go Back on the 404 page. Give `action` as ' +
          '`{ label, href }` for a button-styled link (secondary by default, so a row of cards has no ' +
          'competing primary buttons), or as an element for anything else (a Button that goes back). ' +
          '`note` is the small print under the action. For a card that is a link as a whole, use **Card** with `href`.',
      },
    },
  },
  args: {
    icon: 'heart',
    title: 'Partner With Us',
    children:
      'Fund access to healthcare where it is needed most, as an individual, a family or a foundation.',
    action: { label: 'Partner With Us', href: '/donate' },
    note: 'UK taxpayers can add Gift Aid: an extra 25p for every £1 you give.',
  },
} satisfies Meta<typeof ActionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Partner With Us' });
    await expect(link).toHaveAttribute('href', '/donate');
    await expect(canvas.getByText(/Gift Aid/)).toBeVisible();
    // The note sits under the action.
    await expect(canvas.getByText(/Gift Aid/).getBoundingClientRect().top).toBeGreaterThanOrEqual(
      link.getBoundingClientRect().bottom,
    );
  },
};

/** The action as an element: a button that goes back (404 page). */
export const WithButton: Story = {
  args: {
    icon: 'arrow-left',
    title: 'Go Back',
    children: 'Return to the page you were on.',
    note: undefined,
    action: (
      <Button variant="secondary" onClick={fn()}>
        Go Back
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Go Back' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

export const GetInvolved: Story = {
  render: () => (
    <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 3 }}>
      <ActionCard
        icon="heart"
        title="Partner With Us"
        action={{ label: 'Partner With Us', href: '/donate' }}
        note="UK taxpayers can add Gift Aid: an extra 25p for every £1 you give."
      >
        Fund access to healthcare where it is needed most.
      </ActionCard>
      <ActionCard
        icon="users"
        title="Become a Partner"
        action={{ label: 'Become a Partner', href: '/contact' }}
      >
        Healthcare institutions, universities and foundations: work with us on programmes and
        research.
      </ActionCard>
      <ActionCard
        icon="mail"
        title="Stay Informed"
        action={{ label: 'Sign Up for Updates', href: '#newsletter' }}
      >
        A monthly update on our impact, in your inbox.
      </ActionCard>
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const links = canvas.getAllByRole('link');
    // All three actions secondary: no competing primary buttons.
    for (const link of links) await expect(link).toHaveAttribute('data-variant', 'secondary');
    if (window.innerWidth >= 740) {
      const cards = canvas
        .getAllByRole('listitem')
        .map((item) => item.firstElementChild as Element);
      const heights = cards.map((card) => Math.round(card.getBoundingClientRect().height));
      // The cards in a row are the same height.
      await expect(new Set(heights).size).toBe(1);
    }
  },
};

export const OnPhone: Story = {
  ...GetInvolved,
  globals: phone,
  parameters: { layout: 'fullscreen' },
  render: (...args) => <Box padding="md">{GetInvolved.render?.(...args)}</Box>,
  play: async ({ canvasElement }) => {
    await expectFitsWindow(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    title: 'شاركونا',
    children: 'موّلوا الوصول إلى الرعاية الصحية حيث تشتد الحاجة إليها.',
    action: { label: 'شاركونا', href: '/donate' },
    note: undefined,
  },
  play: async ({ canvas, canvasElement }) => {
    const card = (
      canvasElement.querySelector('[data-tone]') as HTMLElement
    ).getBoundingClientRect();
    const icon = (
      canvasElement.querySelector('[data-icon="heart"]') as HTMLElement
    ).getBoundingClientRect();
    const link = canvas.getByRole('link').getBoundingClientRect();
    // Icon and action start on the reading-start side: the right.
    await expect(card.right - icon.right).toBeLessThan(card.width / 8);
    await expect(card.right - link.right).toBeLessThan(card.width / 8);
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSize: Story = {
  ...NarrowScreen,
  globals: doubleTextSize,
};
