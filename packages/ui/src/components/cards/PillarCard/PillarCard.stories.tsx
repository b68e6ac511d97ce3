import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  phone,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { Box } from '../../../primitives/layout/Box/Box.tsx';
import { expectFitsWindow, storyImage, type StoryPalette } from '../Card/storyHelpers.ts';
import { Grid } from '../../../primitives/layout/Grid/Grid.tsx';
import { PillarCard, type PillarCardProps } from './PillarCard.tsx';

const healthcareAccess: PillarCardProps = {
  icon: 'stethoscope',
  title: 'Healthcare Access',
  description:
    'Primary care, maternal and child health and essential medicines for communities that have none within reach.',
  outcomes: [
    'Mobile clinics in underserved and displaced communities',
    'Reliable supply of essential medicines',
    'Care free at the point of use',
  ],
};

/** The five funding pillars (spec section 3), as the content package would pass them. */
const pillars: (PillarCardProps & { id: string; palette: StoryPalette })[] = [
  { id: 'healthcare-access', ...healthcareAccess, palette: 'sky' },
  {
    id: 'education-training',
    icon: 'graduation-cap',
    title: 'Education & Training',
    description:
      'Training for community health workers, midwives and clinical officers, so care stays when projects end.',
    outcomes: ['Community health workers trained', 'Scholarships for nursing and midwifery'],
    palette: 'green',
  },
  {
    id: 'systems-strengthening',
    icon: 'network',
    title: 'Systems Strengthening',
    description:
      'Supply chains, health data and management: the systems that keep clinics open and stocked.',
    outcomes: ['Stronger supply chains', 'Better health data for planning'],
    palette: 'teal',
  },
  {
    id: 'policy-research',
    icon: 'chart',
    title: 'Policy & Research',
    description:
      'Research and advocacy that turn what works in one district into policy for a whole country.',
    outcomes: ['Independent evaluations published', 'Evidence shared with ministries of health'],
    palette: 'grey',
  },
  {
    id: 'emergency-relief',
    icon: 'siren',
    title: 'Emergency Relief',
    description:
      'Rapid health support in conflict and disaster, by Board resolution, through partners already on the ground.',
    outcomes: ['Emergency medical supplies', 'Field clinics for displaced families'],
    palette: 'sand',
  },
];

const meta = {
  title: 'Cards/PillarCard',
  component: PillarCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One of the five funding pillars (What We Fund on the home page, the pillar list on What We Do): ' +
          'icon, name, description, the outcomes it funds as a real list, and an optional Learn more link whose ' +
          'name includes the pillar ("Learn more about Healthcare Access"), so five of them can sit side by side. ' +
          'Use one per pillar in a Grid; for a numbered programme area with a large picture use **ProgrammeArea**.',
      },
    },
  },
  args: { ...healthcareAccess, href: '/what-we-do#healthcare-access' },
} satisfies Meta<typeof PillarCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Healthcare Access' })).toBeVisible();
    const outcomes = canvas.getByRole('list', { name: 'Outcomes' });
    await expect(outcomes.children).toHaveLength(3);
    const link = canvas.getByRole('link', { name: 'Learn more about Healthcare Access' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const WithImage: Story = {
  args: {
    image: {
      src: storyImage('sky'),
      alt: 'A nurse checking a child’s temperature at a mobile clinic',
    },
  },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: /mobile clinic/ });
    const heading = canvas.getByRole('heading');
    await expect(image.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      heading.getBoundingClientRect().top,
    );
  },
};

export const WithoutLink: Story = {
  args: { href: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** What We Fund: the five pillars. */
export const FivePillars: Story = {
  render: () => (
    <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
      {pillars.map(({ id, palette, ...pillar }) => (
        <PillarCard
          key={id}
          id={id}
          {...pillar}
          href={`/what-we-do#${id}`}
          image={{ src: storyImage(palette), alt: '' }}
        />
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    const links = canvas.getAllByRole('link');
    // Five links, five different names.
    await expect(new Set(links.map((link) => link.textContent)).size).toBe(5);
    await expect(
      canvas.getByRole('link', { name: 'Learn more about Emergency Relief' }),
    ).toHaveAttribute('href', '/what-we-do#emergency-relief');
  },
};

export const OnPhone: Story = {
  ...FivePillars,
  globals: phone,
  parameters: { layout: 'fullscreen' },
  render: (...args) => <Box padding="md">{FivePillars.render?.(...args)}</Box>,
  play: async ({ canvasElement }) => {
    await expectFitsWindow(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    title: 'الوصول إلى الرعاية الصحية',
    description: 'الرعاية الأولية وصحة الأم والطفل والأدوية الأساسية للمجتمعات المحرومة منها.',
    outcomes: ['عيادات متنقلة في المجتمعات المحرومة', 'إمداد موثوق بالأدوية الأساسية'],
    outcomesLabel: 'النتائج',
    learnMoreLabel: 'اعرف المزيد',
    learnMoreContext: 'عن الوصول إلى الرعاية الصحية',
  },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading').getBoundingClientRect();
    const icon = (
      canvasElement.querySelector('[data-icon="stethoscope"]') as HTMLElement
    ).getBoundingClientRect();
    // The icon sits on the reading-start side, lined up with the title's right edge.
    await expect(Math.abs(icon.right - heading.right)).toBeLessThanOrEqual(1);
    // The ticks are on the right of each outcome.
    const item = canvas.getAllByRole('listitem')[0] as HTMLElement;
    const tick = (item.querySelector('svg') as SVGElement).getBoundingClientRect();
    const text = (item.querySelector('span') as HTMLElement).getBoundingClientRect();
    await expect(tick.left).toBeGreaterThanOrEqual(text.right);
    // The arrow points the reading way: it is mirrored.
    const arrow = canvasElement.querySelector('[data-icon="arrow-right"]') as SVGElement;
    await expect(getComputedStyle(arrow).transform).not.toBe('none');
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSize: Story = {
  ...NarrowScreen,
  globals: doubleTextSize,
};
