import { defineFlow } from './define';
import { forgetDrafts, readDraft, writeDraft } from './drafts';
import { flowStore } from './store';

const flow = defineFlow({ id: 'drafts-test', version: 1, steps: [{ key: 'a', label: 'l' }, { key: 'b', label: 'l' }] });

beforeEach(() => sessionStorage.clear());

it('keeps a form’s values by key and reads back only an object', () => {
  writeDraft('drafts-test:a', { plate: '12-345', licence: { id: 'u1', name: 'front.jpg' } });
  expect(readDraft('drafts-test:a')).toEqual({ plate: '12-345', licence: { id: 'u1', name: 'front.jpg' } });
  sessionStorage.setItem('draft:broken', '[1]');
  expect(readDraft('broken')).toBeNull();
  sessionStorage.setItem('draft:garbled', '{');
  expect(readDraft('garbled')).toBeNull();
});

it('forgets every step’s draft with the flow, and only that flow’s', () => {
  writeDraft('drafts-test:a', { x: 1 });
  writeDraft('drafts-test:b', { y: 2 });
  writeDraft('drafts-test-other:a', { z: 3 });
  flowStore(flow).clear();
  expect(readDraft('drafts-test:a')).toBeNull();
  expect(readDraft('drafts-test:b')).toBeNull();
  expect(readDraft('drafts-test-other:a')).toEqual({ z: 3 });
  writeDraft('drafts-test:a', { x: 1 });
  flowStore(flow).forget();
  expect(readDraft('drafts-test:a')).toBeNull();
  forgetDrafts('drafts-test-other:a');
  expect(readDraft('drafts-test-other:a')).toBeNull();
});
