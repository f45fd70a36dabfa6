import { describe, expect, it } from 'vitest';
import { REGISTRANT_FIELDS, REGISTRANT_FIELD_WORDS } from './registrantFields';
import { REGISTRATION_FIELD_ORDER } from './registrationSchema';

describe('the registrant’s fields', () => {
  it('carry the accessible names the browser tests find the fields by, in the form’s order', () => {
    const words = (locale: 'en' | 'ko') => REGISTRANT_FIELDS.map((field) => REGISTRANT_FIELD_WORDS[locale][field]);
    expect(words('en')).toEqual([
      'Company',
      'Name',
      'Job title',
      'E-mail',
      'Phone',
      'Business type',
      'Sessions',
      'How did you hear about us?',
    ]);
    expect(words('ko')).toEqual(['소속', '성명', '직함', '이메일', '연락처', '참가자 유형', '참가 세션', '참가 경로']);
  });

  it('are the fields the form checks, in the same order (the Other words after their choice, consent last)', () => {
    expect(REGISTRATION_FIELD_ORDER).toEqual([...REGISTRANT_FIELDS, 'aboutOther', 'consent']);
  });
});
