import { images } from '../images/index.ts';
// The home page (/): hero, Our Impact, Why It Matters, Our Vision and What We Fund.
import { impactFigures, organisation } from '../organisation.ts';
import type {
  FundingPillar,
  Image,
  ImpactStatement,
  Link,
  PageMeta,
  ValueCard,
} from '../schemas.ts';
import { fundingPillars } from './pillars.ts';
import { values, visionStatement } from './vision.ts';

export const meta: PageMeta = {
  path: '/',
  title: organisation.name,
  description:
    'The Global Health Access Trust is a UK health charitable trust funding access to healthcare, health workers and emergency relief worldwide. Access to health is justice, not charity.',
};

export const hero: { title: string; intro: string; actions: Link[]; image: Image } = {
  title: 'Access to health is justice, not charity',
  intro:
    'The Global Health Access Trust funds the organisations that bring healthcare to people who are denied it: by poverty, by distance, by conflict and by displacement.',
  actions: [{ label: 'Partner With Us', href: '/donate' }],
  image: images.heroHome,
};

const { countries, partnerCountries, organisations, peopleSupported, donationsToProgrammes } =
  impactFigures;

/** An impact statement, with the figure the page stresses (a part of its text). */
export type HomeImpactStatement = ImpactStatement & { figure: string };

export const impact: { heading: string; intro: string; statements: HomeImpactStatement[] } = {
  heading: 'Our Impact',
  intro: 'What the trust and its partners achieve together.',
  statements: [
    {
      icon: 'globe',
      figure: `${countries.display} countries`,
      text: `Working in ${countries.display} countries with partnerships across ${partnerCountries.display} more`,
    },
    {
      icon: 'network',
      figure: organisations.display,
      text: `${organisations.display} health organisations connected`,
    },
    {
      icon: 'users',
      figure: peopleSupported.display,
      text: `Over ${peopleSupported.display} people supported`,
    },
    {
      icon: 'heart',
      figure: donationsToProgrammes.display,
      text: `${donationsToProgrammes.display} of every donation goes to health programmes`,
    },
  ],
};

export interface CaptionedImageData extends Image {
  caption: string;
}

export const whyItMatters: {
  heading: string;
  intro: string;
  /** Markdown. */
  story: string;
  images: CaptionedImageData[];
} = {
  heading: 'Why It Matters',
  intro:
    'Behind every figure is a family. The story below is a composite, drawn from the experiences of displaced families that health organisations like our partners serve; names and details are illustrative, to protect the people whose experiences it reflects.',
  story: `When fighting reached their town, Mariam and her husband left with their three children and what they could carry. They travelled for eleven days. Their youngest, Samir, was two years old and had a fever that would not break.

At the settlement where they found shelter, there was no doctor. The nearest hospital was a day’s journey away, and they had no money for the fare. Mariam had been a schoolteacher; she knew what the fever might mean, and she knew she could not wait.

A mobile clinic run by a local partner reached the settlement the following week. A nurse treated Samir for pneumonia, vaccinated all three children and registered the family with the nearest health centre, so that care would not stop when the clinic moved on.

> “I did not want anyone to feel sorry for us. I wanted my son to see a doctor. That is all anyone should need to ask for.”

Mariam now volunteers with the same clinic, helping other families who arrive at the settlement to find care. Her story is why we fund the way we do: so that healthcare reaches people where they are, with respect, and stays with them.`,
  images: [
    { caption: 'Healthcare Access', ...images.whyHealthcareAccess },
    { caption: 'Ukraine Crisis Response', ...images.whyUkraineCrisisResponse },
    { caption: 'Africa Humanitarian Aid', ...images.whyAfricaHumanitarianAid },
  ],
};

export const vision: { heading: string; intro: string; values: ValueCard[] } = {
  heading: 'Our Vision',
  intro: visionStatement,
  values,
};

export const whatWeFund: {
  heading: string;
  intro: string;
  pillars: FundingPillar[];
  link: Link;
} = {
  heading: 'What We Fund',
  intro:
    'Our grants are organised around five pillars, each chosen because it widens access to health for the people who are most often left without it.',
  pillars: fundingPillars,
  link: { label: 'Explore what we fund', href: '/what-we-do' },
};
