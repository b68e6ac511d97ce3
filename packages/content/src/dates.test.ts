import { describe, expect, it } from 'vitest';
import { formatLongDate, formatNumericDate } from './dates.ts';

describe('dates as the spec writes them', () => {
  it('writes long dates day month year, without a leading zero', () => {
    expect(formatLongDate('2025-09-16')).toBe('16 September 2025');
    expect(formatLongDate('2024-12-01')).toBe('1 December 2024');
  });

  it('writes numeric dates dd/mm/yyyy', () => {
    expect(formatNumericDate('2025-05-08')).toBe('08/05/2025');
    expect(formatNumericDate('2026-05-08')).toBe('08/05/2026');
  });
});
