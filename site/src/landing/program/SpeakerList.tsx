import type { Speaker } from '../../content/types';
import { useContent } from '../../content/ContentContext';

export const SPEAKER_PLACEHOLDER = '/images/speaker-placeholder.svg';

/** Speakers of one session; the moderator (panel: false) is labelled and styled apart. */
export function SpeakerList({ speakers }: { speakers: Speaker[] }) {
  const { program } = useContent();
  if (speakers.length === 0) return null;
  return (
    <ul className="speakers">
      {speakers.map((speaker) => (
        <li key={speaker.name} className={speaker.panel ? 'speaker' : 'speaker speaker--moderator'}>
          <img
            className="speaker__photo"
            src={speaker.image ?? SPEAKER_PLACEHOLDER}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
          />
          <div className="speaker__text">
            <p className="speaker__name">
              {speaker.name}
              {speaker.panel ? null : <span className="speaker__badge">{program.moderator}</span>}
            </p>
            <p className="speaker__role">
              {speaker.title}, {speaker.affiliation}
            </p>
            {speaker.subject ? <p className="speaker__subject">“{speaker.subject}”</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
