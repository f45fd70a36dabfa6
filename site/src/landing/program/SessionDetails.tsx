import type { ProgramItem } from '../../content/types';
import { useContent } from '../../content/ContentContext';
import { CompanyBox } from './CompanyBox';
import { SpeakerList } from './SpeakerList';

/**
 * Everything about one programme item except its time and venue. The wide-screen table and the
 * phone list both render this, so the two views always show the same content.
 */
export function SessionDetails({ item }: { item: ProgramItem }) {
  const { program } = useContent();
  return (
    <div className="session">
      <h4 className="session__title">{item.title}</h4>
      {item.session ? <p className="session__registrable">{program.registrableLabel}</p> : null}
      {item.partner ? <p className="session__partner">{item.partner}</p> : null}
      {item.note ? <p className="session__note">{item.note}</p> : null}
      {item.topics ? (
        <div className="session__topics">
          <p className="session__label">{program.topicsLabel}</p>
          <ul>
            {item.topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {item.panelTitle ? <p className="session__panel">{item.panelTitle}</p> : null}
      <SpeakerList speakers={item.speakers} />
      {item.companies ? <CompanyBox box={item.companies} /> : null}
    </div>
  );
}

export function timeRange(item: ProgramItem): string {
  return `${item.start}–${item.end}`;
}
