import type { ProgramDay } from '../../content/types';
import { useContent } from '../../content/ContentContext';
import { SessionDetails, timeRange } from './SessionDetails';

/** Wide screens (768 px and up): one table per day, time as the row header. */
export function ProgramTable({ day }: { day: ProgramDay }) {
  const { program } = useContent();
  return (
    <table className="program-table">
      <caption className="visually-hidden">
        {day.label}, {day.date}
      </caption>
      <thead>
        <tr>
          <th scope="col" className="program-table__time">
            {program.columns.time}
          </th>
          <th scope="col">{program.columns.session}</th>
          <th scope="col" className="program-table__venue">
            {program.columns.venue}
          </th>
        </tr>
      </thead>
      <tbody>
        {day.items.map((item) => (
          <tr key={`${item.start}-${item.title}`}>
            <th scope="row" className="program-table__time">
              {timeRange(item)}
            </th>
            <td>
              <SessionDetails item={item} />
            </td>
            <td className="program-table__venue">{item.venue}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
