import { render, screen } from '@testing-library/react';
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

describe('StepIndicator', () => {
  it('marks the current step and names it once on its own line for phones', () => {
    const { container } = renderAt(0);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('نوع المركبة');
    const phoneLine = container.querySelector('p[aria-hidden="true"]');
    expect(phoneLine).toHaveTextContent('نوع المركبة');
    expect(phoneLine?.className).toContain('sm:hidden');
  });

  it('keeps every label under the circles for screen readers on a phone, the done ones marked done', () => {
    renderAt(2);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(8);
    for (const item of items) expect(item.querySelector('span.max-sm\\:sr-only')).not.toBeNull();
    expect(items[0]).toHaveTextContent(`${steps[0]} (${ar.steps.done})`);
  });
});
