/** The list's "resend confirmation" action: ask the API, show the row as queued, report the outcome. */
import { useCallback } from 'react';
import type { Registrant } from '@forum/shared';
import type { RegistrantsApi } from './registrantsApi';
import type { ListFeedback } from './listFeedback';
import type { ListedRegistrant } from './registrantQuery';

export function useResendConfirmation(deps: {
  api: RegistrantsApi;
  token: string;
  onSessionEnded: () => void;
  update: (id: number, patch: Partial<Registrant>) => void;
  report: (feedback: ListFeedback) => void;
}) {
  const { api, token, onSessionEnded, update, report } = deps;
  return useCallback(
    async ({ registrant }: ListedRegistrant) => {
      const result = await api.resendConfirmation(token, registrant.id);
      if (!result.ok && result.status === 401) {
        onSessionEnded();
        return;
      }
      if (result.ok) {
        update(registrant.id, { mail: result.value });
        report({ kind: 'resent', name: registrant.name });
      } else {
        report({ kind: 'resendFailed', code: result.code });
      }
    },
    [api, token, onSessionEnded, update, report],
  );
}
