/** @jest-environment node */
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFrom', () => {
  it("keeps a well-formed incoming id: nginx's $request_id, a UUID, a dotted one", () => {
    for (const id of ['0f8c1e5a9b7d4c3e2a1f0e9d8c7b6a59', '6f1c2f5e-4a53-4c58-9a1b-0d7c9b0a8e21', 'lb-1.req_00000042']) {
      expect(requestIdFrom(new Headers({ [REQUEST_ID_HEADER]: id }))).toBe(id);
    }
  });

  it('gives a request without one a new UUID each time', () => {
    const first = requestIdFrom(new Headers());
    expect(first).toMatch(UUID);
    expect(requestIdFrom(new Headers())).not.toBe(first);
  });

  it('replaces an id that is too short, too long or could carry anything into a log line or a header', () => {
    for (const id of ['short', 'a'.repeat(65), 'abc12345 injected', 'abc12345\\nlevel=fatal', '{"x":1}abcdef', 'abc/def/ghi', 'café-12345678']) {
      expect(requestIdFrom(new Headers({ [REQUEST_ID_HEADER]: id }))).toMatch(UUID);
    }
  });
});
