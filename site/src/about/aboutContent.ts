/** Text of the /about page (English only). Neutral sample text until the organisers supply theirs. */
export const ABOUT_PAGE = {
  meta: {
    title: 'About the forum | Global Investors Forum 2025',
    description:
      'The Global Investors Forum is the city’s annual meeting of global and Korean investors with its most promising companies, held every year since 2022.',
  },
  heading: 'About the forum',
  intro: [
    'The Global Investors Forum is held every year by the city to connect limited partners, venture and private-equity investors and financial institutions from around the world with companies based in the city.',
    'Each edition combines keynotes, sector sessions in which selected companies present to investors, workshops for fund managers and investors, and networking.',
  ],
  editionsHeading: 'Editions since 2022',
  editions: [
    {
      year: 2022,
      title: 'First edition',
      text: 'The first forum brought overseas investors and city-based companies together for company IR sessions and one-to-one meetings.',
    },
    {
      year: 2023,
      title: 'Second edition',
      text: 'The forum grew to two days and added sector sessions with partner organisations.',
    },
    {
      year: 2024,
      title: 'Third edition',
      text: 'A workshop for limited and general partners joined the programme alongside the sector sessions.',
    },
    {
      year: 2025,
      title: 'Fourth edition: 22-23 September 2025',
      text: 'Sessions on AI, bio and healthcare, lifestyle and Middle East market entry, an LP-GP workshop and participant networking in Yeouido.',
    },
  ],
  programmeLink: 'See the 2025 programme',
  registerLink: 'Pre-register',
} as const;
