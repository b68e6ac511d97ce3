import { ghatThemeClass, partnerThemeClass } from '@ghat/tokens';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';

const themeClasses = { ghat: ghatThemeClass, partner: partnerThemeClass } as const;

interface DocumentSettingsProps {
  theme: keyof typeof themeClasses;
  direction: 'ltr' | 'rtl';
  children: ReactNode;
}

/** Applies the toolbar's theme and direction to the whole preview document. */
function DocumentSettings({ theme, direction, children }: DocumentSettingsProps) {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(...Object.values(themeClasses));
    root.classList.add(themeClasses[theme]);
    root.dir = direction;
    root.lang = direction === 'rtl' ? 'ar' : 'en-GB';
  }, [theme, direction]);
  return children;
}

const withThemeAndDirection: Decorator = (Story, context) => (
  <DocumentSettings
    theme={context.globals.theme === 'partner' ? 'partner' : 'ghat'}
    direction={context.globals.direction === 'rtl' ? 'rtl' : 'ltr'}
  >
    <Story />
  </DocumentSettings>
);

const preview: Preview = {
  decorators: [withThemeAndDirection],
  globalTypes: {
    theme: {
      description: 'Brand theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'ghat', title: 'GHAT' },
          { value: 'partner', title: 'Partner trust' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'ghat', direction: 'ltr' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: any axe violation fails it.
    a11y: { test: 'error' },
    options: { storySort: { order: ['Introduction', 'Tokens', 'Core', '*'] } },
  },
  tags: ['autodocs'],
};

export default preview;
