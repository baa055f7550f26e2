import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { FileUpload } from './FileUpload';

const sendUpload = jest.fn();
jest.mock('@/lib/uploads/send', () => ({ sendUpload: (...args: unknown[]) => sendUpload(...args) }));

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

function upload(prepare?: (file: File) => Promise<File>) {
  const onChange = jest.fn();
  const onBusyChange = jest.fn();
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Amman">
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
