// The Cookie Policy (/cookie-policy): the Privacy and Electronic Communications Regulations (PECR)
// and UK GDPR. The cookies and their lifetimes are the spec's constants (sections 7 and 9).
import type { Policy } from '../schemas.ts';

export const cookiePolicy = {
  meta: {
    path: '/cookie-policy',
    title: 'Cookie Policy',
    description:
      'The cookies the Global Health Access Trust website uses, what each one does, how long it lasts, and how to change your cookie choices at any time.',
  },
  title: 'Cookie Policy',
  introduction: `This policy explains the cookies and similar technologies our website uses, why we use them and how you can control them. We use only the cookies we need to run the website, and we set analytics or marketing cookies only if you agree, as the Privacy and Electronic Communications Regulations (PECR) and the UK GDPR require.`,
  lastUpdated: '2024-09-16',
  sections: [
    {
      id: 'what-are-cookies',
      title: 'What Cookies Are',
      body: `Cookies are small text files that a website stores on your computer, phone or tablet when you visit it. They let the website remember information about your visit, such as the choices you have made.

Websites can also store information in your browser in other ways, such as "local storage". In this policy, "cookies" covers these technologies too.

Some cookies are **essential**: the website cannot work properly without them. Others, such as **analytics** and **marketing** cookies, are optional, and we use them only with your consent.`,
    },
    {
      id: 'cookies-we-use',
      title: 'The Cookies We Use',
      body: `We use three kinds of cookie on this website:

- **cookie-consent** (essential, lasts **1 year**). Records the choices you make on our cookie banner or in Cookie Preferences (whether you allow analytics and marketing cookies) and when you made them, so that we respect your choices and do not ask you again on every page. After 1 year we ask you again. A copy of your choices and the time you made them is also kept in your browser's local storage under the name ghat-cookie-consent.
- **session_id** (essential, lasts for the **session**). Keeps your visit working securely as you move from page to page, for example to protect our forms against misuse. It is deleted when you close your browser.
- **Privacy-friendly analytics cookies** (analytics, set **only with your consent**). A small family of cookies set by our privacy-friendly analytics tool. They help us count visits, see which pages are read and which documents are downloaded, and understand how people find our website, so that we can improve it. They do not identify you, and we do not use them to follow you across other websites. Analytics data is kept for **24 months maximum**.

We also remember the language you choose in our language picker, in your browser's local storage, so that the website stays in your language on your next visit. This stays on your device and is not used to track you.`,
    },
    {
      id: 'essential-cookies',
      title: 'Essential Cookies',
      body: `Essential cookies make the website work: they remember your cookie choices and keep your visit secure. The law allows us to use them without asking for your consent, because they are strictly necessary for the service you have asked for.

Our essential cookies last for the **session** (until you close your browser) or **1 year maximum**. The consent cookie, cookie-consent, lasts 1 year.

You can block essential cookies in your browser settings, but parts of the website may then not work as they should, and we will not be able to remember your cookie choices.`,
    },
    {
      id: 'analytics-cookies',
      title: 'Analytics Cookies',
      body: `We use analytics cookies **only with your consent**. Until you allow them, no analytics cookies are set.

With your consent, our website records named events, such as a page being viewed, a form being sent or a document being downloaded, and sends them to our privacy-friendly analytics tool. If you allow analytics cookies, these events are also passed to our tag manager (Google Tag Manager), which helps us measure how the website is used. Without your consent, nothing is sent to the tag manager.

We keep analytics data for **24 months maximum**, and we use it only in aggregate to understand and improve our website. We never use it to identify you.`,
    },
    {
      id: 'marketing-cookies',
      title: 'Marketing Cookies',
      body: `Marketing cookies help organisations measure their campaigns and show relevant messages on other websites. We ask for your choice about them in Cookie Preferences, and we will use them **only with your consent**.

We do not run advertising campaigns that set marketing cookies at present. If we start, we will update this policy first and list each cookie here. If you allow marketing cookies, we tell Google's tools that you have agreed (see [Google Consent Mode](#google-consent-mode)); if you refuse them, we tell them you have not.`,
    },
    {
      id: 'google-consent-mode',
      title: 'Google Consent Mode',
      body: `We use Google Consent Mode to pass your choices to Google's tools, so that they respect them.

Until you make a choice, **every consent signal defaults to denied**: analytics_storage, ad_storage, ad_user_data and ad_personalization are all set to "denied", and Google's tools may not store or read cookies on your device.

When you make a choice, we update the signals:

- If you allow **analytics cookies**, analytics_storage is set to "granted".
- If you allow **marketing cookies**, ad_storage, ad_user_data and ad_personalization are set to "granted".
- Anything you do not allow stays "denied".

If you close the cookie banner without choosing, nothing is saved and every signal stays denied. When you return, your saved choices are restored and passed on again.`,
    },
    {
      id: 'changing-your-choices',
      title: 'How to Change Your Choices',
      body: `When you first visit our website, our cookie banner asks for your choice:

- **Accept All** allows analytics and marketing cookies.
- **Essential Only** refuses them; only essential cookies are used.
- **Customize** opens **Cookie Preferences**, where you can switch analytics and marketing cookies on or off separately and then choose **Save Preferences**.

You can change your mind at any time. Your choice lasts 1 year; to change it sooner, clear this website's cookies and site data in your browser settings. The cookie banner will then appear again, and you can choose **Customize** to open Cookie Preferences and make a new choice.

If you withdraw your consent, we stop setting analytics or marketing cookies from then on. Cookies that were set before can be deleted in your browser settings.`,
    },
    {
      id: 'browser-settings',
      title: 'Controlling Cookies in Your Browser',
      body: `Most browsers let you see, block and delete cookies. The help pages of your browser explain how. You can find out more about cookies, and how to manage them, on the Information Commissioner's Office website at [ico.org.uk/for-the-public/online/cookies](https://ico.org.uk/for-the-public/online/cookies/).

Blocking all cookies may stop parts of our website, and other websites, from working properly.`,
    },
    {
      id: 'changes-and-contact',
      title: 'Changes to This Policy and Contact',
      body: `We review this policy annually, and whenever we change the cookies we use. The date at the top of this page shows when it was last updated.

To find out how we handle your personal information, please read our [Privacy Policy](/privacy-policy). If you have any question about cookies, please [contact us](/contact).`,
    },
  ],
  related: [
    { label: 'Privacy Policy', href: '/privacy-policy' },
    { label: 'Terms of Use', href: '/terms-of-use' },
    { label: 'Accessibility Statement', href: '/accessibility-statement' },
    { label: 'Contact Us', href: '/contact' },
  ],
} satisfies Policy;
