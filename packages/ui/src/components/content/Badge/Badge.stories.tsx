import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { partnerBrand } from '../../../storybook/decorators.tsx';
import { Box } from '../../../primitives/layout/Box/Box.tsx';
import { Badge, badgeEmphases, badgeTones } from './Badge.tsx';

const meta = {
  title: 'Content/Badge',
  component: Badge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use a Badge to label what something **is** or its **status**: a document type (Constitution), ' +
          'an article category (Healthcare Access), Featured, Closed. It is not interactive: for a keyword ' +
          'that links to more content use **Tag**, and for a message use **Notice**. ' +
          'Keep the text to a word or two, and let the words carry the meaning: the tone colour only supports them. ' +
          '**Strong** emphasis for the one badge that must stand out; **subtle** for the rest.',
      },
    },
  },
  args: { children: 'Healthcare Access' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    emphasis: { control: 'inline-radio', options: badgeEmphases },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Healthcare Access');
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
    await expect(badge).toHaveAttribute('data-emphasis', 'subtle');
  },
};

const toneLabels = {
  neutral: 'Constitution',
  brand: 'Featured',
  success: 'Funded',
  warning: 'Closing Soon',
  error: 'Closed',
  info: 'New',
} as const;

/** Every tone in both emphases: axe checks the contrast of each. */
export const TonesAndEmphases: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="md">
      {badgeEmphases.map((emphasis) => (
        <Box key={emphasis} display="flex" gap="xs" flexWrap="wrap" alignItems="center">
          {badgeTones.map((tone) => (
            <Badge
              key={tone}
              {...args}
              tone={tone}
              emphasis={emphasis}
              data-testid={`${tone}-${emphasis}`}
            >
              {toneLabels[tone]}
            </Badge>
          ))}
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const emphasis of badgeEmphases) {
      for (const tone of badgeTones) {
        const badge = canvas.getByTestId(`${tone}-${emphasis}`);
        await expect(badge).toHaveAttribute('data-tone', tone);
        await expect(badge).toHaveAttribute('data-emphasis', emphasis);
        // A real border, so the badge keeps its edge when forced colours drop the background.
        const style = getComputedStyle(badge);
        await expect(style.borderTopStyle).toBe('solid');
        await expect(parseFloat(style.borderTopWidth)).toBeGreaterThanOrEqual(1);
      }
    }
  },
};

export const TonesInPartnerTheme: Story = {
  ...TonesAndEmphases,
  globals: partnerBrand,
};

/** Badges as the site uses them: on a document and on an article. */
export const InContext: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="lg">
      <Box as="article" padding="md" background="subtle" borderRadius="md">
        <Box display="flex" gap="xs" flexWrap="wrap">
          <Badge>Constitution</Badge>
          <Badge tone="success">Current Version</Badge>
        </Box>
        <h3>Articles of Association</h3>
      </Box>
      <Box as="article" padding="md" background="subtle" borderRadius="md">
        <Box display="flex" gap="xs" flexWrap="wrap">
          <Badge tone="brand" emphasis="strong">
            Featured
          </Badge>
          <Badge tone="brand">Healthcare Access</Badge>
        </Box>
        <h3>Bringing Clinics Closer to Rural Communities</h3>
      </Box>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Featured')).toHaveAttribute('data-emphasis', 'strong');
    await expect(canvas.getByText('Constitution')).toBeVisible();
  },
};
