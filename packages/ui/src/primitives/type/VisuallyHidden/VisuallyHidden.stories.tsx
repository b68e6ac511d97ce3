import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Box } from '../../layout/Box/Box.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Content/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use VisuallyHidden for words screen reader users need but sighted readers get from the layout: ' +
          'the name of an icon-only button, a heading for a region that is obvious by sight, "(opens in a new tab)". ' +
          'Do not use it to hide content from everyone (use `hidden`), or to stuff keywords. ' +
          'Use `focusable` around links or controls that should appear when they receive keyboard focus.',
      },
    },
  },
  args: { children: 'Registered charity number 1234567' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <p>
      Global Health Access Trust. <VisuallyHidden {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    // Present for assistive technology...
    const hidden = canvas.getByText('Registered charity number 1234567');
    await expect(hidden).toBeInTheDocument();
    // ...but it takes up a single pixel on screen.
    const { width, height } = hidden.getBoundingClientRect();
    await expect(width).toBe(1);
    await expect(height).toBe(1);
  },
};

export const NamingAnIconButton: Story = {
  render: () => (
    <button type="button">
      <span aria-hidden="true">✕</span>
      <VisuallyHidden>Close the newsletter sign-up</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    // The hidden text is the button's accessible name.
    await expect(
      canvas.getByRole('button', { name: 'Close the newsletter sign-up' }),
    ).toBeInTheDocument();
    const { width, height } = canvas
      .getByText('Close the newsletter sign-up')
      .getBoundingClientRect();
    await expect(width).toBe(1);
    await expect(height).toBe(1);
  },
};

export const AsHeading: Story = {
  args: { as: 'h2', children: 'Our Impact in Numbers' },
  render: (args) => (
    <section aria-labelledby="impact-heading">
      <VisuallyHidden {...args} id="impact-heading" />
      <p>2.4 million vaccinations delivered across 14 countries.</p>
    </section>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Our Impact in Numbers' });
    await expect(heading.getBoundingClientRect().height).toBe(1);
    await expect(canvas.getByRole('region', { name: 'Our Impact in Numbers' })).toBeInTheDocument();
  },
};

export const FocusableWhenFocused: Story = {
  args: { focusable: true, as: 'div', children: null },
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="sm">
      <VisuallyHidden {...args} data-testid="hidden-until-focus">
        <a href="#donation-form">Skip to the donation form</a>
      </VisuallyHidden>
      <p>Every gift funds a community health worker for a day.</p>
    </Box>
  ),
  play: async ({ canvas }) => {
    const wrapper = canvas.getByTestId('hidden-until-focus');
    await expect(wrapper.getBoundingClientRect().width).toBe(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to the donation form' })).toHaveFocus();
    // Shown while something inside has focus, so sighted keyboard users see where they are.
    const { width, height } = wrapper.getBoundingClientRect();
    await expect(width).toBeGreaterThan(1);
    await expect(height).toBeGreaterThan(1);
    await userEvent.tab();
    await expect(wrapper.getBoundingClientRect().width).toBe(1);
  },
};
