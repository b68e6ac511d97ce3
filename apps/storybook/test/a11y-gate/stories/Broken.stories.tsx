/* eslint-disable jsx-a11y/alt-text -- broken on purpose: see the comment below */
import type { Meta, StoryObj } from '@storybook/react-vite';

// These stories must FAIL under the real preview configuration: they prove that an
// accessibility violation in any story fails the test run.
const meta = { title: 'Gate/Broken' } satisfies Meta;
export default meta;

export const ImageWithoutAlt: StoryObj = {
  render: () => <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width={40} height={40} />,
};

export const ButtonWithoutName: StoryObj = {
  render: () => <button type="button" />,
};
