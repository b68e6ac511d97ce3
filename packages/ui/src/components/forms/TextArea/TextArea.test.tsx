import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea.tsx';

describe('TextArea', () => {
  it('is a multi-line text box labelled by its visible label', () => {
    render(<TextArea label="Message" />);
    const textArea = screen.getByRole('textbox', { name: 'Message' });
    expect(textArea.tagName).toBe('TEXTAREA');
    expect(textArea).toHaveAttribute('rows', '5');
  });

  it('marks a required field in words', () => {
    render(<TextArea label="Message" required />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeRequired();
    expect(screen.getByText('(required)')).toHaveAttribute('aria-hidden', 'true');
  });

  it('joins hint and error ids in aria-describedby, and marks the error', () => {
    render(
      <TextArea
        id="message"
        label="Message"
        hint="No more than 500 words"
        error="Message is required"
      />,
    );
    const textArea = screen.getByRole('textbox', { name: 'Message' });
    expect(textArea).toHaveAttribute('aria-invalid', 'true');
    expect(textArea).toHaveAttribute('aria-describedby', 'message-hint message-error');
    expect(textArea).toHaveAccessibleDescription(
      'No more than 500 words Error: Message is required',
    );
  });

  it('accepts several lines of text and forwards the ref', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea ref={ref} label="Message" />);
    await userEvent.type(screen.getByRole('textbox'), 'Dear Trust,{enter}Thank you.');
    expect(ref.current?.value).toBe('Dear Trust,\nThank you.');
  });
});
