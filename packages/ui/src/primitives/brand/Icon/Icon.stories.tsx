import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { rightToLeft } from '../../../storybook/decorators.tsx';
import { Box } from '../../layout/Box/Box.tsx';
import { Icon, iconNames, iconSizes } from './Icon.tsx';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Our own stroke icons, drawn in the colour of the text around them. ' +
          'Use an Icon **next to text that says the same thing** (leave out `label`: it is then hidden from screen readers), ' +
          'or **alone** with a `label` that says what it means ("Search", not "Magnifying glass"). ' +
          'Do not use an icon as the only sign of a status: pair it with words, as Notice does. ' +
          'Arrows, left/right chevrons and external mirror in right-to-left text; turn that off with `mirrorInRightToLeft={false}` ' +
          'for an icon that shows a real-world direction.',
      },
    },
  },
  args: { name: 'heart', size: 'xl' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { label: 'Donate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Donate' })).toBeVisible();
  },
};

/** Every icon, each with its name as visible text. */
export const Gallery: Story = {
  render: (args) => (
    <Box
      as="ul"
      aria-label="Every icon in the set"
      display="flex"
      flexWrap="wrap"
      gap="md"
      padding="none"
      margin="none"
      style={{ listStyle: 'none' }}
    >
      {iconNames.map((name) => (
        <Box
          as="li"
          key={name}
          display="flex"
          flexDirection="column"
          alignItems="center"
          gap="xs"
          padding="sm"
          borderRadius="md"
          background="subtle"
        >
          <Icon name={name} size={args.size} />
          <code>{name}</code>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const gallery = canvas.getByRole('list', { name: 'Every icon in the set' });
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(iconNames.length);
    for (const [index, name] of iconNames.entries()) {
      await expect(items[index]).toHaveTextContent(name);
    }
    // Each drawing is decoration here: the visible name says what it is.
    for (const svg of gallery.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      const { width } = svg.getBoundingClientRect();
      await expect(width).toBeGreaterThan(0);
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" gap="md" alignItems="center" flexWrap="wrap">
      {iconSizes.map((size) => (
        <Icon key={size} {...args} size={size} label={`Healthcare access, ${size}`} />
      ))}
    </Box>
  ),
  args: { name: 'stethoscope' },
  play: async ({ canvas }) => {
    const widths = iconSizes.map(
      (size) =>
        canvas.getByRole('img', { name: `Healthcare access, ${size}` }).getBoundingClientRect()
          .width,
    );
    // sm < md < lg < xl, from the size tokens (1rem, 1.25rem, 1.5rem, 2rem).
    await expect(widths.slice(1)).toEqual([16, 20, 24, 32]);
  },
};

/** With a label an icon is announced; without one it is skipped. */
export const LabelledAndDecorative: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="md">
      <Box display="flex" gap="xs" alignItems="center">
        <Icon name="mail" size="md" label="Email" />
        <span>info@ghat.org.uk</span>
      </Box>
      <Box display="flex" gap="xs" alignItems="center">
        <Icon name="download" size="md" />
        <span>Download the Annual Report</span>
      </Box>
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    const labelled = canvas.getByRole('img', { name: 'Email' });
    await expect(labelled).not.toHaveAttribute('aria-hidden');
    const decorative = canvasElement.querySelector('svg[data-icon="download"]');
    await expect(decorative).toHaveAttribute('aria-hidden', 'true');
    await expect(decorative).toHaveAttribute('focusable', 'false');
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
  },
};

/** Icons take the colour of the text around them. */
export const FollowsTextColour: Story = {
  render: () => (
    <Box display="flex" gap="xs" alignItems="center" color="muted">
      <Icon name="clock" />
      <span>Posted 3 days ago</span>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg') as SVGSVGElement;
    const parentColour = getComputedStyle(svg.parentElement as HTMLElement).color;
    await expect(getComputedStyle(svg).stroke).toBe(parentColour);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  render: () => (
    <Box display="flex" gap="md" alignItems="center">
      <Icon name="arrow-right" size="lg" label="التالي" data-testid="arrow" />
      <Icon name="search" size="lg" label="بحث" data-testid="search" />
      <Icon
        name="arrow-right"
        size="lg"
        label="شرقاً"
        mirrorInRightToLeft={false}
        data-testid="compass"
      />
    </Box>
  ),
  play: async ({ canvas }) => {
    // "Next" points the way the text reads: left, in right-to-left.
    await expect(getComputedStyle(canvas.getByTestId('arrow')).transform).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
    await expect(getComputedStyle(canvas.getByTestId('search')).transform).toBe('none');
    await expect(getComputedStyle(canvas.getByTestId('compass')).transform).toBe('none');
  },
};

export const NotMirroredLeftToRight: Story = {
  args: { name: 'arrow-right', label: 'Next' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('img', { name: 'Next' })).transform).toBe(
      'none',
    );
  },
};
