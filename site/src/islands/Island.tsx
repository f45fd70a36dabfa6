import type { ReactNode } from 'react';

/** The interactive parts of the landing page, each hydrated as its own React root (islands.tsx). */
export const ISLAND_NAMES = ['header', 'hero-cta', 'registration-cta', 'footer'] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/**
 * Marks an island in the prerendered HTML. The wrapper takes no box of its own (display:
 * contents), so the layout is the same with or without it; the routed pages render it too and
 * hydrate it as part of the whole page. Keep island components free of useId: their ids would
 * differ between the whole-page prerender and the island's own root.
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div className="island" data-island={name}>
      {children}
    </div>
  );
}
