/**
 * The Messages screen's calls of the API (`/api/admin/messages`). On the console's one
 * client (lib/apiClient.ts); the list, the audience counts and the people are the viewed edition's.
 */
import type {
  AudienceCount,
  MessageAudience,
  MessageDetail,
  MessagePreview,
  MessageSummary,
  NewMessage,
  Registrant,
  Wire,
} from '@forum/shared';
import { fromWire } from '@forum/shared';
import { type AdminClient, type ApiResult, asObject } from '../lib/apiClient';

export interface MessagesApi {
  list(token: string): Promise<ApiResult<MessageSummary[]>>;
  count(token: string, audience: MessageAudience): Promise<ApiResult<AudienceCount>>;
  create(token: string, message: NewMessage): Promise<ApiResult<{ id: number; recipients: number }>>;
  /** Rewrites a draft (`PATCH`); 409 once it is no longer one. */
  update(token: string, id: number, message: NewMessage): Promise<ApiResult<{ id: number; recipients: number }>>;
  /** The registrants, for choosing whom a preview shows (the person picker). */
  people(token: string): Promise<ApiResult<Registrant[]>>;
  detail(token: string, id: number): Promise<ApiResult<MessageDetail>>;
  preview(token: string, id: number, registrantId: number | null): Promise<ApiResult<MessagePreview>>;
  test(token: string, id: number, registrantId: number | null): Promise<ApiResult<{ to: string }>>;
  send(token: string, id: number): Promise<ApiResult<{ recipients: number; sendAt: string }>>;
  cancel(token: string, id: number): Promise<ApiResult<null>>;
  retry(token: string, id: number): Promise<ApiResult<{ retried: number }>>;
}

export function createMessagesApi({ authed, inEdition }: AdminClient): MessagesApi {
  const object = asObject;
  const base = '/api/admin/messages';
  const at = (id: number) => `${base}/${encodeURIComponent(String(id))}`;
  return {
    list: (token) =>
      authed(inEdition(base), token, {}, (body) => (Array.isArray(body) ? (body as MessageSummary[]) : undefined)),
    count: (token, audience) =>
      authed(inEdition(`${base}/audience`), token, { method: 'POST', json: { audience } }, (body) =>
        object<AudienceCount>(body),
      ),
    create: (token, message) =>
      authed(base, token, { method: 'POST', json: message }, (body) =>
        object<{ id: number; recipients: number }>(body),
      ),
    update: (token, id, message) =>
      authed(at(id), token, { method: 'PATCH', json: message }, (body) =>
        object<{ id: number; recipients: number }>(body),
      ),
    people: (token) =>
      authed(inEdition('/api/user/list'), token, {}, (body) =>
        Array.isArray(body) ? body.map((item) => fromWire(item as Wire<Registrant>) as Registrant) : undefined,
      ),
    detail: (token, id) => authed(at(id), token, {}, (body) => object<MessageDetail>(body)),
    preview: (token, id, registrantId) =>
      authed(`${at(id)}/preview${registrantId ? `?registrantId=${registrantId}` : ''}`, token, {}, (body) =>
        object<MessagePreview>(body),
      ),
    test: (token, id, registrantId) =>
      authed(`${at(id)}/test`, token, { method: 'POST', json: registrantId ? { registrantId } : {} }, (body) =>
        object<{ to: string }>(body),
      ),
    send: (token, id) =>
      authed(`${at(id)}/send`, token, { method: 'POST' }, (body) =>
        object<{ recipients: number; sendAt: string }>(body),
      ),
    cancel: (token, id) => authed(at(id), token, { method: 'DELETE' }, () => null),
    retry: (token, id) =>
      authed(`${at(id)}/retry`, token, { method: 'POST' }, (body) => object<{ retried: number }>(body)),
  };
}
