import type { CompanyBox as CompanyBoxData } from '../../content/types';
import { fill } from '../../content';
import { useContent } from '../../content/ContentContext';
import { countCompanies } from './countCompanies';

/** The companies presenting in a session: optional title, 'IR of N Companies :' and the list as written. */
export function CompanyBox({ box }: { box: CompanyBoxData }) {
  const { program } = useContent();
  return (
    <div className="company-box">
      {box.title ? <p className="company-box__title">{box.title}</p> : null}
      {box.counter ? (
        <p className="company-box__count">{fill(program.companiesCount, { count: countCompanies(box.list) })}</p>
      ) : null}
      <p className="company-box__list">{box.list}</p>
    </div>
  );
}
