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
import { expectFitsWindow } from '../Card/storyHelpers.ts';
import { AuthorCard, avatarSizes, InitialsAvatar } from './AuthorCard.tsx';

const meta = {
  title: 'Cards/AuthorCard',
  component: AuthorCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The author of an article, at the end of the post: an initials avatar worked out from the name ' +
          '("Dr Amara Okafor" gives AO; titles such as Dr and Prof are left out), the name as a heading, and an ' +
          'optional job title (`jobTitle`) and bio. The avatar is decoration, hidden from screen readers: the name is the text. ' +
          'For trustees, with a quote and an optional photo, use **TrusteeCard**.',
      },
    },
  },
  args: {
    name: 'Dr Amara Okafor',
    jobTitle: 'Director of Programmes',
    bio:
      'Amara leads the trust’s grant-making in East Africa and South Asia. She trained as a public ' +
      'health physician in Lagos and London.',
    label: 'About the author',
  },
} satisfies Meta<typeof AuthorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dr Amara Okafor' })).toBeVisible();
    const avatar = canvas.getByText('AO');
    await expect(avatar).toHaveAttribute('aria-hidden', 'true');
    // The avatar is a circle, as wide as it is tall.
    const { width, height } = avatar.getBoundingClientRect();
    await expect(width).toBeCloseTo(height, 0);
  },
};

export const NameOnly: Story = {
  args: {
    name: 'Global Health Access Trust',
    jobTitle: undefined,
    bio: undefined,
    label: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('GT')).toBeVisible();
    await expect(canvas.getByRole('heading')).toHaveTextContent('Global Health Access Trust');
  },
};

export const AvatarSizes: Story = {
  render: () => (
    <Box display="flex" gap="md" alignItems="center">
      {avatarSizes.map((size) => (
        <InitialsAvatar key={size} name="Prof. Rahul Mehta" size={size} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const [medium, large] = avatarSizes.map((size) =>
      (canvasElement.querySelector(`[data-size="${size}"]`) as HTMLElement).getBoundingClientRect(),
    );
    await expect(large?.width).toBeGreaterThan(medium?.width ?? 0);
    for (const avatar of canvasElement.querySelectorAll('[data-size]')) {
      await expect(avatar).toHaveTextContent('RM');
    }
  },
};

export const OnPhone: Story = {
  globals: phone,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Box padding="md">
      <AuthorCard {...args} />
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectFitsWindow(canvasElement);
    // The avatar keeps its circle beside the text rather than being squeezed.
    const { width, height } = canvas.getByText('AO').getBoundingClientRect();
    await expect(width).toBeCloseTo(height, 0);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    name: 'فاطمة الزهراء',
    jobTitle: 'مديرة البرامج',
    label: 'عن الكاتبة',
    bio: 'تقود فاطمة برامج المنح في شرق أفريقيا وجنوب آسيا.',
  },
  play: async ({ canvas, canvasElement }) => {
    const avatar = canvas.getByText('فا').getBoundingClientRect();
    const name = canvas.getByRole('heading').getBoundingClientRect();
    // The avatar sits on the reading-start side: right of the name.
    await expect(avatar.left).toBeGreaterThanOrEqual(name.right);
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  args: { name: 'Professor Oluwaseun Adebayo-Okonkwo-Williams' },
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSize: Story = {
  ...NarrowScreen,
  globals: doubleTextSize,
};
