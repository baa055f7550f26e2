import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { MembersStep } from './MembersStep';

function renderStep(onSend = jest.fn(async () => {})) {
  const onKeep = jest.fn();
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider locale="en" messages={en}>
        <MembersStep members={[]} onKeep={onKeep} onBack={() => {}} onSend={onSend} errorText={() => 'failed'} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  return { ...view, onKeep, onSend };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillMember(name: string) {
  fill('Full name', name);
  fill('National number', '9991234567');
  fill('Relationship', 'child');
  fireEvent.click(screen.getByLabelText('Male'));
  fill('Birth place', 'Amman');
  fill('Weight (kg)', '٧٠');
  fill('Height (cm)', '170');
  fill('Marital status', 'single');
}

beforeEach(() => sessionStorage.clear());

it('opens a new member, says what each empty field needs, and keeps what was typed across a new mount (a reload)', async () => {
  const first = renderStep();
  fireEvent.click(screen.getByRole('button', { name: 'Save member' }));
  expect(await screen.findByText(en.medical.validation.memberNationalNumber)).toBeInTheDocument();
  expect(screen.getByText(en.medical.validation.weight)).toBeInTheDocument();
  fill('Full name', 'Zaid Abd Allah Khaled Haddad');
  await waitFor(() => expect(sessionStorage.getItem('draft:medical-request:members')).toContain('Abd Allah'));
  first.unmount();
  renderStep();
  await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Zaid Abd Allah Khaled Haddad'));
});

it('saves members into the list (a compound name is one of the four), removes one, and sends the parsed list', async () => {
  const { onSend } = renderStep();
  fillMember('Zaid Abd Allah Khaled Haddad');
  fireEvent.click(screen.getByRole('button', { name: 'Save member' }));
  expect(await screen.findByRole('heading', { name: 'Members to insure (1)' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Add a member' }));
  fillMember('Laila Omar Khaled Haddad');
  fireEvent.click(screen.getByRole('button', { name: 'Save member' }));
  expect(await screen.findByRole('heading', { name: 'Members to insure (2)' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Remove Laila Omar Khaled Haddad' }));
  fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
  await waitFor(() => expect(onSend).toHaveBeenCalled());
  expect((onSend.mock.calls[0] as unknown[])[0]).toEqual([expect.objectContaining({ full_name: 'Zaid Abd Allah Khaled Haddad', weight_kg: 70, height_cm: 170 })]);
});
