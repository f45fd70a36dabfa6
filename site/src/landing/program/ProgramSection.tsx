import { useContent } from '../../content/ContentContext';
import { Section } from '../Section';
import { ProgramList } from './ProgramList';
import { ProgramTable } from './ProgramTable';
import './program.css';

/**
 * The programme, from one data source (content.program.days) into two views: tables on wide
 * screens, lists on phones. CSS shows one of them; the hidden one is display:none, so assistive
 * technology meets the programme once.
 */
export function ProgramSection() {
  const { program } = useContent();
  return (
    <Section id="program" heading={program.heading} tone="surface">
      <p className="section__intro">{program.intro}</p>
      {program.days.map((day) => (
        <div key={day.id} className="program-day">
          <h3 className="program-day__heading">
            <span className="program-day__label">{day.label}</span> {day.date}
          </h3>
          <ProgramTable day={day} />
          <ProgramList day={day} />
        </div>
      ))}
    </Section>
  );
}
