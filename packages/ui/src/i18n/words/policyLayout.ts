// The built-in English words of PolicyLayout: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const policyLayout = {
  /** The label of the date the policy was last updated. */
  lastUpdated: 'Last Updated',
  /** The label of the date the policy takes effect. */
  effectiveDate: 'Effective Date',
  /** The label of the date the policy is next reviewed. */
  reviewDate: 'Review Date',
  /** The label of who approved the policy. */
  approvedBy: 'Approved by',
  /** The contents list's heading. */
  contents: 'Contents',
  /** The link at the end of each section back to the contents. */
  backToContents: 'Back to contents',
  /** The heading over the related links. */
  relatedLinks: 'Related Policies',
};
