import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ApiError } from '@/lib/api/errors';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { Claim } from '@/lib/api/endpoints/claims';
import { testClaim } from '../test-claim';
import { ApprovalForm } from './ApprovalForm';

const approveClaim = jest.fn();
jest.mock('@/lib/api/browser', () => ({ browserApi: () => ({ approveClaim }) }));

const w = en.claimsDesk.actions.approve;

function page(claim: Claim = testClaim(), locale: 'en' | 'ar' = 'en') {
  const onDone = jest.fn();
  const onChanged = jest.fn();
  const client = new QueryClient();
  const view = render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en} timeZone="Asia/Amman">
      <QueryClientProvider client={client}><ApprovalForm claim={claim} onDone={onDone} onChanged={onChanged} onClose={() => {}} /></QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { ...view, onDone, onChanged, client };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const net = () => screen.getByTestId('live-net');

beforeEach(() => approveClaim.mockReset());

it('starts from the assessed amount and shows the net live as the excess and each deduction are typed', async () => {
  page();
  expect(screen.getByLabelText(w.gross)).toHaveValue('1250.5');
  expect(net()).toHaveTextContent('JOD 1,250.500');
  type(w.excess, '100');
  expect(net()).toHaveTextContent('JOD 1,150.500');
  fireEvent.click(screen.getByRole('button', { name: w.add }));
  fireEvent.click(screen.getByRole('button', { name: w.add }));
  type('Amount of deduction 1 (JOD)', '٥٠٫٥');
  type('Amount of deduction 2 (JOD)', '1,000');
  expect(net()).toHaveTextContent('JOD 100');
  // A deduction taken off again leaves the net without it.
  fireEvent.click(screen.getByRole('button', { name: 'Remove deduction 2' }));
  expect(net()).toHaveTextContent('JOD 1,100');
  expect(screen.queryByLabelText('Amount of deduction 2 (JOD)')).not.toBeInTheDocument();
  type('Amount of deduction 1 (JOD)', '50.0005');
  expect(net()).toHaveTextContent(w.netUnknown);
});

it('refuses a net of zero or less on the loss, and a deduction without its reason, and sends nothing', async () => {
  page();
  type(w.excess, '1250.5');
  fireEvent.click(screen.getByRole('button', { name: w.add }));
  type('Amount of deduction 1 (JOD)', '10');
  fireEvent.click(screen.getByRole('button', { name: w.submit }));
  expect(await screen.findByText(en.claims.validation.netAmount)).toBeInTheDocument();
  expect(screen.getByText(en.claims.validation.deductionReason)).toBeInTheDocument();
  expect(screen.getByLabelText(w.gross)).toHaveAttribute('aria-invalid', 'true');
  expect(approveClaim).not.toHaveBeenCalled();
});

it('sends the amounts as typed with the claim’s version, once however often it is pressed, and hands back the answer', async () => {
  const approved = testClaim({ version: 4, state: 'decided' });
  let answer: (value: { claim: Claim }) => void = () => {};
  approveClaim.mockReturnValue(new Promise((resolve) => { answer = resolve; }));
  const { onDone } = page();
  type(w.excess, '100');
  fireEvent.click(screen.getByRole('button', { name: w.add }));
  type('Reason for deduction 1', 'Worn tyres');
  type('Amount of deduction 1 (JOD)', '50.250');
  type(w.note, 'Paid to the garage');
  const send = screen.getByRole('button', { name: w.submit });
  fireEvent.click(send);
  fireEvent.click(send);
  expect(await screen.findByRole('button', { name: en.claimsDesk.actions.sending })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: en.claimsDesk.actions.sending }));
  expect(approveClaim).toHaveBeenCalledTimes(1);
  expect(approveClaim).toHaveBeenCalledWith({
    params: { id: 42 },
    body: { version: 3, gross: '1250.5', excess: '100', deductions: [{ reason: 'Worn tyres', amount: '50.250' }], note: 'Paid to the garage' },
  });
  answer({ claim: approved });
  await waitFor(() => expect(onDone).toHaveBeenCalledWith(approved));
});

it('puts the server’s field messages on their fields', async () => {
  approveClaim.mockRejectedValue(new ApiError(400, 'validation_error', 'invalid', { 'deductions.0.reason': 'claims.validation.deductionReason' }));
  page();
  type(w.excess, '0');
  fireEvent.click(screen.getByRole('button', { name: w.add }));
  type('Reason for deduction 1', 'x');
  type('Amount of deduction 1 (JOD)', '1');
  fireEvent.click(screen.getByRole('button', { name: w.submit }));
  const reason = screen.getByLabelText('Reason for deduction 1');
  await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
  expect(within(reason.parentElement!).getByText(en.claims.validation.deductionReason)).toBeInTheDocument();
  expect(reason).toHaveFocus();
});

it('says when another person moved the claim on, and reads it again', async () => {
  approveClaim.mockRejectedValue(new ApiError(409, 'claim_changed', 'changed'));
  const { onChanged, client } = page();
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  type(w.excess, '0');
  fireEvent.click(screen.getByRole('button', { name: w.submit }));
  await waitFor(() => expect(onChanged).toHaveBeenCalled());
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['claims-desk', 'claim', 42] });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('reads in Arabic, the net an amount in its own direction', () => {
  page(testClaim(), 'ar');
  expect(screen.getByLabelText(ar.claimsDesk.actions.approve.gross)).toHaveValue('1250.5');
  expect(net()).toHaveTextContent('1,250.500 دينار أردني');
});
