/**
 * The editions stand-in of `@forum/shared/testing` behind the component tests' fetch: the Forum
 * screen's calls answered as the API contract says, with no problems unless a test gives its own.
 */
import { type EditionsStandInOptions, editionsStandIn } from '@forum/shared/testing';
import { type Route, json } from './adminTestUtils';

export type FakeEditionsOptions = EditionsStandInOptions;

export function fakeEditionsApi(options: FakeEditionsOptions = {}) {
  const standIn = editionsStandIn({ problemsOf: () => [], ...options });
  const route: Route = ({ method, path, body, headers }) => {
    const { status, body: answer } = standIn.answer({
      method,
      path,
      body,
      language: headers.get('Accept-Language') ?? 'en',
    });
    return answer === undefined ? new Response(null, { status }) : json(status, answer);
  };
  return { route, editions: standIn.editions, saved: standIn.saved, published: standIn.published };
}
