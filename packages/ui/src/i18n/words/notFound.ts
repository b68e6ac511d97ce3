// The built-in English words of NotFound: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const notFound = {
  /** The heading. */
  title: 'Page Not Found',
  /** The sentence under the heading. */
  description: "The page you're looking for doesn't exist or has been moved.",
  /** The quick search's label, which also names its search landmark. */
  search: 'Search the site',
  /** The quick search's submit button. */
  searchButton: 'Search',
  /** The homepage card's title. */
  homeCardTitle: 'Home Page',
  /** The homepage card's text. */
  homeCardDescription: 'Start again from our homepage.',
  /** The site search card's title (a button that opens the site's search). */
  searchCardTitle: 'Search Site',
  /** The site search card's text. */
  searchCardDescription: 'Find pages, articles and documents.',
  /** The Go Back card's title (a button that goes back in the browser's history). */
  backCardTitle: 'Go Back',
  /** The Go Back card's text. */
  backCardDescription: 'Return to the page you were on.',
  /** The heading over the list of likely pages, which also names their navigation. */
  linksTitle: 'Popular Pages',
  /** The link to the homepage, under the likely pages. */
  home: 'Go to Homepage',
  /** The Go Back button beside it. */
  back: 'Go Back',
  /** The help note's title. */
  helpTitle: 'Need Help?',
  /** The help note's sentence, before the contact link. */
  helpText: 'If you followed a link to get here, or cannot find what you need, our team can help.',
  /** The help note's link to the contact page. */
  contact: 'Contact us',
};
