import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import ar from '@/messages/ar.json';
import { StepIndicator } from './StepIndicator';

const steps = ['نوع المركبة', 'العقد', 'المكان', 'الموعد', 'الصور', 'الملاحظة', 'المراجعة', 'التأكيد'];

function renderAt(current: number) {
  return render(
    <NextIntlClientProvider locale="ar" messages={ar}>
      <StepIndicator steps={steps} current={current} />
    </NextIntlClientProvider>,
  );
}

// What a screen reader is told. How the row looks on a phone (one line, the current name under it, no
// word broken) is a browser's to say: the screen walk checks it at 390 px (tests/e2e/support/walk.ts).
describe('StepIndicator', () => {
  it('lists every step in order, the current one marked, and says where the customer stands', () => {
    renderAt(2);
    const list = screen.getByRole('navigation', { name: ar.steps.label });
    const items = within(list).getAllByRole('listitem');
    // The circles' numbers are hidden from screen readers: a step is its name, and "done" once passed.
    const spoken = (item: HTMLElement) => [...item.children].filter((child) => child.getAttribute('aria-hidden') !== 'true').map((child) => child.textContent).join('');
    expect(items.map(spoken)).toEqual([`${steps[0]} (${ar.steps.done})`, `${steps[1]} (${ar.steps.done})`, ...steps.slice(2)]);
    expect(within(list).getByRole('listitem', { current: 'step' })).toHaveTextContent(steps[2]!);
    expect(list).toHaveTextContent(ar.steps.stepOf.replace('{current}', '3').replace('{total}', '8'));
  });

  it('names the current step a second time only for the eye, not for a screen reader', () => {
    renderAt(0);
    const named = screen.getAllByText(steps[0]!);
    expect(named).toHaveLength(2);
    expect(named.filter((node) => node.closest('[aria-hidden="true"]'))).toHaveLength(1);
  });

  it('past the last step every step is done', () => {
    renderAt(steps.length);
    expect(screen.queryByRole('listitem', { current: 'step' })).toBeNull();
    expect(screen.getAllByText(ar.steps.allDone).length).toBeGreaterThan(0);
    for (const item of screen.getAllByRole('listitem')) expect(item).toHaveTextContent(`(${ar.steps.done})`);
  });
});
