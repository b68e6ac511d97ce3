/** NotFound, the page for an unknown address (spec sections 2 and 8). */
export const notFoundCopy = {
  code: '404',
  title: 'Page Not Found',
  description: "The page you're looking for doesn't exist or has been moved.",
  searchLabel: 'Search the site',
  searchButtonLabel: 'Search',
  homeCard: { title: 'Home Page', description: 'Start again from our homepage.' },
  searchCard: { title: 'Search Site', description: 'Find pages, articles and documents.' },
  backCard: { title: 'Go Back', description: 'Return to the page you were on.' },
  linksTitle: 'Popular Pages',
  homeLabel: 'Go to Homepage',
  backLabel: 'Go Back',
  helpTitle: 'Need Help?',
  helpText: 'If you followed a link to get here, or cannot find what you need, our team can help.',
  contactLabel: 'Contact us',
};
