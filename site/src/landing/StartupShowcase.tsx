import { useContent } from '../content/ContentContext';
import { Logo } from './Logo';
import { Section } from './Section';
// Shares the investors' logo grid styles.
import './InvestorsSection.css';

/** The startup showcase; rendered only when the organiser turns it on in the edition. */
export function StartupShowcase() {
  const { startups } = useContent();
  return (
    <Section id="startups" heading={startups.heading}>
      <ul className="logo-grid">
        {startups.items.map((startup) => (
          <li
            key={startup.title}
            className={startup.dark ? 'logo-grid__item logo-grid__item--dark' : 'logo-grid__item'}
          >
            <Logo item={{ name: startup.title, link: startup.link, dark: startup.dark, ...startup.logo }} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
