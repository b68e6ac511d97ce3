import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  phone,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { Badge } from '../../content/Badge/Badge.tsx';
import { Box } from '../../../primitives/layout/Box/Box.tsx';
import { Grid } from '../../../primitives/layout/Grid/Grid.tsx';
import { Link } from '../../../primitives/actions/Link/Link.tsx';
import { Text } from '../../../primitives/type/Text/Text.tsx';
import { Card, CardImage, cardImageRatios, cardTones } from './Card.tsx';
import { expectFitsWindow, hitAt, storyImage } from './storyHelpers.ts';

const meta = {
  title: 'Cards/Card',
  component: Card,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The shared card surface (border, radius, padding, an optional picture on top) that PillarCard, ' +
          'ArticleCard, DocumentCard and the other cards are built from. Use it directly for a one-off card; ' +
          'reach for the named cards for pillars, articles, documents and trustees. ' +
          'Give it `href` to make the **title** a link whose hit area stretches over the whole card (one link, ' +
          'one tab stop, the focus ring round the card); never wrap a card in a link. Other links inside stay ' +
          'clickable above the stretched area. `eyebrow` (categories, a type) shows above the title but is read ' +
          'after it; `footer` is pinned to the bottom so actions line up in a row of cards. ' +
          'Not for a page section without a surface: use Box or Stack.',
      },
    },
  },
  args: {
    title: 'Governance and Conditions of Grant-Making',
    headingLevel: 3,
    children: (
      <Text>
        Every grant needs a formal resolution of the Board of Trustees, after due diligence on the
        partner and a test of public benefit.
      </Text>
    ),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: cardTones },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Governance and Conditions of Grant-Making' }),
    ).toBeVisible();
    // Not a link unless given href.
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Tones: Story = {
  render: (args) => (
    <Grid space="lg" columns={{ mobile: 1, tablet: 3 }}>
      {cardTones.map((tone) => (
        <Card key={tone} {...args} tone={tone} title={`${tone[0]?.toUpperCase()}${tone.slice(1)}`}>
          <Text>Registered in England and Wales; Charity Commission registration in progress.</Text>
        </Card>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const backgrounds = new Set<string>();
    for (const tone of cardTones) {
      const card = canvasElement.querySelector(`[data-tone="${tone}"]`) as HTMLElement;
      backgrounds.add(getComputedStyle(card).backgroundColor);
    }
    // Each tone is its own surface.
    await expect(backgrounds.size).toBe(cardTones.length);
  },
};

export const WithImage: Story = {
  args: {
    as: 'article',
    title: 'Healthcare Access',
    media: (
      <CardImage
        src={storyImage('teal')}
        alt="A mobile clinic parked at the edge of a village at dawn"
      />
    ),
  },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: /mobile clinic/ });
    await expect(image).toHaveAttribute('loading', 'lazy');
    const { width, height } = image.getBoundingClientRect();
    // The 16:9 box is kept whether or not the picture has loaded.
    await expect(width / height).toBeCloseTo(16 / 9, 1);
    // The article is named by its title.
    await expect(canvas.getByRole('article', { name: 'Healthcare Access' })).toBeVisible();
  },
};

export const ImageRatios: Story = {
  render: (args) => (
    <Grid space="lg" columns={{ mobile: 1, tablet: 3 }}>
      {cardImageRatios.map((ratio) => (
        <Card
          key={ratio}
          {...args}
          title={ratio}
          media={<CardImage src={storyImage('sand')} alt="" ratio={ratio} />}
        />
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const expected = { wide: 16 / 9, landscape: 4 / 3, square: 1 };
    for (const ratio of cardImageRatios) {
      const image = canvasElement.querySelector(`img[data-ratio="${ratio}"]`) as HTMLElement;
      const { width, height } = image.getBoundingClientRect();
      await expect(width / height).toBeCloseTo(expected[ratio], 1);
    }
  },
};

/** The title is the link; its hit area covers the card. */
export const Clickable: Story = {
  args: {
    as: 'article',
    title: 'Healthcare Access in Crisis Zones',
    href: '/blog/healthcare-access-crisis-zones',
    eyebrow: <Badge>Emergency Relief</Badge>,
    media: <CardImage src={storyImage('sky')} alt="" />,
    children: (
      <Text>
        How mobile clinics keep primary care going when hospitals close, and what our partners have
        learned.
      </Text>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Healthcare Access in Crisis Zones' });
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(link.closest('h3')).not.toBeNull();
    const card = canvasElement.querySelector('[data-clickable]') as HTMLElement;
    // A click on the picture or the bottom corner lands on the title link.
    await expect(hitAt(card, 20, 20)).toBe(link);
    const { width, height } = card.getBoundingClientRect();
    await expect(hitAt(card, width - 10, height - 10)).toBe(link);
    // The category is shown above the title, though it comes after it in reading order.
    const badge = canvas.getByText('Emergency Relief').getBoundingClientRect();
    await expect(badge.bottom).toBeLessThanOrEqual(link.getBoundingClientRect().top);
    await expect(
      link.compareDocumentPosition(canvas.getByText('Emergency Relief')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

export const ClickableFocus: Story = {
  ...Clickable,
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link');
    await expect(link).toHaveFocus();
    // The ring is drawn round the whole card, by the stretched area.
    await expect(getComputedStyle(link, '::after').outlineStyle).toBe('solid');
    await expect(getComputedStyle(link).outlineStyle).toBe('none');
  },
};

/** A second link inside a clickable card stays clickable above the stretched area. */
export const ClickableWithOtherLink: Story = {
  args: {
    ...Clickable.args,
    footer: <Link href="/blog?category=emergency-relief">More on Emergency Relief</Link>,
  },
  play: async ({ canvas }) => {
    const other = canvas.getByRole('link', { name: 'More on Emergency Relief' });
    await expect(hitAt(other, 5, 5)).toBe(other);
    await userEvent.tab();
    await userEvent.tab();
    await expect(other).toHaveFocus();
  },
};

/** A linked title without the stretched area: only the title text is the link. */
export const LinkedTitleOnly: Story = {
  args: { ...Clickable.args, stretchLink: false },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Healthcare Access in Crisis Zones' });
    const card = canvasElement.querySelector('[data-tone]') as HTMLElement;
    await expect(card).not.toHaveAttribute('data-clickable');
    await expect(hitAt(card, 20, 20)).not.toBe(link);
    await userEvent.tab();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

export const FootersLineUp: Story = {
  render: (args) => (
    <Grid space="lg" columns={{ mobile: 1, tablet: 2 }}>
      <Card
        {...args}
        title="Major Gifts & Families"
        footer={<Link href="/contact">Start a Conversation</Link>}
      >
        <Text>A short note.</Text>
      </Card>
      <Card
        {...args}
        title="Legacy Giving"
        footer={<Link href="/contact">Talk to us about a gift in your will</Link>}
      >
        <Text>
          A gift in your will joins The Legacy Circle and supports health access for generations: we
          will talk through the wording with you and your solicitor, in confidence.
        </Text>
      </Card>
    </Grid>
  ),
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('link');
    const firstBottom = first?.getBoundingClientRect().bottom;
    const secondBottom = second?.getBoundingClientRect().bottom;
    if (window.innerWidth >= 740) await expect(firstBottom).toBeCloseTo(secondBottom ?? 0, 0);
    await expect(first).toBeVisible();
  },
};

export const OnPhone: Story = {
  ...Clickable,
  globals: phone,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Box padding="md">
      <Card {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expectFitsWindow(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    ...Clickable.args,
    title: 'الوصول إلى الرعاية الصحية في مناطق الأزمات',
    eyebrow: <Badge>الإغاثة الطارئة</Badge>,
    children: <Text>كيف تحافظ العيادات المتنقلة على الرعاية الأولية عندما تغلق المستشفيات.</Text>,
  },
  play: async ({ canvas, canvasElement }) => {
    const card = (
      canvasElement.querySelector('[data-tone]') as HTMLElement
    ).getBoundingClientRect();
    const badge = canvas.getByText('الإغاثة الطارئة').getBoundingClientRect();
    // The badge starts at the reading-start side: the right.
    await expect(card.right - badge.right).toBeLessThan(card.width / 4);
    await expect(badge.left - card.left).toBeGreaterThan(card.width / 2);
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const NarrowScreen: Story = {
  ...Clickable,
  decorators: [narrowFrame],
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSize: Story = {
  ...NarrowScreen,
  globals: doubleTextSize,
};
