import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ValueCardSchema } from '../schemas.ts';
import { values, visionStatement } from './vision.ts';

describe('vision and values', () => {
  it('each value matches the value card schema', () => {
    for (const value of values) expect(v.safeParse(ValueCardSchema, value).issues).toBeUndefined();
  });

  it('are the three values of the specification, numbered in words', () => {
    expect(values.map(({ number, label }) => [number, label])).toEqual([
      ['One', 'Principled governance'],
      ['Two', 'Enduring legacy'],
      ['Three', 'Uncompromising mission'],
    ]);
  });

  it('keep the spec’s facts: Board resolutions, no benefactor influence, 85%', () => {
    const [governance, , mission] = values;
    expect(governance?.description).toContain('formal resolution of the Board of Trustees');
    expect(governance?.description).toContain('founding benefactors have no influence');
    expect(mission?.description).toContain('85% of every donation goes to health programmes');
    expect(visionStatement).toContain('justice, not charity');
  });
});
