/**
 * A message's page in one reducer: the message as last loaded (and when, for whether its time is
 * still to come), the preview and the person it is for, the notice and alert, an action under
 * way, the send confirmation, and `version`, raised to load the page again. `messageMoves` says
 * which actions the loaded message allows.
 */
import type { MessageDetail, MessagePreview, Registrant } from '@forum/shared';

export interface MessagePageState {
  detail: MessageDetail | null;
  /** When the message was loaded (ms): whether a draft's time is still to come. */
  loadedAt: number;
  preview: MessagePreview | null;
  previewError: string;
  previewPerson: Registrant | null;
  /** The notice: what the last action did (or the caller's, such as "saved"). */
  status: string;
  alert: string;
  busy: boolean;
  confirming: boolean;
  /** Raised to load the page again (after an action, or Refresh). */
  version: number;
}

export type MessagePageAction =
  | { type: 'loaded'; detail: MessageDetail; at: number }
  | { type: 'loadFailed'; alert: string }
  | { type: 'reload' }
  | { type: 'previewed'; preview: MessagePreview }
  | { type: 'previewFailed'; error: string }
  | { type: 'choosePreviewPerson'; person: Registrant | null }
  | { type: 'askToSend' }
  | { type: 'keepDraft' }
  | { type: 'working' }
  /** The action went through: its notice, and the page loaded again. */
  | { type: 'done'; status: string }
  | { type: 'refused'; alert: string }
  /** The session ended while the action was under way. */
  | { type: 'stopped' };

export function initialMessagePageState(notice: string): MessagePageState {
  return {
    detail: null,
    loadedAt: 0,
    preview: null,
    previewError: '',
    previewPerson: null,
    status: notice,
    alert: '',
    busy: false,
    confirming: false,
    version: 0,
  };
}

export function messagePageReducer(state: MessagePageState, action: MessagePageAction): MessagePageState {
  switch (action.type) {
    case 'loaded':
      return { ...state, detail: action.detail, loadedAt: action.at };
    case 'loadFailed':
      return { ...state, alert: action.alert };
    case 'reload':
      return { ...state, version: state.version + 1 };
    case 'previewed':
      return { ...state, preview: action.preview, previewError: '' };
    case 'previewFailed':
      return { ...state, preview: null, previewError: action.error };
    case 'choosePreviewPerson':
      return { ...state, previewPerson: action.person };
    case 'askToSend':
      return { ...state, confirming: true };
    case 'keepDraft':
      return { ...state, confirming: false };
    case 'working':
      return { ...state, busy: true, alert: '' };
    case 'done':
      return { ...state, busy: false, confirming: false, status: action.status, version: state.version + 1 };
    case 'refused':
      return { ...state, busy: false, confirming: false, alert: action.alert };
    case 'stopped':
      return { ...state, busy: false, confirming: false };
  }
}

/** What the loaded message allows, and when a send goes. */
export interface MessageMoves {
  canSend: boolean;
  canCancel: boolean;
  /** A manual message not yet sent: edited, or deleted rather than cancelled. */
  isDraft: boolean;
  /** A time still to come (the send schedules it), or null (it goes at once). */
  later: string | null;
}

export function messageMoves(detail: MessageDetail, loadedAt: number): MessageMoves {
  return {
    canSend:
      detail.state === 'draft' ||
      detail.state === 'failed' ||
      (detail.kind === 'reminder' && detail.state === 'cancelled'),
    canCancel: detail.state === 'draft' || detail.state === 'scheduled' || detail.state === 'failed',
    isDraft: detail.state === 'draft' && detail.kind === 'manual',
    later: detail.sendAt && Date.parse(detail.sendAt) > loadedAt ? detail.sendAt : null,
  };
}
