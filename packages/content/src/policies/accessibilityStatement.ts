// The Accessibility Statement (/accessibility-statement), after the model statement GOV.UK
// publishes. The WCAG target, text scaling and feedback time are the spec's constants (section 9).
import type { Policy } from '../schemas.ts';

export const accessibilityStatement = {
  meta: {
    path: '/accessibility-statement',
    title: 'Accessibility Statement',
    description:
      'How accessible the Global Health Access Trust website is, the standard we work to, its known limitations, and how to tell us about a problem.',
  },
  title: 'Accessibility Statement',
  introduction: `The Global Health Access Trust believes that access to information, like access to health, is a matter of justice. We want everyone to be able to use our website, whatever their abilities and whatever technology they use. This statement explains how accessible the website is, what we know does not yet work well, and how to contact us if you have a problem.`,
  // The spec gives no date for this statement. Prepared with the policies' review of
  // 16 September 2025; reviewed again when the blog's controls began to work.
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'using-this-website',
      title: 'Using This Website',
      body: `We want as many people as possible to be able to use this website. For example, you should be able to:

- resize text up to 200% without losing content or functions;
- navigate the whole website using just a keyboard, with a visible focus indicator and a "skip to content" link;
- use the website with a screen reader or speech recognition software;
- use the website with your device's reduced-motion setting, which turns off animations and smooth scrolling;
- read text with a contrast that meets WCAG AA against its background.

We have also tried to make the text as simple as possible to understand. [AbilityNet](https://mcmw.abilitynet.org.uk/) has advice on making your device easier to use if you have a disability.`,
    },
    {
      id: 'our-standard',
      title: 'Our Accessibility Standard',
      body: `Our target is to meet the **Web Content Accessibility Guidelines (WCAG) 2.1 at level AA**. We also aim to meet **WCAG 2.2 AA**, the newest version of the guidelines, and we build new features to it.

This website is **partially compliant** with WCAG 2.1 AA, because of the known limitations listed below. We are working to fix them.

The Public Sector Bodies (Websites and Mobile Applications) (No. 2) Accessibility Regulations 2018 do not apply to the trust, but we follow them as good practice. We are also committed to making reasonable adjustments for disabled people, as the Equality Act 2010 requires.`,
    },
    {
      id: 'known-limitations',
      title: 'Known Limitations',
      body: `We know that some parts of this website are not fully accessible:

- **Copying and selecting text.** To protect our content, the website prevents text selection, copying, cutting, pasting, dragging and the right-click menu, and blocks some keyboard shortcuts. This can get in the way if you select text to have it read aloud, copy text into translation, dictionary or reading tools, or paste information into a form. We are reviewing this protection. In the meantime, we will gladly send you any content in another format.
- **Languages.** The language picker offers around 140 languages, but our content is currently available in English only. If you choose another language, most text stays in English while the page is marked as being in the language you chose, so a screen reader may read it with the wrong voice or pronunciation. We recommend leaving the language set to English with a screen reader.
- **Documents.** Some documents in our [publications](/publications) are PDFs that may not be fully accessible to screen reader users. The [constitution](/constitution) page shows the constitution's full text as a web page as well as its PDF.

If you find a problem that is not listed here, please tell us (see [Feedback and Contact](#feedback-and-contact)).`,
    },
    {
      id: 'how-we-test',
      title: 'How We Test This Website',
      body: `We build accessibility in from the start and test it throughout:

- **Automated checks on every component.** Every component of the website, in every state, is checked automatically with an accessibility testing engine in a real browser, and any failure stops the change from being published. The colour combinations we use are checked against the WCAG AA contrast ratios.
- **Keyboard testing.** We check that every page and feature can be reached and used with a keyboard alone, in a logical order, with focus always visible.
- **Screen reader testing.** We test pages with screen readers, such as NVDA on Windows and VoiceOver on macOS and iOS.
- **Zoom and text size.** We check that pages still work when text is scaled up to 200% and on small screens.

Automated tools find only some problems, so we also review new pages by hand before they are published.`,
    },
    {
      id: 'feedback-and-contact',
      title: 'Feedback and Contact',
      body: `If you have difficulty using any part of this website, need information in a different format (such as large print, easy read, an audio recording or an accessible document), or want to report an accessibility problem, please [contact us](/contact).

Please tell us the web address of the page, the problem you found and, if you can, the device and assistive technology you use.

**We will reply to accessibility feedback within 2 business days**, and we will tell you how and when we will fix the problem or provide what you need.`,
    },
    {
      id: 'enforcement-procedure',
      title: 'Enforcement Procedure',
      body: `If you are not happy with how we respond to your feedback or complaint, you can contact the **Equality Advisory and Support Service (EASS)**, which gives free advice about discrimination and the Equality Act 2010:

- Online: [equalityadvisoryservice.com](https://www.equalityadvisoryservice.com/)
- Phone: 0808 800 0082

The **Equality and Human Rights Commission (EHRC)** is responsible for enforcing the Equality Act 2010 in England, Scotland and Wales, including the duty to make reasonable adjustments. If you live in Northern Ireland, you can contact the Equality Commission for Northern Ireland.`,
    },
    {
      id: 'improving-accessibility',
      title: 'What We Are Doing to Improve Accessibility',
      body: `We are working through the known limitations above. Our priorities are to change the content protection so that it no longer gets in the way of assistive technology, to make the blog controls work, and to publish accessible versions of our documents.

Every new page and feature is tested before it is published, and we will update this statement as we fix problems.`,
    },
    {
      id: 'preparation-of-this-statement',
      title: 'Preparation of This Statement',
      body: `This statement was prepared on 16 September 2025 and last reviewed on 22 November 2026, when the search box, the Filter button and the Load More Articles button of our [Impact & Insights](/blog) page began to work. It is based on our own testing of the website against WCAG 2.1 AA, using the methods described in [How We Test This Website](#how-we-test).

We review this statement annually, and whenever we make significant changes to the website.`,
    },
  ],
  related: [
    { label: 'Privacy Policy', href: '/privacy-policy' },
    { label: 'Cookie Policy', href: '/cookie-policy' },
    { label: 'Terms of Use', href: '/terms-of-use' },
    { label: 'Contact Us', href: '/contact' },
  ],
} satisfies Policy;
