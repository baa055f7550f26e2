import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { EventChanges } from '@/components/lababak/EventChanges';
import { Typed } from '@/components/ui/Typed';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { ClaimHistory } from './desk/ClaimTimeline';
import { Outcome } from './desk/Outcome';
import { ReportFacts } from './desk/ReportFacts';
import { testClaim as deskClaim } from './desk/test-claim';
import { ClaimFacts } from './page/ClaimFacts';
import { ClaimTimeline } from './page/ClaimTimeline';
import { DecisionLines } from './page/DecisionLines';
import { approvedDecision, testClaim } from './page/test-claim';

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => <a href={href} {...rest}>{children}</a>,
}));

/**
 * What a person typed (the desk's notes and reasons, the customer's description and place, the other
 * party) is shown in its own direction on an Arabic screen: English keeps its full stop and brackets
 * at its own end. Each is found by its text and must sit in an element that decides its own direction.
 */
const wrap = (locale: 'en' | 'ar', node: ReactNode) =>
  render(<NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en} timeZone="Asia/Amman">{node}</NextIntlClientProvider>);

/** The element holding exactly this typed text: a bdi or a paragraph, with dir="auto", marked as typed. */
function typedElement(text: string): HTMLElement {
  const el = screen.getByText(text);
  expect(el).toHaveAttribute('dir', 'auto');
  expect(el).toHaveAttribute('data-user-text');
  return el;
}

describe('Typed', () => {
  it('inline: an isolated bdi that takes the direction of its first letter', () => {
    const { container } = render(<p>السيارة: <Typed>Toyota (Camry).</Typed></p>);
    expect(container.innerHTML).toBe('<p>السيارة: <bdi dir="auto" data-user-text="true">Toyota (Camry).</bdi></p>');
  });

  it('block: a paragraph of its own that keeps its lines', () => {
    const { container } = render(<Typed block className="text-slate-800" data-testid="reason">{'Line one.\nLine two.'}</Typed>);
    expect(container.innerHTML).toBe('<p dir="auto" data-user-text="true" class="whitespace-pre-line text-slate-800" data-testid="reason">Line one.\nLine two.</p>');
  });
});

describe('the customer\'s claim screens, in Arabic', () => {
  it('the report: what is insured, the place and the description in their own direction', () => {
    wrap('ar', <ClaimFacts claim={testClaim({ description: 'The other car hit mine (rear bumper).' })} />);
    expect(typedElement('Toyota Corolla 2021, 17-45678').tagName).toBe('BDI');
    expect(typedElement('Mecca Street, Amman').tagName).toBe('BDI');
    expect(typedElement('The other car hit mine (rear bumper).').tagName).toBe('P');
  });

  it('the timeline\'s notes and the decision\'s note', () => {
    const timeline = [...testClaim().timeline, {
      kind: 'documents_requested' as const, at: '2026-11-30T10:00:00+03:00', by: { role: 'customerCare' as const, name: 'Huda Odeh' },
      note: 'The garage\'s invoice (stamped).', amount_fils: null, reference: null, file: null,
    }];
    wrap('ar', <><ClaimTimeline claimId={42} events={timeline} /><DecisionLines decision={approvedDecision} /></>);
    expect(typedElement('The garage\'s invoice (stamped).').tagName).toBe('P');
    expect(typedElement(approvedDecision.note).tagName).toBe('P');
  });
});

describe('the desk\'s screens, in Arabic', () => {
  it('the report\'s place, description and the other party', () => {
    wrap('ar', <ReportFacts claim={deskClaim()} />);
    typedElement('Sports City roundabout, Amman');
    expect(typedElement('Hit from behind at the lights.').tagName).toBe('P');
    typedElement('Sami Nabil Odeh');
    typedElement('Jordan Insurance');
  });

  it('the refusal\'s reason and the assessment\'s note, which says the customer does not see it', () => {
    const claim = deskClaim({
      state: 'refused',
      assessment: { assessor: 'Rami Adel Nasser', assessed_fils: 0, note: 'Old damage (before the contract).', at: '2026-11-21T10:00:00.000+03:00' },
      decision: { outcome: 'refused', version: 1, reason: 'Not covered: clause 4.2.', decided_at: '2026-11-22T10:00:00.000+03:00', appeal_until: '2026-12-22' },
    });
    wrap('ar', <Outcome claim={claim} />);
    expect(typedElement('Not covered: clause 4.2.').tagName).toBe('P');
    expect(typedElement('Old damage (before the contract).').tagName).toBe('P');
    expect(screen.getByText('ملاحظة القسم (لا تظهر للعميل)')).toBeInTheDocument();
  });

  it('the history marks the notes the customer does not see, and only those', () => {
    const step = (kind: 'assessed' | 'approved', note: string) => ({
      kind, at: '2026-11-22T10:00:00.000+03:00', by: { role: 'customerCare' as const, name: 'Huda Odeh' }, note, amount_fils: null, reference: null, file: null,
    });
    wrap('en', <ClaimHistory claim={deskClaim({ timeline: [step('assessed', 'Seen at the garage.'), step('approved', 'Paid less the tyres.')] })} />);
    const [assessed, approved] = screen.getAllByRole('listitem');
    expect(assessed).toHaveTextContent('Seen at the garage.Not shown to the customer');
    expect(approved).not.toHaveTextContent('Not shown to the customer');
    typedElement('Seen at the garage.');
  });
});

describe('an appointment\'s changes, in Arabic', () => {
  it('the sentence in the page\'s words, the typed note isolated in its own direction, the date left to right', () => {
    const { container } = wrap('ar', <EventChanges changes={[
      { field: 'note', from: 'Gate 2.', to: 'Behind the mall (car park B).' },
      { field: 'date', from: '2026-12-03', to: '2026-12-05' },
    ]} />);
    const [note, date] = Array.from(container.querySelectorAll('li'));
    expect(note!.innerHTML).toBe('تغيّرت الملاحظة من «<bdi dir="auto" data-user-text="true">Gate 2.</bdi>» إلى «<bdi dir="auto" data-user-text="true">Behind the mall (car park B).</bdi>»');
    expect(date!.querySelectorAll('bdi[dir="ltr"]')).toHaveLength(2);
    expect(date).toHaveTextContent('03-12-2026');
    expect(date).not.toHaveAttribute('data-user-text');
  });
});
