import { describe, expect, it } from 'vitest';
import { fieldKeysFromWire, fieldKeysToWire, fieldToWire, fromWire, toWire } from './registrantWire';
import { makeRegistrant } from './testing';

describe('the HTTP edge names', () => {
  it('sends a registrant under the seed names and reads it back', () => {
    const registrant = makeRegistrant({ businessType: 3, sessions: ['day11', 'day22'] });
    const wire = toWire(registrant);
    expect(wire).toMatchObject({ biztype: 3, attendext: ['day11', 'day22'] });
    expect(Object.keys(wire)).not.toContain('businessType');
    expect(Object.keys(wire)).not.toContain('sessions');
    expect(fromWire(JSON.parse(JSON.stringify(wire)))).toEqual(registrant);
  });

  it('takes only the seed names from a client: the code names are not accepted on the wire', () => {
    expect(fromWire({ sessions: ['day11'], businessType: 2, name: 'A' })).toEqual({ name: 'A' });
    expect(fromWire({ attendext: 'day11|', biztype: '2' })).toEqual({ sessions: 'day11|', businessType: '2' });
  });

  it('leaves what is not an object for the schema to refuse', () => {
    expect(fromWire(null)).toBeNull();
    expect(fromWire('text')).toBe('text');
    expect(fromWire([1])).toEqual([1]);
  });

  it('renames field keys of errors and field lists', () => {
    expect(fieldKeysToWire({ sessions: 'session_required', email: 'required' })).toEqual({
      attendext: 'session_required',
      email: 'required',
    });
    expect(fieldKeysFromWire({ biztype: 'invalid_choice' })).toEqual({ businessType: 'invalid_choice' });
    expect(['businessType', 'about'].map(fieldToWire)).toEqual(['biztype', 'about']);
  });
});
