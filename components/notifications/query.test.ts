import { markedRead } from './query';

describe('markedRead (spec §4: after the mark-read call, all read and the unread flag cleared)', () => {
  it('marks every item read and clears new_notification, keeping the rest', () => {
    const item = { id: 1, kind: 'general' as const, title: 't', body: 'b', read: false, created_at: '2026-01-01T00:00:00.000Z' };
    expect(markedRead({ new_notification: true, notifications: [item, { ...item, id: 2, read: true }] })).toEqual({
      new_notification: false,
      notifications: [{ ...item, read: true }, { ...item, id: 2, read: true }],
    });
    expect(markedRead(undefined)).toBeUndefined();
  });
});
