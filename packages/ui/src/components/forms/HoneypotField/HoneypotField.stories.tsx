import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  expectNoSidewaysOverflow,
  narrowFrame,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { Box } from '../../../primitives/layout/Box/Box.tsx';
import { Button } from '../../../primitives/actions/Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { HoneypotField } from './HoneypotField.tsx';

const autofillNames = ['name', 'email', 'tel', 'url', 'organization', 'company', 'address'];

const meta = {
  title: 'Forms/HoneypotField',
  component: HoneypotField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A spam trap for public forms: a text field that people never see and assistive technology never ' +
          'announces (off-screen, `aria-hidden`, out of the tab order, autofill off, a name no browser autofills). ' +
          'Bots fill it in; drop any submission where it has a value (`isHoneypotFilled` from `@ghat/ui/schemas`), ' +
          'silently, on the page and again on the server. Put one inside each public form; never put anything a ' +
          'person needs in it.',
      },
    },
  },
  render: (args) => (
    <Box
      as="form"
      display="flex"
      flexDirection="column"
      gap="md"
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField label="Email address" type="email" autoComplete="email" />
      <HoneypotField {...args} />
      <Box>
        <Button type="submit">Send Message</Button>
      </Box>
    </Box>
  ),
} satisfies Meta<typeof HoneypotField>;

export default meta;
type Story = StoryObj<typeof meta>;

function trapOf(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-honeypot]') as HTMLElement;
}

export const InAForm: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trap = trapOf(canvasElement);
    const input = trap.querySelector('input') as HTMLInputElement;
    // Hidden from assistive technology: the only textbox is the real one.
    await expect(trap).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
    // Off-screen: entirely above the top of the viewport, and clipped.
    await expect(trap.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await expect(getComputedStyle(trap).position).toBe('fixed');
    await expect(getComputedStyle(trap).overflow).toBe('hidden');
    // Skipped by the keyboard: Tab goes from the email field straight to the button.
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toHaveFocus();
    await expect(input).toHaveAttribute('tabindex', '-1');
    // Never autofilled.
    await expect(input).toHaveAttribute('autocomplete', 'off');
    for (const name of autofillNames) {
      await expect(input.name).not.toContain(name);
    }
  },
};

export const RightToLeftOnNarrowScreen: Story = {
  globals: rightToLeft,
  decorators: [narrowFrame],
  play: async ({ canvas, canvasElement }) => {
    await expect(trapOf(canvasElement).getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    // Sideways it stays inside the form, so no sideways scrolling in either direction.
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
