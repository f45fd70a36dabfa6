/** Text of the /link hub (English only, like every route but /kor). Lives in the page's chunk. */
export const LINK_PAGE = {
  meta: {
    title: 'Links | Global Investors Forum 2025',
    description:
      'Pre-registration, programme, participating companies, social channels and contact details of the Global Investors Forum 2025, on one page.',
  },
  heading: 'Global Investors Forum 2025',
  intro: '22-23 September 2025 · Yeouido, Seoul',
  registerLabel: 'Pre-register for the forum',
  forumHeading: 'The forum',
  forumLinks: [
    // Worded apart from the header menu's entries so each link's accessible name is distinct.
    { label: 'Event schedule', to: '/#program' },
    { label: "Mayor's invitation", to: '/#greeting' },
    { label: 'Investor line-up', to: '/#investors' },
    { label: 'Company list', to: '/#companies' },
    { label: 'About the forum', to: '/about' },
  ],
  koreanLabel: 'Visit the Korean site',
  socialHeading: 'Follow us',
  contactHeading: 'Contact',
} as const;
