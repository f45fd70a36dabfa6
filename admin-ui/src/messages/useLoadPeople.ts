/** The person picker's `load` on the Messages screen: the registrants, or null; a 401 ends the session. */
import { useCallback } from 'react';
import type { ApiErrorCode } from '@forum/shared';
import type { LoadPeople } from '../components/PersonPicker';
import type { MessagesApi } from './messagesApi';

export function useLoadPeople(api: MessagesApi, token: string, onSessionEnded: (code?: ApiErrorCode) => void) {
  return useCallback<LoadPeople>(async () => {
    const result = await api.people(token);
    if (result.ok) return result.value;
    if (result.status === 401) onSessionEnded(result.code);
    return null;
  }, [api, token, onSessionEnded]);
}
