import { enquiryMessages } from '@ghat/forms';
import { enquiryFormText } from '@ghat/forms/words';
import { responseTimes } from '../organisation.ts';

/**
 * EnquiryForm on /donate (spec sections 4, 5 and 8): the form's own English words
 * (@ghat/forms), with the reply time the organisation promises.
 */
export const enquiryFormCopy = {
  ...enquiryFormText,
  successMessage: `Our team will be in touch within ${responseTimes.seriousEnquiries}.`,
  messages: enquiryMessages,
};
