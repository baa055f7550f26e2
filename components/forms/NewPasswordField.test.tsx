import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { messageKeys } from '@/lib/validation/fields';
import { PASSWORD_RULE } from '@/lib/validation/password-rule';
import { NewPasswordField } from './NewPasswordField';

const messages = { en, ar } as const;

function renderField(locale: 'en' | 'ar', errorKey?: string, typed = '') {
  const view = render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]}>
      <NewPasswordField label="pw" errorKey={errorKey} />
    </NextIntlClientProvider>,
  );
  if (typed) fireEvent.change(screen.getByLabelText('pw'), { target: { value: typed } });
  return view;
}

const hintOf = (container: HTMLElement) => container.querySelector('[id$="-hint"]')?.textContent ?? '';
const errorOf = (container: HTMLElement) => container.querySelector('[id$="-error"]')?.textContent ?? '';

describe('NewPasswordField', () => {
  it('states the rule the schema enforces, in both languages', () => {
    for (const locale of ['en', 'ar'] as const) {
      const { container, unmount } = renderField(locale);
      const hint = hintOf(container);
      expect(hint).toContain(String(PASSWORD_RULE.minLength));
      expect(hint).toContain(PASSWORD_RULE.symbols);
      expect(container.querySelector('[id$="-hint"] bdi')?.getAttribute('dir')).toBe('ltr');
      if (locale === 'ar') expect(hint.replace(PASSWORD_RULE.symbols, '')).not.toMatch(/[A-Za-z]/);
      else expect(hint).toMatch(/lowercase letter, an uppercase letter and a digit/);
      expect(hint).not.toMatch(/special character/);
      unmount();
    }
  });

  it('says what the typed password still lacks', () => {
    const { container, unmount } = renderField('en', messageKeys.password, 'abc');
    expect(errorOf(container)).toBe('Still missing: 6 characters or more, an uppercase letter, and a digit.');
    unmount();
    const ar1 = renderField('ar', messageKeys.password, 'abcdef');
    expect(errorOf(ar1.container)).toBe('ينقصها: حرف لاتيني كبير ورقم.');
    ar1.unmount();
    const spaced = renderField('en', messageKeys.password, 'Spaces 12A');
    expect(errorOf(spaced.container)).toBe(`Use only letters, digits and \u2066${PASSWORD_RULE.symbols}\u2069.`);
  });

  it('shows other messages as they are', () => {
    const { container } = renderField('en', messageKeys.passwordRequired);
    expect(errorOf(container)).toBe('Enter your password');
  });
});
