import { render } from '@testing-library/react';
import { CarName } from './CarName';

describe('CarName', () => {
  it('keeps the plate whole and left to right after the name, in either script', () => {
    const { container } = render(<p dir="rtl"><CarName car="تويوتا كورولا 2021 (12-34567)" /></p>);
    expect(container.querySelector('bdi')?.textContent).toBe('تويوتا كورولا 2021 (12-34567)');
    const plate = container.querySelector('span[dir="ltr"]');
    expect(plate?.textContent).toBe('(12-34567)');
    expect(plate?.className).toContain('whitespace-nowrap');
  });

  it('shows a car without a plate as it is', () => {
    const { container } = render(<CarName car="Kia Rio" />);
    expect(container.innerHTML).toBe('<bdi>Kia Rio</bdi>');
  });
});
