/**
 * The programme section's days, built from the edition the page is rendered for and its programme
 * in one language: a registrable session's time, room and title come from the
 * edition's session, so the programme, the form and the e-mail can never disagree.
 */
import {
  type Edition,
  type EditionProgramme,
  type EditionSpeaker,
  FORUM_DAYS,
  type Locale,
  type ProgrammeItem,
  editionSession,
  formatProgrammeDate,
  compareSessionTimes,
  roomWords,
} from '@forum/shared';
import { fill } from './fill';
import type { ProgramDay, ProgramItem, Speaker } from './types';

function speaker(source: EditionSpeaker, locale: Locale): Speaker {
  return {
    ...(source.image ? { image: source.image } : {}),
    name: source.name[locale],
    title: source.title[locale],
    affiliation: source.affiliation[locale],
    ...(source.subject ? { subject: source.subject[locale] } : {}),
    panel: source.panel,
  };
}

function programmeItem(edition: Edition, source: ProgrammeItem, locale: Locale): ProgramItem {
  const timeAndPlace =
    'session' in source
      ? (() => {
          const session = editionSession(edition, source.session);
          const venue = roomWords(edition, session.room)[locale];
          return {
            session: source.session,
            start: session.start,
            end: session.end,
            title: session.title[locale],
            venue,
          };
        })()
      : {
          start: source.start,
          end: source.end,
          title: source.title[locale],
          venue: roomWords(edition, source.room)[locale],
        };
  const { partner, note, topics, panelTitle, companies } = source;
  return {
    ...timeAndPlace,
    ...(partner ? { partner: partner[locale] } : {}),
    ...(note ? { note: note[locale] } : {}),
    ...(topics ? { topics: topics.map((topic) => topic[locale]) } : {}),
    ...(panelTitle ? { panelTitle: panelTitle[locale] } : {}),
    speakers: source.speakers.map((entry) => speaker(entry, locale)),
    ...(companies
      ? {
          companies: {
            ...(companies.title ? { title: companies.title[locale] } : {}),
            list: companies.list[locale],
            counter: companies.counter,
          },
        }
      : {}),
  };
}

/** Both forum days in `locale`; `dayLabel` names a day, '{day}' replaced with its number ('Day {day}'). */
export function programmeDays(
  edition: Edition,
  programme: EditionProgramme,
  locale: Locale,
  dayLabel: string,
): ProgramDay[] {
  return FORUM_DAYS.map((day) => ({
    id: `day${day}` as const,
    label: fill(dayLabel, { day }),
    date: formatProgrammeDate(edition.days[day], locale),
    // In time order whatever the edition file's order: the evening reception after the afternoon.
    items: programme[day]
      .map((item) => programmeItem(edition, item, locale))
      .sort((a, b) => compareSessionTimes({ day, ...a }, { day, ...b })),
  }));
}
