import type { ReactNode } from 'react';
import {
  createEnquirySchema,
  type EnquiryInput,
  type EnquiryMessages,
  type EnquiryOutput,
} from '@ghat/forms';
import { enquiryFormText as text } from '@ghat/forms/words';
import { FormFrame } from '../../../forms/FormFrame.tsx';
import { StatusAbove } from '../../../forms/StatusAbove.tsx';
import type { FormProps } from '../../../forms/formProps.ts';
import { TextArea } from '../TextArea/TextArea.tsx';

export interface EnquiryFormProps extends FormProps<EnquiryOutput, EnquiryMessages> {
  nameLabel?: ReactNode;
  emailLabel?: ReactNode;
  phoneLabel?: ReactNode;
  phoneHint?: ReactNode;
  messageLabel?: ReactNode;
  /** The button's text while sending. */
  sendingLabel?: ReactNode;
  /** The title of the notice shown after a successful send. */
  successTitle?: ReactNode;
  successMessage?: ReactNode;
}

const emptyValues: EnquiryInput = { name: '', email: '', phone: '', message: '' };

/**
 * The donate page's 'Get in Touch' enquiry: name, email, optional phone and
 * message. It validates first on submit and then on every change, with an
 * error summary and a message by each field; a send shows 'Thank you' and
 * empties the form.
 */
export function EnquiryForm({
  nameLabel = text.nameLabel,
  emailLabel = text.emailLabel,
  phoneLabel = text.phoneLabel,
  phoneHint,
  messageLabel = text.messageLabel,
  submitLabel = text.submitLabel,
  sendingLabel = text.sendingLabel,
  successTitle = text.successTitle,
  successMessage = text.successMessage,
  failureMessage = text.failureMessage,
  ...props
}: EnquiryFormProps) {
  return (
    <FormFrame
      {...props}
      outcome={StatusAbove}
      rules={createEnquirySchema}
      defaultValues={emptyValues}
      fields={[
        { name: 'name', label: nameLabel, autoComplete: 'name', pairWithNext: true },
        { name: 'email', label: emailLabel, type: 'email', autoComplete: 'email' },
        {
          name: 'phone',
          label: phoneLabel,
          hint: phoneHint,
          type: 'tel',
          autoComplete: 'tel',
          optional: true,
        },
        { name: 'message', label: messageLabel, control: TextArea, rows: 6 },
      ]}
      submitLabel={submitLabel}
      sendingLabel={sendingLabel}
      successTitle={successTitle}
      successMessage={successMessage}
      failureMessage={failureMessage}
    />
  );
}
