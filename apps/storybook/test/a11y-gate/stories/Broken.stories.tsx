/* eslint-disable jsx-a11y/alt-text -- broken on purpose: see the comment below */
import type { Meta, StoryObj } from '@storybook/react-vite';

// These stories must FAIL under the real preview configuration: they prove that an
// accessibility violation, or text that does not fit its box, fails the test run. check.mjs
// says which failure each must give; `Fits` must pass.
const meta = { title: 'Gate/Broken' } satisfies Meta;
export default meta;

export const ImageWithoutAlt: StoryObj = {
  render: () => <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width={40} height={40} />,
};

export const ButtonWithoutName: StoryObj = {
  render: () => <button type="button" />,
};

/** Fits in English; its arg grows by 40% in pseudo-long and overflows a box made to measure. */
export const TooNarrowForLongerWords: StoryObj<{ label: string }> = {
  args: { label: 'Donate monthly' },
  render: ({ label }) => (
    <span style={{ display: 'inline-block', inlineSize: '15ch', whiteSpace: 'nowrap' }}>
      {label}
    </span>
  ),
};

/** Cut off by a box that hides what overflows it. */
export const ClippedByItsContainer: StoryObj = {
  render: () => (
    <div style={{ inlineSize: '8rem', overflow: 'hidden' }}>
      <p style={{ inlineSize: 'max-content', margin: 0 }}>Read the annual report and accounts</p>
    </div>
  ),
};

/** Fits at the story's own viewport, and makes a 320 px page scroll sideways. */
export const WiderThanAPhone: StoryObj = {
  render: () => <p style={{ minInlineSize: '400px', margin: 0 }}>Partner With Us</p>,
};

/** Must PASS in every target: what the check must leave alone. */
export const Fits: StoryObj = {
  render: () => (
    <div style={{ maxInlineSize: '250px' }}>
      <p>Words wrap in a narrow box, in any language, however long they grow.</p>
      {/* Visually hidden: a 1 px clipped box, read by screen readers only. */}
      <span
        style={{
          position: 'absolute',
          inlineSize: '1px',
          blockSize: '1px',
          overflow: 'hidden',
          clip: 'rect(0, 0, 0, 0)',
          whiteSpace: 'nowrap',
        }}
      >
        A long description for screen readers that is far wider than one pixel
      </span>
      {/* Scrolls sideways on purpose: code keeps its lines. A keyboard must reach it to scroll. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region */}
      <pre style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Install command">
        npm install @ghat/tokens @ghat/ui react react-dom --save-exact
      </pre>
      <label>
        A field's typed value is not laid out as text
        <textarea defaultValue="A value far longer than the field is wide, typed on one line" />
      </label>
    </div>
  ),
};
