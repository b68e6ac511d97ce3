import * as v from 'valibot';

export const OrganisationSchema = v.object({
  name: v.pipe(v.string(), v.nonEmpty()),
  shortName: v.pipe(v.string(), v.nonEmpty()),
  mission: v.pipe(v.string(), v.nonEmpty()),
  registration: v.object({
    jurisdiction: v.literal('England and Wales'),
    charityCommission: v.picklist(['in progress', 'registered']),
    expected: v.optional(v.string()),
  }),
  address: v.object({
    city: v.pipe(v.string(), v.nonEmpty()),
    country: v.pipe(v.string(), v.nonEmpty()),
  }),
});

export type Organisation = v.InferOutput<typeof OrganisationSchema>;

/** Facts from the specification, section 1. */
export const organisation: Organisation = {
  name: 'Global Health Access Trust',
  shortName: 'GHAT',
  mission: 'Access to health as justice, not charity.',
  registration: {
    jurisdiction: 'England and Wales',
    charityCommission: 'in progress',
    expected: '2025',
  },
  address: { city: 'London', country: 'United Kingdom' },
};
