import type { SocialLink } from '../content/types';

// Simplified brand marks (24 px grid), drawn in currentColor so they follow the footer's colours.
const PATHS: Record<SocialLink['network'], string> = {
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4v11H3zM9.5 9.75h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.6 4.77 6v6.45h-4v-5.7c0-1.37-.03-3.12-1.9-3.12-1.9 0-2.2 1.48-2.2 3.02v5.8h-4z',
  facebook:
    'M13.5 21.5v-8h2.7l.4-3.1h-3.1V8.4c0-.9.25-1.5 1.55-1.5h1.65V4.1c-.3-.04-1.27-.12-2.4-.12-2.38 0-4 1.45-4 4.1v2.3H7.6v3.1h2.7v8z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.76-1.77C18.28 5 12 5 12 5s-6.28 0-7.84.43A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.76 1.77C5.72 19 12 19 12 19s6.28 0 7.84-.43a2.5 2.5 0 0 0 1.76-1.77A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
};

export function SocialIcon({ network }: { network: SocialLink['network'] }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[network]} fill="currentColor" />
    </svg>
  );
}
