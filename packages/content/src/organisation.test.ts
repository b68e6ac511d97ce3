import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { organisation, OrganisationSchema } from './organisation.ts';

describe('organisation', () => {
  it('matches its schema', () => {
    expect(v.safeParse(OrganisationSchema, organisation).success).toBe(true);
  });

  it('states the mission and the registration as the specification gives them', () => {
    expect(organisation.mission).toBe('Access to health as justice, not charity.');
    expect(organisation.registration).toMatchObject({
      charityCommission: 'in progress',
      expected: '2025',
    });
  });

  it('rejects an organisation without a name', () => {
    expect(v.safeParse(OrganisationSchema, { ...organisation, name: '' }).success).toBe(false);
  });
});
