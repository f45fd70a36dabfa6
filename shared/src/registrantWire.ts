/**
 * THE HTTP EDGE'S NAMES. Inside the code a registrant's business type is `businessType` and their
 * sessions are `sessions`; on the wire they keep the seed's names, `biztype` and `attendext`
 * (the HTTP contract of docs/api.md: the registration body, the list, the manage link, the admin edit, the
 * desk's roster and walk-in, validation errors' `fields`, the access log's changed fields).
 * Every HTTP body that carries a registrant passes through these functions, on the server and in
 * the clients. Elsewhere the seed's names appear only as the database's column names (read and
 * written by the repositories), in what is stored as JSON (the outbox's snapshot, the desk's copy,
 * kept under the wire's names through these functions so older rows read the same), and in the
 * documented answer of `GET /api/admin/stats` (`byBiztype`).
 */
import type {
  CheckinRegistrant,
  CheckinResult,
  CheckinRoster,
  CheckinRosterEntry,
  OnsiteRegistrationResult,
} from './checkin';

/** Domain name -> the seed's wire name. */
export const WIRE_FIELD_NAMES = { businessType: 'biztype', sessions: 'attendext' } as const;
type DomainName = keyof typeof WIRE_FIELD_NAMES;
type WireName = (typeof WIRE_FIELD_NAMES)[DomainName];

const DOMAIN_FIELD_NAMES = { biztype: 'businessType', attendext: 'sessions' } as const satisfies Record<
  WireName,
  DomainName
>;

type ToWireKey<K> = K extends DomainName ? (typeof WIRE_FIELD_NAMES)[K] : K;
type FromWireKey<K> = K extends WireName ? (typeof DOMAIN_FIELD_NAMES)[K] : K;

/** `T` as it travels: `businessType` and `sessions` under the seed's names. */
export type Wire<T> = { [K in keyof T as ToWireKey<K>]: T[K] };
/** A wire body with the domain's names. */
export type FromWire<T> = { [K in keyof T as FromWireKey<K>]: T[K] };

function isDomainName(key: string): key is DomainName {
  return Object.hasOwn(WIRE_FIELD_NAMES, key);
}
function isWireName(key: string): key is WireName {
  return Object.hasOwn(DOMAIN_FIELD_NAMES, key);
}

/** A field's name on the wire (`businessType` -> `biztype`; other names as they are). */
export function fieldToWire<F extends string>(field: F): ToWireKey<F> {
  return (isDomainName(field) ? WIRE_FIELD_NAMES[field] : field) as ToWireKey<F>;
}

/** A wire field name inside the code (`attendext` -> `sessions`; other names as they are). */
export function fieldFromWire<F extends string>(field: F): FromWireKey<F> {
  return (isWireName(field) ? DOMAIN_FIELD_NAMES[field] : field) as FromWireKey<F>;
}

/** An object about to be sent or answered: its own keys renamed, values untouched (one level). */
export function toWire<T extends object>(value: T): Wire<T> {
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [fieldToWire(key), item])) as Wire<T>;
}

/**
 * A received object with the domain's names. A body that is not a plain object is returned as it
 * is, for the schema to refuse. Keys already spelt the domain's way are dropped: the wire knows only
 * the seed's names, so `sessions` sent by a client is not taken for `attendext`.
 */
export function fromWire<T extends object>(value: T): FromWire<T>;
export function fromWire(value: unknown): unknown;
export function fromWire(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isDomainName(key))
      .map(([key, item]) => [fieldFromWire(key), item]),
  );
}

/** Field errors (or any record keyed by field) with the wire's names, as `{"error": {"fields"}}` carries them. */
export function fieldKeysToWire<V>(fields: Readonly<Record<string, V>>): Record<string, V> {
  return Object.fromEntries(Object.entries(fields).map(([key, item]) => [fieldToWire(key), item]));
}

/** Field errors from an answer, keyed by the domain's names. */
export function fieldKeysFromWire<V>(fields: Readonly<Record<string, V>>): Record<string, V> {
  return Object.fromEntries(Object.entries(fields).map(([key, item]) => [fieldFromWire(key), item]));
}

/*
 * The answers that carry registrants one level down, each way. A client reads what the server
 * wrote with these, so the two ends cannot drift apart.
 */

export type CheckinResultWire = Omit<CheckinResult, 'registrant'> & { registrant: Wire<CheckinRegistrant> };
export type CheckinRosterWire = Omit<CheckinRoster, 'registrants'> & { registrants: Wire<CheckinRosterEntry>[] };
export type OnsiteRegistrationResultWire = Omit<OnsiteRegistrationResult, 'checkin'> & { checkin: CheckinResultWire };

export function checkinResultToWire(result: CheckinResult): CheckinResultWire {
  return { ...result, registrant: toWire(result.registrant) };
}
export function checkinResultFromWire(result: CheckinResultWire): CheckinResult {
  return { ...result, registrant: fromWire(result.registrant) };
}

export function rosterToWire(roster: CheckinRoster): CheckinRosterWire {
  return { ...roster, registrants: roster.registrants.map((entry) => toWire(entry)) };
}
export function rosterFromWire(roster: CheckinRosterWire): CheckinRoster {
  return { ...roster, registrants: roster.registrants.map((entry) => fromWire(entry)) };
}

export function onsiteResultToWire(result: OnsiteRegistrationResult): OnsiteRegistrationResultWire {
  return { ...result, checkin: checkinResultToWire(result.checkin) };
}
export function onsiteResultFromWire(result: OnsiteRegistrationResultWire): OnsiteRegistrationResult {
  return { ...result, checkin: checkinResultFromWire(result.checkin) };
}
