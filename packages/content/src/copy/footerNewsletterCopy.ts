/** The heading and line over the footer's newsletter form. */
export const footerNewsletterCopy = {
  heading: 'Stay Informed',
  text: 'News of the programmes we fund and the difference they make, a few times a year.',
};
