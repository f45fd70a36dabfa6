/**
 * The Meetings screen's state in one reducer: the slot settings as edited (null until the first
 * edit, so the server's are shown), the line at the top of the screen, the meeting being moved with
 * the move panel's own error, the meeting whose cancelling is being confirmed, and whether a call
 * to the server is under way.
 */
import type { AdminMeeting, MeetingSlots } from '@forum/shared';

export type MeetingsMessage = { kind: 'status' | 'alert'; text: string } | null;

/** A meeting being moved and where to: `at` is the slot as the panel's choice says it ("<day> <start>"). */
export interface MeetingMove {
  meeting: AdminMeeting;
  at: string;
  table: number;
}

export interface MeetingsState {
  editedSlots: MeetingSlots | null;
  message: MeetingsMessage;
  moving: MeetingMove | null;
  /** Said inside the move panel, in the organiser's words (never the registrant's sentence at the top). */
  moveError: string;
  cancelling: AdminMeeting | null;
  busy: boolean;
}

export type MeetingsAction =
  | { type: 'editSlots'; slots: MeetingSlots }
  | { type: 'say'; message: MeetingsMessage }
  /** A change is sent: the last line at the top goes, the buttons wait. */
  | { type: 'working' }
  | { type: 'answered' }
  | { type: 'startMove'; meeting: AdminMeeting }
  | { type: 'moveTo'; at?: string; table?: number }
  | { type: 'moveRefused'; error: string }
  /** The move is sent; the line at the top stays until the server has moved it. */
  | { type: 'sendMove' }
  | { type: 'moved'; text: string }
  | { type: 'closeMove' }
  | { type: 'askCancel'; meeting: AdminMeeting }
  | { type: 'closeCancel' };

export const initialMeetingsState: MeetingsState = {
  editedSlots: null,
  message: null,
  moving: null,
  moveError: '',
  cancelling: null,
  busy: false,
};

export function meetingsReducer(state: MeetingsState, action: MeetingsAction): MeetingsState {
  switch (action.type) {
    case 'editSlots':
      return { ...state, editedSlots: action.slots };
    case 'say':
      return { ...state, message: action.message };
    case 'working':
      return { ...state, busy: true, message: null };
    case 'answered':
      return { ...state, busy: false };
    case 'startMove': {
      const { meeting } = action;
      return {
        ...state,
        moveError: '',
        moving: { meeting, at: `${meeting.day} ${meeting.start}`, table: meeting.table },
      };
    }
    case 'moveTo':
      if (!state.moving) return state;
      return {
        ...state,
        moveError: '',
        moving: { ...state.moving, at: action.at ?? state.moving.at, table: action.table ?? state.moving.table },
      };
    case 'moveRefused':
      return { ...state, moveError: action.error };
    case 'sendMove':
      return { ...state, moveError: '', busy: true };
    case 'moved':
      return { ...state, moving: null, message: { kind: 'status', text: action.text } };
    case 'closeMove':
      return { ...state, moving: null };
    case 'askCancel':
      return { ...state, cancelling: action.meeting };
    case 'closeCancel':
      return { ...state, cancelling: null };
  }
}
