import { ghatThemeClass, partnerThemeClass } from '@ghat/tokens';
import { LocaleProvider, type TextDirection } from '@ghat/ui';
// The opt-in page-level base styles (@ghat/ui/base.css), which the site loads, so stories look
// as they do there.
import '../../../packages/ui/src/css/base.css.ts';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { isStorybookLocale, storybookLocales, type StorybookLocale } from './locales.ts';
import { pseudoArgs } from './pseudoArgs.ts';
import { checkTextFit, resetTextFitCheck, useCheckedLocale } from './textFitCheck.ts';

const themeClasses = { ghat: ghatThemeClass, partner: partnerThemeClass } as const;

interface StorySettingsProps {
  theme: keyof typeof themeClasses;
  /** 'auto': the locale's own direction (Arabic is right to left). */
  direction: TextDirection | 'auto';
  /** The reader's text size: 200% is the WCAG 1.4.4 resize check. */
  textSize: '100%' | '200%';
  locale: StorybookLocale;
  args: Record<string, unknown>;
  /** The story, given its args (in pseudo-long, their words lengthened). */
  children: (args: Record<string, unknown>) => ReactNode;
}

/**
 * Applies the toolbar's theme, language, direction and text size to the whole preview
 * document, and puts the story in the language: its components' built-in words through
 * LocaleProvider, and under pseudo-long the words of its own args too.
 */
function StorySettings({
  theme,
  direction,
  textSize,
  locale: chosen,
  args,
  children,
}: StorySettingsProps) {
  // Under test, a story plays in English and is then checked in another language.
  const code = useCheckedLocale() ?? chosen;
  const locale = storybookLocales[code];
  const dir = direction === 'auto' ? locale.direction : direction;
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.remove(...Object.values(themeClasses));
    root.classList.add(themeClasses[theme]);
    root.dir = dir;
    root.lang = locale.code;
    root.style.fontSize = textSize === '200%' ? '200%' : '';
  }, [theme, dir, locale, textSize]);
  const storyArgs = useMemo(() => (code === 'pseudo' ? pseudoArgs(args) : args), [code, args]);
  return (
    // The document carries lang and dir (above): no wrapper, so stories measure their own tree.
    <LocaleProvider locale={locale} dir={dir} marksLanguage={false}>
      {children(storyArgs)}
    </LocaleProvider>
  );
}

const withSettings: Decorator = (Story, context) => {
  const { direction, locale, textSize, theme } = context.globals;
  return (
    <StorySettings
      theme={theme === 'partner' ? 'partner' : 'ghat'}
      direction={direction === 'rtl' || direction === 'ltr' ? direction : 'auto'}
      textSize={textSize === '200%' ? '200%' : '100%'}
      locale={isStorybookLocale(locale) ? locale : 'en'}
      args={context.args}
    >
      {(args) => <Story args={args} />}
    </StorySettings>
  );
};

const preview: Preview = {
  decorators: [withSettings],
  // Under Vitest: after each story's play function, every piece of its text must fit its box,
  // in the language (and at the width) the test project asks for. See textFitCheck.ts.
  beforeEach: resetTextFitCheck,
  afterEach: checkTextFit,
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
    locale: {
      description: 'Language of the components’ built-in words (and, in pseudo-long, the story’s)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'en-GB' },
          { value: 'fr', title: 'Français', right: 'fr' },
          { value: 'es', title: 'Español', right: 'es' },
          { value: 'pt', title: 'Português', right: 'pt' },
          { value: 'ar', title: 'العربية', right: 'ar' },
          { value: 'uk', title: 'Українська', right: 'uk' },
          { value: 'pseudo', title: 'Pseudo-long', right: 'en-XA' },
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
          { value: 'auto', title: 'From the language' },
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
  initialGlobals: { theme: 'ghat', locale: 'en', direction: 'auto', textSize: '100%' },
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
          'Languages',
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
