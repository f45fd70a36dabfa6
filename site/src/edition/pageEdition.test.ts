/**
 * A page rendered for an edition the bundle was not built with (published or previewed in the
 * admin, with its own heard-about choices): adopting the page's edition makes the form's own check
 * take those choices, as the server does; a page without the tag keeps the bundle's edition.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_HEARD_FROM,
  EDITION,
  PUBLIC_SESSIONS,
  SHIPPED_EDITIONS,
  setEditions,
  validateRegistration,
} from '@forum/shared';
import { draftCopiedFrom, editionDocumentOf } from '@forum/shared/testing';
import { PAGE_EDITION_ID, adoptPageEdition } from './pageEdition';

const SHIPPED_YEAR = EDITION.year;
afterEach(() => setEditions(SHIPPED_EDITIONS, SHIPPED_YEAR));

function pageWith(edition: unknown): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const tag = doc.createElement('script');
  tag.type = 'application/json';
  tag.id = PAGE_EDITION_ID;
  tag.textContent = JSON.stringify({ edition, preview: false });
  doc.head.append(tag);
  return doc;
}

const registration = (about: string) => ({
  company: 'Han River Capital',
  name: 'Jane Doe',
  title: 'Partner',
  email: 'jane@example.com',
  phone: '+82-10-1234-5678',
  businessType: 1,
  attend: '',
  sessions: [PUBLIC_SESSIONS[0]!.code],
  about,
  consent: true,
  locale: 'en',
});

describe('the page’s edition', () => {
  it('makes the form check the page’s heard-about choices, not the bundle’s', () => {
    expect(validateRegistration(registration('partner'))).toMatchObject({ fields: { about: 'invalid_choice' } });
    const { state: _draft, programme: _programme, ...next } = draftCopiedFrom(editionDocumentOf());
    const heardFrom = [{ key: 'partner', words: { en: 'A partner', ko: '협력 기관' } }, DEFAULT_HEARD_FROM.at(-1)!];
    const site = adoptPageEdition(pageWith({ ...next, heardFrom }));
    expect(site.edition.year).toBe(next.year);
    expect(EDITION.year).toBe(next.year);
    expect(validateRegistration(registration('partner')).ok).toBe(true);
    // A default the page's edition dropped is refused, as the server refuses it.
    expect(validateRegistration(registration('colleague'))).toMatchObject({
      ok: false,
      fields: { about: 'invalid_choice' },
    });
  });

  it('keeps the bundle’s edition on a page without the tag', () => {
    const site = adoptPageEdition(document.implementation.createHTMLDocument('bare'));
    expect(site.edition).toBe(EDITION);
    expect(EDITION.year).toBe(SHIPPED_YEAR);
  });
});
