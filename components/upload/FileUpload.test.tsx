import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ApiError } from '@/lib/api/errors';
import { pngHead } from '@/lib/model/uploads/test-pictures';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { FileUpload } from './FileUpload';

const sendUpload = jest.fn();
jest.mock('@/components/upload/send', () => ({ sendUpload: (...args: unknown[]) => sendUpload(...args) }));

// jsdom's Blob has no arrayBuffer(); a browser's has.
beforeAll(() => {
  Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(this);
    });
  };
  URL.createObjectURL ??= () => 'blob:preview';
});
beforeEach(() => sendUpload.mockReset());

const jpeg = (size: number, name = 'photo.jpg') => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], name, { type: 'image/jpeg' });
};

/** The 1.3 KB PNG that declares 50,000 × 50,000 pixels: its header, then filler. */
const pixelBomb = () => {
  const bytes = new Uint8Array(1300);
  bytes.set(pngHead(50_000, 50_000));
  return new File([bytes], 'scene.png', { type: 'image/png' });
};

function upload(prepare?: (file: File) => Promise<File>, locale: 'en' | 'ar' = 'en') {
  const onChange = jest.fn();
  const onBusyChange = jest.fn();
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ar} timeZone="Asia/Amman">
      <FileUpload label="Damage" purpose="claim-file" value={null} onChange={onChange} onBusyChange={onBusyChange} maxBytes={1000} prepare={prepare} />
    </NextIntlClientProvider>,
  );
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  return { onChange, onBusyChange, choose: (file: File) => fireEvent.change(input, { target: { files: [file] } }) };
}

describe('FileUpload’s prepare', () => {
  it('checks and sends the prepared file, not the chosen one (a photo too large before, small enough after)', async () => {
    const smaller = jpeg(500, 'photo.jpg');
    sendUpload.mockResolvedValue({ id: 'u1', name: 'photo.jpg', type: 'image/jpeg', size: 500 });
    const prepare = jest.fn(async () => smaller);
    const { onChange, onBusyChange, choose } = upload(prepare);
    choose(jpeg(5000));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'u1', size: 500 })));
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(sendUpload.mock.calls[0][0]).toBe(smaller);
    // The form waited while the file was prepared and while it was sent, and no longer.
    expect(onBusyChange.mock.calls.map(([busy]) => busy)).toEqual([true, false, true, false]);
  });

  it('without it, a file over the limit is refused before sending', async () => {
    const { onChange, choose } = upload();
    choose(jpeg(5000));
    expect(await screen.findByText(en.validation.documentSize)).toBeInTheDocument();
    expect(sendUpload).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a prepare that fails sends the chosen file, checked as ever', async () => {
    sendUpload.mockResolvedValue({ id: 'u2', name: 'photo.jpg', type: 'image/jpeg', size: 800 });
    const { onChange, choose } = upload(async () => { throw new Error('no canvas'); });
    const chosen = jpeg(800);
    choose(chosen);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(sendUpload.mock.calls[0][0]).toBe(chosen);
  });
});

describe('FileUpload and a pixel bomb', () => {
  it.each([['en', en], ['ar', ar]] as const)('refuses it by its header before preparing, previewing or sending it, and says so (%s)', async (locale, messages) => {
    const prepare = jest.fn(async (file: File) => file);
    const { onChange, choose } = upload(prepare, locale);
    choose(pixelBomb());
    expect(await screen.findByText(messages.validation.imagePixels)).toBeInTheDocument();
    expect(prepare).not.toHaveBeenCalled();
    expect(sendUpload).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the server’s refusal on the field, in the page’s language', async () => {
    sendUpload.mockRejectedValue(new ApiError(413, 'image_too_large', 'too many pixels', { file: 'validation.imagePixels' }));
    const { choose } = upload(undefined, 'ar');
    choose(jpeg(800));
    expect(await screen.findByText(ar.validation.imagePixels)).toBeInTheDocument();
  });
});

describe('FileUpload’s rules', () => {
  function slot(accept: ('image/jpeg' | 'image/png' | 'application/pdf')[], locale: 'en' | 'ar') {
    render(
      <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ar} timeZone="Asia/Amman">
        <FileUpload label="Front of the car" purpose="claim-file" accept={accept} value={null} onChange={jest.fn()} maxBytes={10 * 1024 * 1024} />
      </NextIntlClientProvider>,
    );
  }

  it('name pictures alone where only pictures are taken, in each language', () => {
    slot(['image/jpeg', 'image/png'], 'en');
    expect(screen.getByText('A JPEG or PNG picture, up to 10 MB.')).toBeInTheDocument();
    document.body.innerHTML = '';
    slot(['image/jpeg', 'image/png'], 'ar');
    expect(screen.getByText('صورة بصيغة JPEG أو PNG، بحد أقصى 10 ميغابايت.')).toBeInTheDocument();
  });

  it('name the PDF where a document may be one, and hide "drop it here" on a touch screen', () => {
    slot(['image/jpeg', 'image/png', 'application/pdf'], 'en');
    expect(screen.getByText('JPEG, PNG or PDF, up to 10 MB.')).toBeInTheDocument();
    expect(screen.getByText('or drop it here')).toHaveClass('pointer-coarse:hidden');
  });
});
