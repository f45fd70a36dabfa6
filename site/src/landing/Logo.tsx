import type { LogoItem } from '../content/types';

/** A sized logo image, linked when the item has a link. Logos above the fold pass eager. */
export function Logo({ item, eager = false, linked = true }: { item: LogoItem; eager?: boolean; linked?: boolean }) {
  const image = (
    <img
      src={item.src}
      alt={item.name}
      width={item.width}
      height={item.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
  return linked && item.link ? <a href={item.link}>{image}</a> : image;
}
