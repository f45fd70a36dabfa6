/**
 * The composer's audience: registrants or the invitees who have not registered; for registrants
 * the list's filters plus seat status, language, approval, check-in on a day and registration
 * date. Below them the audience in words with its live recipient count.
 */
import {
  APPROVAL_FILTER_LABEL,
  BUSINESS_TYPE_CODES,
  BUSINESS_TYPE_LABELS,
  type Locale,
  type MessageAudience,
  REGISTRATION_STATUSES,
  SESSIONS_IN_TIME_ORDER,
  STATUS_WORDS,
  holdsPlaces,
} from '@forum/shared';
import { audienceInWords, isEveryone } from './audienceWords';
import { type AudienceFilters, isInvitees } from './composerState';
import { LabelledSelect } from './LabelledSelect';
import { MESSAGES_TEXT } from './messagesText';

export interface ComposerAudienceFieldsProps {
  /** The composer's id prefix: each field's id is `${idPrefix}-${filter}`. */
  idPrefix: string;
  locale: Locale;
  filters: AudienceFilters;
  audience: MessageAudience;
  /** The live recipient count; null while it is being asked. */
  count: number | null;
  onChange(filter: keyof AudienceFilters, value: string): void;
}

export function ComposerAudienceFields(props: ComposerAudienceFieldsProps) {
  const { idPrefix: id, locale, filters, audience, count, onChange } = props;
  const t = MESSAGES_TEXT[locale];
  const invitees = isInvitees(filters);
  const select = (filter: keyof AudienceFilters, label: string, options: [string, string][]) => (
    <LabelledSelect
      id={`${id}-${filter}`}
      label={label}
      value={filters[filter]}
      options={options}
      onChange={(value) => onChange(filter, value)}
    />
  );
  return (
    <fieldset className="admin-messages__audience">
      <legend>{t.audienceHeading}</legend>
      <div className="admin-messages__kind">
        {select('kind', t.recipientsKind, [
          ['registrants', t.registrantsKind],
          ['invitees', t.inviteesNotRegistered],
        ])}
      </div>
      {invitees ? (
        <p className="admin-messages__hint admin-messages__invitees">{t.inviteesHint}</p>
      ) : (
        <>
          {select('session', t.session, [
            ['all', t.allSessions],
            ...SESSIONS_IN_TIME_ORDER.map((s): [string, string] => [s.code, s.column[locale]]),
          ])}
          {select('status', t.status, [
            ['any', t.anyStatus],
            ['seated', t.seated],
            ['offered', t.offered],
            ['waiting', t.waiting],
            ['expired', t.expired],
          ])}
          {select('businessType', t.businessType, [
            ['all', t.allTypes],
            ...BUSINESS_TYPE_CODES.map((code): [string, string] => [String(code), BUSINESS_TYPE_LABELS[locale][code]]),
          ])}
          {select('language', t.language, [
            ['all', t.allLanguages],
            ['en', t.english],
            ['ko', t.korean],
          ])}
          {select('approval', APPROVAL_FILTER_LABEL[locale], [
            ['any', t.approvedOnly],
            ...REGISTRATION_STATUSES.filter((s) => !holdsPlaces(s)).map((s): [string, string] => [
              s,
              STATUS_WORDS[locale][s],
            ]),
          ])}
          {select('checkin', t.checkedIn, [
            ['any', t.anyCheckin],
            ['in1', t.checkedInOn(1)],
            ['out1', t.notCheckedInOn(1)],
            ['in2', t.checkedInOn(2)],
            ['out2', t.notCheckedInOn(2)],
          ])}
          <div className="admin-field">
            <label htmlFor={`${id}-after`}>{t.registeredAfter}</label>
            <input
              id={`${id}-after`}
              type="datetime-local"
              value={filters.after}
              onChange={(e) => onChange('after', e.target.value)}
            />
          </div>
        </>
      )}
      {invitees ? null : <p className="admin-messages__hint">{t.approvalHint}</p>}
      <p className="admin-messages__count" role="status" aria-live="polite">
        {count === null
          ? t.counting
          : isEveryone(audience)
            ? t.everyoneWithCount(count)
            : t.audienceWithCount(audienceInWords(audience, locale), count)}
      </p>
    </fieldset>
  );
}
