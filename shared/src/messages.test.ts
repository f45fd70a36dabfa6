import { describe, expect, it } from 'vitest';
import { sessionsOnOwnLine } from './messages';

describe('sessionsOnOwnLine', () => {
  it('puts the list of sessions on the lines after the colon', () => {
    expect(sessionsOnOwnLine('Your sessions: {sessions}\nSee you')).toBe('Your sessions:\n{sessions}\nSee you');
    expect(sessionsOnOwnLine('참가 세션:{sessions}')).toBe('참가 세션:\n{sessions}');
  });

  it('leaves a list that already starts on its own line, and other placeholders, as they are', () => {
    expect(sessionsOnOwnLine('Sessions:\n{sessions}')).toBe('Sessions:\n{sessions}');
    expect(sessionsOnOwnLine('Name: {name}')).toBe('Name: {name}');
  });
});
