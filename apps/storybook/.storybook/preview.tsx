import { ghatThemeClass, partnerThemeClass } from '@ghat/tokens';
// The opt-in page-level base styles (@ghat/ui/base.css), which the site loads, so stories look
// as they do there.
import '../../../packages/ui/src/css/base.css.ts';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

const themeClasses = { ghat: ghatThemeClass, partner: partnerThemeClass } as const;

interface DocumentSettingsProps {
  theme: keyof typeof themeClasses;
  direction: 'ltr' | 'rtl';
  /** The reader's text size: 200% is the WCAG 1.4.4 resize check. */
  textSize: '100%' | '200%';
  children: ReactNode;
}

/** Applies the toolbar's theme and direction to the whole preview document. */
function DocumentSettings({ theme, direction, textSize, children }: DocumentSettingsProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.remove(...Object.values(themeClasses));
    root.classList.add(themeClasses[theme]);
    root.dir = direction;
    root.lang = direction === 'rtl' ? 'ar' : 'en-GB';
    root.style.fontSize = textSize === '200%' ? '200%' : '';
  }, [theme, direction, textSize]);
  return children;
}

const withThemeAndDirection: Decorator = (Story, context) => (
  <DocumentSettings
    theme={context.globals.theme === 'partner' ? 'partner' : 'ghat'}
    direction={context.globals.direction === 'rtl' ? 'rtl' : 'ltr'}
    textSize={context.globals.textSize === '200%' ? '200%' : '100%'}
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
    textSize: {
      description: 'Text size',
      toolbar: {
        title: 'Text size',
        icon: 'zoom',
        items: [
          { value: '100%', title: 'Text 100%' },
          { value: '200%', title: 'Text 200%' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'ghat', direction: 'ltr', textSize: '100%' },
  parameters: {
    layout: 'padded',
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        // A common modern phone width; the 320 px reflow check is mobile1.
        phone390: {
          name: 'Phone (390 px)',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: any axe violation fails it.
    a11y: { test: 'error' },
    // The sidebar's groups in the order a designer meets them: what everything is built from,
    // then the smallest parts up to whole pages. The Introduction says what each holds.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Tokens', 'Brand'],
          'Layout',
          'Content',
          'Actions',
          'Forms',
          'Navigation',
          'Overlays',
          'Cards',
          'Page layouts',
          '*',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
