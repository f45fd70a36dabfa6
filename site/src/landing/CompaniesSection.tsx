import { fill } from '../content';
import { useContent } from '../content/ContentContext';
import type { Company } from '../content/types';
import { LinkIcon } from '../icons/LinkIcon';
import { Section } from './Section';
import './CompaniesSection.css';

function WebsiteLink({ href, caption, accessibleText }: { href: string; caption?: string; accessibleText: string }) {
  return (
    <a className="company-link" href={href}>
      <LinkIcon />
      {caption ? <span aria-hidden="true">{caption}</span> : null}
      <span className="visually-hidden">
        {accessibleText}
        {caption ? ` (${caption})` : ''}
      </span>
    </a>
  );
}

function websites(company: Company): { href: string; caption?: string }[] {
  const links: { href: string; caption?: string }[] = [{ href: company.website, caption: company.caption1 }];
  if (company.website2) links.push({ href: company.website2, caption: company.caption2 });
  return links;
}

/** The participating companies as a numbered table: No. / Company / Website (anchor #companies). */
export function CompaniesSection() {
  const { companies } = useContent();
  return (
    <Section id="companies" heading={companies.heading} tone="surface">
      <p className="section__intro">{companies.intro}</p>
      <table className="companies-table">
        <caption className="visually-hidden">{companies.heading}</caption>
        <thead>
          <tr>
            <th scope="col" className="companies-table__number">
              {companies.columns.number}
            </th>
            <th scope="col">{companies.columns.company}</th>
            <th scope="col" className="companies-table__website">
              {companies.columns.website}
            </th>
          </tr>
        </thead>
        <tbody>
          {companies.items.map((company, index) => (
            <tr key={company.name}>
              <td className="companies-table__number">{index + 1}</td>
              <th scope="row">{company.name}</th>
              <td className="companies-table__website">
                {websites(company).map((link) => (
                  <WebsiteLink
                    key={link.href}
                    href={link.href}
                    caption={link.caption}
                    accessibleText={fill(companies.websiteLinkText, { name: company.name })}
                  />
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
