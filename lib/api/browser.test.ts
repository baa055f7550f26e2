/** @jest-environment node */
// Node's environment has the fetch API's Request and Response; the browser's window is stood in for.
import { browserApi } from './browser';

Object.assign(globalThis, { window: { location: { origin: 'http://portal.test', assign: jest.fn() } } });

/** A fetch whose answers the test releases one by one, recording the order requests were sent in. */
function gatedFetch() {
  const sent: string[] = [];
  const release: (() => void)[] = [];
  const fetchMock = jest.fn((url: URL) => {
    sent.push(url.pathname);
    return new Promise<Response>((resolve) => {
      release.push(() => resolve(new Response(JSON.stringify({ user: null }), { status: 200 })));
    });
  });
  return { sent, release, fetchMock };
}

test("a page's first API call goes alone, so two calls cannot each start a session", async () => {
  const { sent, release, fetchMock } = gatedFetch();
  global.fetch = fetchMock as unknown as typeof fetch;
  const api = browserApi('en');

  const first = api.getCurrentUser();
  const second = api.getCurrentUser();
  const third = api.getCurrentUser();
  await new Promise((r) => setTimeout(r, 0));
  expect(sent).toHaveLength(1); // the others wait for the session the first one starts

  release[0]?.();
  await first;
  await new Promise((r) => setTimeout(r, 0));
  expect(sent).toHaveLength(3); // then they run side by side
  release.slice(1).forEach((go) => go());
  await expect(Promise.all([second, third])).resolves.toEqual([{ user: null }, { user: null }]);
});
