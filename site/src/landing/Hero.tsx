import { useContent } from '../content/ContentContext';
import { useSiteEdition } from '../edition/SiteEditionContext';
import type { LogoItem } from '../content/types';
import { HeroCallToAction } from './HeroCallToAction';
import { Logo } from './Logo';
import './Hero.css';

function LogoRow({ id, label, items }: { id: string; label: string; items: LogoItem[] }) {
  return (
    <div className="hero__logo-row">
      <p id={id} className="hero__logo-label">
        {label}
      </p>
      <ul className="hero__logos" aria-labelledby={id}>
        {items.map((item) => (
          <li key={item.name} className={item.dark ? 'hero__logo hero__logo--dark' : 'hero__logo'}>
            <Logo item={item} eager />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The title block: subtitle, the page's one h1, date and venue, description, the Register button
 * (in the first screen on phones too), organisers and partners.
 */
export function Hero() {
  const { hero, organisers, partners } = useContent();
  const { edition } = useSiteEdition();
  return (
    <div className="hero">
      <div className="container hero__inner">
        <p className="hero__subtitle">{hero.subtitle}</p>
        <h1 className="hero__title">{hero.title}</h1>
        <p className="hero__when">
          <time dateTime={edition.days[1]}>{hero.date}</time>
          <span aria-hidden="true"> · </span>
          <span className="hero__venue">{hero.venue}</span>
        </p>
        <p className="hero__description">{hero.description}</p>
        <div className="hero__actions">
          <HeroCallToAction />
        </div>
      </div>
      <div className="container hero__sponsors">
        <LogoRow id="hero-organisers" label={hero.organisersLabel} items={organisers} />
        <LogoRow id="hero-partners" label={hero.partnersLabel} items={partners} />
      </div>
    </div>
  );
}
