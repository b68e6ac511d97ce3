import { footerNewsletterText } from '@ghat/forms/words';

/** FooterNewsletterForm: 'Subscribed!' shows for 3 seconds (spec section 4). Its own words. */
export const footerNewsletterFormCopy = footerNewsletterText;
