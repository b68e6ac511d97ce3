// The built-in English words of PillarCard: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const pillarCard = {
  /** Shown above the outcomes, and names their list. */
  outcomes: 'Outcomes',
  /** The link to the pillar's page. */
  learnMore: 'Learn more',
  /** Read (hidden) after 'Learn more', so the link makes sense alone ({title}: the pillar's name). */
  learnMoreContext: 'about {title}',
};
