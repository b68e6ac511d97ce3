/** CookiePreferencesDialog, opened by 'Customize'. */
export const cookiePreferencesCopy = {
  title: 'Cookie Preferences',
  description: 'Choose which cookies we may use. You can change your mind at any time.',
  categories: {
    essential: {
      label: 'Essential cookies',
      description:
        'Keep the website secure and working, and remember the choices you make here, such as your cookie preferences and language.',
    },
    analytics: {
      label: 'Analytics cookies',
      description:
        'Privacy-friendly analytics that tell us which pages people visit and how they find them, so we can improve the website. They do not identify you.',
    },
    marketing: {
      label: 'Marketing cookies',
      description:
        'Help us measure our campaigns and show messages about our work on other websites.',
    },
  },
  alwaysOnText: 'Always on: the website cannot work without these, so they cannot be turned off.',
  saveLabel: 'Save Preferences',
};
