import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLongDate, parseIsoDate } from './dates.ts';

describe('formatLongDate', () => {
  it('writes an ISO date the British way', () => {
    expect(formatLongDate('2024-01-01')).toBe('1 January 2024');
    expect(formatLongDate('2025-09-16')).toBe('16 September 2025');
    expect(formatLongDate('2023-12-31')).toBe('31 December 2023');
  });

  it('reads only the date of an ISO date and time, whatever its offset', () => {
    expect(formatLongDate('2024-12-01T23:30:00+05:00')).toBe('1 December 2024');
    expect(formatLongDate('2024-12-01T00:30:00-08:00')).toBe('1 December 2024');
  });

  it('writes British English exactly as Intl does, on every day of a leap year and two common ones', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const year of [1999, 2024, 2025]) {
      for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += 86_400_000) {
        const iso = new Date(day).toISOString().slice(0, 10);
        expect(formatLongDate(iso)).toBe(intl.format(new Date(day)));
      }
    }
  });

  it('writes the date as another locale does', () => {
    expect(formatLongDate('2024-01-15', 'fr-FR')).toBe('15 janvier 2024');
  });

  it('returns anything that is not an ISO date as given', () => {
    expect(formatLongDate('Spring 2024')).toBe('Spring 2024');
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate('2024-02-30')).toBe('2024-02-30');
    expect(formatLongDate('2024-13-01')).toBe('2024-13-01');
  });

  describe('west of Greenwich', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it('keeps the day in a negative UTC offset (America/New_York)', () => {
      // Local midnight there is 05:00 UTC: a date read as local time would show 31 December.
      vi.stubEnv('TZ', 'America/New_York');
      expect(new Date(2024, 0, 1).getTimezoneOffset()).toBeGreaterThan(0);
      expect(formatLongDate('2024-01-01')).toBe('1 January 2024');
      expect(parseIsoDate('2024-01-01')?.toISOString()).toBe('2024-01-01T00:00:00.000Z');
    });
  });
});
