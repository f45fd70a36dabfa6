import type { ProgramDay } from '../../content/types';
import { useContent } from '../../content/ContentContext';
import { SessionDetails, timeRange } from './SessionDetails';

/** Phones (below 768 px): the same items as ProgramTable, as a list of cards. */
export function ProgramList({ day }: { day: ProgramDay }) {
  const { program } = useContent();
  return (
    <ol className="program-list">
      {day.items.map((item) => (
        <li key={`${item.start}-${item.title}`} className="program-list__item">
          <p className="program-list__meta">
            <span className="program-list__time">
              <span className="visually-hidden">{program.columns.time}: </span>
              {timeRange(item)}
            </span>
            <span className="program-list__venue">
              <span className="visually-hidden">{program.columns.venue}: </span>
              {item.venue}
            </span>
          </p>
          <SessionDetails item={item} />
        </li>
      ))}
    </ol>
  );
}
