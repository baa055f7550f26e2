import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ApiError } from '@/lib/api/errors';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { ObjectionForm } from './ObjectionForm';
import { testClaim } from './test-claim';

const disputeClaimOffer = jest.fn();
const appealClaim = jest.fn();
const sendUpload = jest.fn();
jest.mock('@/lib/api/browser', () => ({ browserApi: () => ({ disputeClaimOffer, appealClaim }) }));
jest.mock('@/components/upload/send', () => ({ sendUpload: (...args: unknown[]) => sendUpload(...args) }));
// A PDF is sent as it is; the photo compressor's worker is not the subject here.
jest.mock('@/components/claims/compress-photo', () => ({ compressPhoto: async (file: File) => file }));

// jsdom's Blob has no arrayBuffer(); a browser's has.
beforeAll(() => {
  Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(this);
    });
  };
});

const UPLOAD = '0b9c7a52-4f0e-4c39-9a55-3c1f1b0f2e11';
const p = en.claimPage.objection;

function show(kind: 'dispute' | 'appeal', locale: 'en' | 'ar' = 'en') {
  const onDone = jest.fn();
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en} timeZone="Asia/Amman">
      <QueryClientProvider client={new QueryClient()}>
        <ObjectionForm claimId={42} kind={kind} decision={kind === 'dispute' ? { version: 2, net_fils: 1_250_750 } : { version: 1 }}
          until="2027-01-02" onDone={onDone} onChanged={jest.fn()} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return onDone;
}

const pdf = () => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a])], 'garage-quote.pdf', { type: 'application/pdf' });

beforeEach(() => {
  disputeClaimOffer.mockReset().mockResolvedValue({ claim: testClaim({ state: 'review' }) });
  appealClaim.mockReset().mockResolvedValue({ claim: testClaim({ state: 'review' }) });
  sendUpload.mockReset().mockResolvedValue({ id: UPLOAD, name: 'garage-quote.pdf', type: 'application/pdf', size: 9 });
});

describe('the dispute\'s and the appeal\'s document', () => {
  it('sends a dispute with its one document, naming the approval it disputes', async () => {
    const onDone = show('dispute');
    fireEvent.click(screen.getByRole('button', { name: p.disputeOpen }));
    fireEvent.change(screen.getByLabelText(p.disputeLabel), { target: { value: 'The garage quoted 800 JOD for the repair.' } });
    expect(screen.getByRole('group', { name: p.file })).toBeInTheDocument();
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [pdf()] } });
    await waitFor(() => expect(sendUpload).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('garage-quote.pdf has been received')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: p.disputeSend }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ state: 'review' }), p.disputed));
    expect(disputeClaimOffer).toHaveBeenCalledWith({
      params: { id: 42 },
      body: { note: 'The garage quoted 800 JOD for the repair.', decision_version: 2, upload_id: UPLOAD, net_fils: 1_250_750 },
    });
  });

  it('sends an appeal without a document: the document is optional', async () => {
    show('appeal');
    fireEvent.click(screen.getByRole('button', { name: p.appealOpen }));
    fireEvent.change(screen.getByLabelText(p.appealLabel), { target: { value: 'The photos show the damage is new.' } });
    fireEvent.click(screen.getByRole('button', { name: p.appealSend }));
    await waitFor(() => expect(appealClaim).toHaveBeenCalledWith({
      params: { id: 42 }, body: { note: 'The photos show the damage is new.', decision_version: 1, upload_id: null },
    }));
  });

  it('puts the server\'s refusal of the document at the upload (Arabic)', async () => {
    appealClaim.mockRejectedValue(new ApiError(400, 'upload_missing', 'A file was not found; send it again', { upload_id: 'validation.uploadMissing' }));
    show('appeal', 'ar');
    fireEvent.click(screen.getByRole('button', { name: ar.claimPage.objection.appealOpen }));
    fireEvent.change(screen.getByLabelText(ar.claimPage.objection.appealLabel), { target: { value: 'الصور تبيّن أن الضرر جديد.' } });
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [pdf()] } });
    await waitFor(() => expect(sendUpload).toHaveBeenCalledTimes(1));
    await screen.findByText('تم استلام garage-quote.pdf');
    fireEvent.click(screen.getByRole('button', { name: ar.claimPage.objection.appealSend }));
    expect(await screen.findByText(ar.validation.uploadMissing)).toBeInTheDocument();
  });
});
