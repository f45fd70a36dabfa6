/**
 * The editions stand-in of `@forum/shared/testing` behind the component tests' fetch: the Forum
 * screen's calls answered as the API contract says, with no problems unless a test gives its own.
 * An import's file (its bytes as the body) reaches the stand-in as text.
 */
import { type EditionsStandInOptions, editionsStandIn } from '@forum/shared/testing';
import { type Route, json } from './adminTestUtils';

export type FakeEditionsOptions = EditionsStandInOptions;

const isBytes = (value: unknown): value is ArrayBuffer | ArrayBufferView =>
  ArrayBuffer.isView(value) || Object.prototype.toString.call(value) === '[object ArrayBuffer]';

export function fakeEditionsApi(options: FakeEditionsOptions = {}) {
  const standIn = editionsStandIn({ problemsOf: () => [], ...options });
  const route: Route = ({ method, path, search, body, raw, headers }) => {
    const { status, body: answer } = standIn.answer({
      method,
      path,
      search,
      // Bytes (of whichever realm made them: jsdom's File or Node's) as the text a CSV is.
      body: isBytes(raw) ? new TextDecoder().decode(raw) : body,
      contentType: headers.get('Content-Type') ?? '',
      language: headers.get('Accept-Language') ?? 'en',
    });
    return answer === undefined ? new Response(null, { status }) : json(status, answer);
  };
  return {
    route,
    editions: standIn.editions,
    saved: standIn.saved,
    published: standIn.published,
    imported: standIn.imported,
  };
}
