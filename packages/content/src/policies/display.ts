// The meta block of a policy page as the spec writes it: 'Last Updated 16 September 2025',
// 'Effective Date 08/05/2025', 'Review Date 08/05/2026', 'Approved by Board of Trustees'.
import { formatLongDate, formatNumericDate } from '../dates.ts';
import type { Policy } from '../schemas.ts';

/** The display strings, keyed like PolicyLayout's props; absent when the policy has no value. */
export interface PolicyDisplayDates {
  lastUpdated?: string;
  effectiveDate?: string;
  reviewDate?: string;
  approvedBy?: string;
}

/**
 * The strings PolicyLayout shows under the title: 'Last Updated' as a long date, the
 * effective and review dates as numeric dates, and 'Approved by' as written.
 */
export function policyDisplayDates(
  policy: Pick<Policy, 'lastUpdated' | 'effectiveDate' | 'reviewDate' | 'approvedBy'>,
): PolicyDisplayDates {
  const dates: PolicyDisplayDates = {};
  if (policy.lastUpdated) dates.lastUpdated = formatLongDate(policy.lastUpdated);
  if (policy.effectiveDate) dates.effectiveDate = formatNumericDate(policy.effectiveDate);
  if (policy.reviewDate) dates.reviewDate = formatNumericDate(policy.reviewDate);
  if (policy.approvedBy) dates.approvedBy = policy.approvedBy;
  return dates;
}
