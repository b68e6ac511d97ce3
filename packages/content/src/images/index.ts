// Every image the site serves from packages/content/assets/images (at /images/<file>): our own
// flat SVG illustrations in the brand colours, the logo and the default share image. Width and
// height are each file's intrinsic size (its viewBox), so pages reserve the right space.
import type { Image, pillarIds } from '../schemas.ts';
import { logoImage as logo, markImage as mark } from './brand.ts';

export { defaultShareImage, logoImage, markImage } from './brand.ts';

type PillarId = (typeof pillarIds)[number];

const heroHome = {
  src: '/images/hero-home.svg',
  alt: 'A family and a health worker carrying a medical kit stand near a small clinic, beside a globe with map pins joined by a dotted route.',
  width: 1600,
  height: 900,
} satisfies Image;

const whyHealthcareAccess = {
  src: '/images/why-healthcare-access.svg',
  alt: 'A health worker with a stethoscope and a clipboard meets a mother holding her child in a bright clinic consulting room.',
  width: 800,
  height: 600,
} satisfies Image;

const whyUkraineCrisisResponse = {
  src: '/images/why-ukraine-crisis-response.svg',
  alt: 'A volunteer welcomes a family with two children beside a mobile medical unit on a snowy winter day.',
  width: 800,
  height: 600,
} satisfies Image;

const whyAfricaHumanitarianAid = {
  src: '/images/why-africa-humanitarian-aid.svg',
  alt: 'A community health worker carrying a medical kit walks towards a village health post with solar panels on its roof, where a mother and child wait at the door.',
  width: 800,
  height: 600,
} satisfies Image;

const pillarHealthcareAccess = {
  src: '/images/pillar-healthcare-access.svg',
  alt: 'A road winds towards a small clinic, marked by a location pin with a health cross.',
  width: 800,
  height: 450,
} satisfies Image;

const pillarEducationTraining = {
  src: '/images/pillar-education-training.svg',
  alt: 'A trainer points to a heart with a health cross on a board while three trainees listen.',
  width: 800,
  height: 450,
} satisfies Image;

const pillarSystemsStrengthening = {
  src: '/images/pillar-systems-strengthening.svg',
  alt: 'A hospital, a clinic, a pharmacy and a data chart joined by lines into one connected network.',
  width: 800,
  height: 450,
} satisfies Image;

const pillarPolicyResearch = {
  src: '/images/pillar-policy-research.svg',
  alt: 'Two researchers stand either side of a report with a bar chart, part of it under a magnifying glass.',
  width: 800,
  height: 450,
} satisfies Image;

const pillarEmergencyRelief = {
  src: '/images/pillar-emergency-relief.svg',
  alt: 'Two hands pass a first-aid kit in front of a relief tent and stacked supply boxes.',
  width: 800,
  height: 450,
} satisfies Image;

const programme1 = {
  src: '/images/programme-1.svg',
  alt: 'A nurse welcomes an older man walking with a stick at a mobile clinic van parked beside a road.',
  width: 800,
  height: 600,
} satisfies Image;

const programme2 = {
  src: '/images/programme-2.svg',
  alt: 'A health worker follows a training course on a laptop, with textbooks, a stethoscope and a framed certificate nearby.',
  width: 800,
  height: 600,
} satisfies Image;

const programme3 = {
  src: '/images/programme-3.svg',
  alt: 'A pharmacy worker checks stock levels on a tablet beside well-stocked shelves of medicines and supply boxes.',
  width: 800,
  height: 600,
} satisfies Image;

const programme4 = {
  src: '/images/programme-4.svg',
  alt: 'Four people meet around a table with papers, in front of a screen showing a rising line chart.',
  width: 800,
  height: 600,
} satisfies Image;

const programme5 = {
  src: '/images/programme-5.svg',
  alt: 'A relief worker carries a box of supplies at a field medical station with two tents and a water tank, as a parent and child arrive.',
  width: 800,
  height: 600,
} satisfies Image;

/** Every SVG in assets/images, by name. */
export const images = {
  logo,
  mark,
  heroHome,
  whyHealthcareAccess,
  whyUkraineCrisisResponse,
  whyAfricaHumanitarianAid,
  pillarHealthcareAccess,
  pillarEducationTraining,
  pillarSystemsStrengthening,
  pillarPolicyResearch,
  pillarEmergencyRelief,
  programme1,
  programme2,
  programme3,
  programme4,
  programme5,
} satisfies Record<string, Image>;

export type ImageName = keyof typeof images;

/** Each funding pillar's hero image, by pillar id. */
export const pillarImages: Record<PillarId, Image> = {
  'healthcare-access': pillarHealthcareAccess,
  'education-training': pillarEducationTraining,
  'systems-strengthening': pillarSystemsStrengthening,
  'policy-research': pillarPolicyResearch,
  'emergency-relief': pillarEmergencyRelief,
};

/** The images of programme areas I to V, in order (Healthcare Access first). */
export const programmeImages: readonly [Image, Image, Image, Image, Image] = [
  programme1,
  programme2,
  programme3,
  programme4,
  programme5,
];
