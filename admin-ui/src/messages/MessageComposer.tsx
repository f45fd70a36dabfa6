/**
 * Writing a message, or editing a draft: the audience (the list's filters plus seat status,
 * language, check-in on a day and registration date) said in words with its live recipient count,
 * the subject and text in English and Korean with the placeholders, an optional sending time
 * (Korea time), and a live preview as one chosen registrant. Saving makes (or rewrites) the draft;
 * the message's page then tests and sends it. The state and its moves are in composerState.ts.
 */
import { type FormEvent, useEffect, useId, useReducer } from 'react';
import {
  type ApiErrorCode,
  type Locale,
  type MessageAudience,
  type MessageDetail,
  errorMessage,
  fieldErrorMessage,
} from '@forum/shared';
import { ComposerAudienceFields } from './ComposerAudienceFields';
import { ComposerLivePreview } from './ComposerLivePreview';
import { ComposerTextFields } from './ComposerTextFields';
import { composerAudience, composerMessage, composerReducer, initialComposerState, isInvitees } from './composerState';
import type { MessagesApi } from './messagesApi';
import { MESSAGES_TEXT } from './messagesText';
import { useLoadPeople } from './useLoadPeople';

export interface MessageComposerProps {
  api: MessagesApi;
  locale: Locale;
  token: string;
  /** A draft to edit; absent: a new message. */
  draft?: MessageDetail;
  onSaved(id: number): void;
  onSessionEnded(code?: ApiErrorCode): void;
}

export function MessageComposer({ api, locale, token, draft, onSaved, onSessionEnded }: MessageComposerProps) {
  const t = MESSAGES_TEXT[locale];
  const id = useId();
  const [state, dispatch] = useReducer(composerReducer, draft, initialComposerState);
  const { filters, texts, sendAt, count, busy, alert, fields, previewPerson } = state;
  const invitees = isInvitees(filters);
  const audience = composerAudience(filters);
  const audienceKey = JSON.stringify(audience);

  // The live count: asked again a moment after the filters stop changing.
  useEffect(() => {
    let live = true;
    dispatch({ type: 'counting' });
    const timer = setTimeout(() => {
      void api.count(token, JSON.parse(audienceKey) as MessageAudience).then((result) => {
        if (!live) return;
        if (result.ok) dispatch({ type: 'counted', recipients: result.value.recipients });
        else if (result.status === 401) onSessionEnded(result.code);
      });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, token, audienceKey, onSessionEnded]);

  const loadPeople = useLoadPeople(api, token, onSessionEnded);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    dispatch({ type: 'saving' });
    const message = composerMessage(state);
    const result = draft ? await api.update(token, draft.id, message) : await api.create(token, message);
    if (result.ok) {
      dispatch({ type: 'saveFinished' });
      onSaved(result.value.id);
    } else if (result.status === 401) {
      dispatch({ type: 'saveFinished' });
      onSessionEnded(result.code);
    } else {
      const fieldWords = Object.fromEntries(
        Object.entries(result.fields ?? {}).map(([key, code]) => [key, code ? fieldErrorMessage(code, locale) : '']),
      );
      dispatch({ type: 'saveRefused', fields: fieldWords, alert: errorMessage(result.code, locale) });
    }
  }

  return (
    <form className="admin-messages__panel" aria-labelledby={`${id}-heading`} onSubmit={(event) => void save(event)}>
      <h2 id={`${id}-heading`}>{draft ? t.editHeading : t.composeHeading}</h2>
      <ComposerAudienceFields
        idPrefix={id}
        locale={locale}
        filters={filters}
        audience={audience}
        count={count}
        onChange={(filter, value) => dispatch({ type: 'setFilter', filter, value })}
      />
      <ComposerTextFields
        idPrefix={id}
        locale={locale}
        invitees={invitees}
        texts={texts}
        fields={fields}
        sendAt={sendAt}
        onText={(text, value) => dispatch({ type: 'setText', text, value })}
        onSendAt={(value) => dispatch({ type: 'setSendAt', value })}
      />
      <ComposerLivePreview
        idPrefix={id}
        locale={locale}
        invitees={invitees}
        audience={audience}
        texts={texts}
        person={previewPerson}
        loadPeople={loadPeople}
        onChoose={(person) => dispatch({ type: 'choosePreviewPerson', person })}
      />
      <div className="admin-alert" role="alert">
        {alert}
      </div>
      <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
        {busy ? t.saving : draft ? t.saveChanges : t.saveDraft}
      </button>
    </form>
  );
}
