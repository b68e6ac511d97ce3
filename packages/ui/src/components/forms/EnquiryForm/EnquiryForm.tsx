import { useMemo, type ReactNode } from 'react';
import {
  createEnquirySchema,
  type EnquiryInput,
  type EnquiryMessages,
  type EnquiryOutput,
} from '@ghat/forms';
import { FormFrame } from '../../../forms/FormFrame.tsx';
import { StatusAbove } from '../../../forms/StatusAbove.tsx';
import type { FormProps } from '../../../forms/formProps.ts';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { enquiryForm as enquiryFormWords } from '../../../i18n/words/enquiryForm.ts';
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
 * empties the form. Its words, validation messages included, are the locale's (LocaleProvider)
 * unless given.
 */
export function EnquiryForm(allProps: EnquiryFormProps) {
  const words = useWords('enquiryForm', enquiryFormWords);
  const {
    nameLabel = words.nameLabel,
    emailLabel = words.emailLabel,
    phoneLabel = words.phoneLabel,
    phoneHint,
    messageLabel = words.messageLabel,
    submitLabel = words.submitLabel,
    sendingLabel = words.sendingLabel,
    successTitle = words.successTitle,
    successMessage = words.successMessage,
    failureMessage = words.failureMessage,
    messages,
    ...props
  } = allProps;
  // The locale's validation messages, with any given over them, key by key (kept from render
  // to render: the rules are made again whenever it changes).
  const ruleMessages = useMemo(() => ({ ...words, ...messages }), [words, messages]);
  return (
    <FormFrame
      {...props}
      messages={ruleMessages}
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
