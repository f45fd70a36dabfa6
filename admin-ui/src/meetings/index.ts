/** The managers' Meetings screen: slot settings, the grid of slots by tables, moves, cancels, agendas. */
export { MeetingsScreen } from './MeetingsScreen';
export { MEETINGS_TEXT } from './meetingsText';
export { DeskMeetings } from './DeskMeetings';
