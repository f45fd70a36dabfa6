import { useContent } from '../content/ContentContext';
import { Logo } from './Logo';
import { Section } from './Section';
import './InvestorsSection.css';

/** The international investors' logo grid (anchor #investors). */
export function InvestorsSection() {
  const { investors } = useContent();
  return (
    <Section id="investors" heading={investors.heading}>
      <p className="section__intro">{investors.intro}</p>
      <ul className="logo-grid">
        {investors.items.map((item) => (
          <li key={item.src} className={item.dark ? 'logo-grid__item logo-grid__item--dark' : 'logo-grid__item'}>
            <Logo item={item} linked={!item.more} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
