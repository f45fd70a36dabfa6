/**
 * What the outbox's `content` column holds for each kind of message: a registration e-mail's model
 * (rendered when delivered) or a prepared message (rendered before it was queued), as JSON.
 */
import { type PreparedMailModel, renderPreparedMail } from './preparedMail';
import {
  type RegistrationMailKind,
  type RegistrationMailModel,
  type RenderedMail,
  readMailModel,
  renderRegistrationMail,
  storeMailModel,
} from './registrationMail';

export type OutboxMailKind = RegistrationMailKind | 'message';
export type OutboxMailModel = RegistrationMailModel | PreparedMailModel;

export function storeOutboxModel(model: OutboxMailModel): string {
  if (model.kind === 'message') return JSON.stringify({ ...model, now: model.now.toISOString() });
  return storeMailModel(model);
}

export function readOutboxModel(kind: string, json: string): OutboxMailModel {
  if (kind !== 'message') return readMailModel(json);
  const stored = JSON.parse(json) as Omit<PreparedMailModel, 'now'> & { now: string };
  return { ...stored, now: new Date(stored.now) };
}

export function renderOutboxMail(model: OutboxMailModel): Promise<RenderedMail> {
  return model.kind === 'message' ? renderPreparedMail(model) : renderRegistrationMail(model);
}
