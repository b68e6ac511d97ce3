import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  phone,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { Box } from '../../../primitives/layout/Box/Box.tsx';
import { expectFitsWindow, storyPortrait } from '../Card/storyHelpers.ts';
import { Grid } from '../../../primitives/layout/Grid/Grid.tsx';
import { TrusteeCard, type TrusteeCardProps } from './TrusteeCard.tsx';

const board: TrusteeCardProps[] = [
  {
    name: 'Dr Amara Okafor',
    jobTitle: 'Chair of Trustees',
    bio: 'A public health physician with twenty years in primary care in Nigeria and the UK. One of the three operational signatories.',
    quote: 'Access to health is a matter of justice, not charity.',
  },
  {
    name: 'James Whitfield',
    jobTitle: 'Executive Lead',
    bio: 'Formerly finance director of an international development charity; leads the trust’s day-to-day work and reporting to the Board.',
    quote: 'Every pound should be traceable from the donor to the clinic.',
  },
  {
    name: 'Priya Raman',
    jobTitle: 'Senior Governance Advisor',
    bio: 'Advises on charity law, safeguarding and the Board’s oversight of grant-making. Non-executive.',
    quote: 'Good governance is what lets a trust endure.',
  },
];

const meta = {
  title: 'Cards/TrusteeCard',
  component: TrusteeCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A trustee on the Trustee Biographies page: portrait (or their initials when there is none), name, ' +
          'role (`jobTitle`: Chair of Trustees), a short biography and a quotation in their own words, attributed to them in a figure. ' +
          'Use one per trustee in a Grid. For the author of an article use **AuthorCard**.',
      },
    },
  },
  args: board[0],
} satisfies Meta<typeof TrusteeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Dr Amara Okafor' });
    await expect(article).toBeVisible();
    await expect(canvas.getByRole('figure')).toHaveTextContent(
      /justice, not charity.*Dr Amara Okafor/,
    );
    await expect(canvas.getByText('AO')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithPhoto: Story = {
  args: { photo: { src: storyPortrait('sky'), alt: '', width: 160, height: 160 } },
  play: async ({ canvasElement }) => {
    const photo = canvasElement.querySelector('img') as HTMLImageElement;
    await expect(photo).toHaveAttribute('alt', '');
    const { width, height } = photo.getBoundingClientRect();
    // A circle of the same size as the initials.
    await expect(width).toBeCloseTo(height, 0);
    await expect(getComputedStyle(photo).borderTopLeftRadius).not.toBe('0px');
  },
};

export const WithoutQuote: Story = {
  args: { quote: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

export const Board: Story = {
  render: () => (
    <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
      {board.map((trustee, index) => (
        <TrusteeCard
          key={trustee.name}
          {...trustee}
          photo={
            index === 1
              ? { src: storyPortrait('green'), alt: '', width: 160, height: 160 }
              : undefined
          }
        />
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('article', { name: 'James Whitfield' })).toBeVisible();
  },
};

export const OnPhone: Story = {
  globals: phone,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Box padding="md">
      <TrusteeCard {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expectFitsWindow(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    name: 'فاطمة الزهراء',
    jobTitle: 'رئيسة مجلس الأمناء',
    bio: 'طبيبة في الصحة العامة عملت عشرين عاماً في الرعاية الأولية.',
    quote: 'الوصول إلى الصحة مسألة عدالة لا إحسان.',
  },
  play: async ({ canvas, canvasElement }) => {
    const avatar = canvas.getByText('فا').getBoundingClientRect();
    const name = canvas.getByRole('heading').getBoundingClientRect();
    // The initials sit on the reading-start side, right of the name.
    await expect(avatar.left).toBeGreaterThanOrEqual(name.right);
    // The quotation's rule is on the right too.
    const figure = getComputedStyle(canvas.getByRole('figure'));
    await expect(parseFloat(figure.borderRightWidth)).toBeGreaterThan(
      parseFloat(figure.borderLeftWidth),
    );
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
