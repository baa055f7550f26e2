import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { LineDocuments } from './LineDocuments';

describe('LineDocuments', () => {
  it('names a document only in the other language with a space before it: "Personal Guard: Flyer (in Arabic)"', () => {
    render(<NextIntlClientProvider locale="en" messages={en}><LineDocuments line="personal-accident" /></NextIntlClientProvider>);
    // The text itself, as copied or read by a screen reader that does not add spaces between elements.
    expect(screen.getByRole('link', { name: /Flyer/ }).textContent).toBe('Personal Guard: Flyer (in Arabic)');
  });
});
