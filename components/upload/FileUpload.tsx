'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useApiErrorMessage, useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { ApiError } from '@/lib/api/errors';
import { IMAGE_HEAD_BYTES, UPLOAD_MAX_BYTES, UPLOAD_TYPES, type UploadPurpose, type UploadType } from '@/lib/config/uploads';
import { fileProblem, pixelProblem } from '@/lib/model/uploads/file-type';
import { readPixelSize } from '@/lib/model/uploads/image-size';
import { sendUpload } from '@/components/upload/send';
import { FilePreview } from './FilePreview';

/** A file the backend holds: what a form keeps and later sends as an upload id. */
export interface UploadedFile {
  id: string;
  name: string;
  type: UploadType;
  size: number;
  /** An object URL of the chosen image, for the thumbnail while the page lives. */
  previewUrl?: string;
}

export interface FileUploadProps {
  label: string;
  hint?: string;
  /** What the file is for (the backend checks it again when the form claims the upload). */
  purpose: UploadPurpose;
  accept?: readonly UploadType[];
  maxBytes?: number;
  /** Offers "Take a photo" with this camera on phones and tablets. */
  capture?: 'environment' | 'user';
  value: UploadedFile | null;
  onChange: (value: UploadedFile | null) => void;
  /** A translated message from the form (required, or refused by the server). */
  error?: string;
  /** Told when a file starts and stops sending, so the form can wait for it. */
  onBusyChange?: (busy: boolean) => void;
  /**
   * Makes the chosen file ready before it is checked and sent (a claim photo made smaller:
   * components/claims/compress-photo). It resolves with the file to send, the chosen one if nothing changed.
   */
  prepare?: (file: File) => Promise<File>;
}

type Sending = { name: string; percent: number; previewUrl?: string };

/** The first bytes: the type's signature and, for a picture, the header with its dimensions. */
const headOf = async (file: File) => new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer());

/**
 * One upload for the whole portal: a tap-or-drop target in the page's language (the native input
 * is visually hidden but focusable and labelled), "Take a photo" on touch screens, a check of size
 * and type (by the first bytes) and of a picture's pixels (by its header, before anything decodes it)
 * before sending, progress while sending, then a thumbnail or a PDF icon with Replace and Remove.
 */
export function FileUpload({ label, hint, purpose, accept = UPLOAD_TYPES, maxBytes = UPLOAD_MAX_BYTES, capture, value, onChange, error, onBusyChange, prepare }: FileUploadProps) {
  const t = useTranslations('upload');
  const locale = useLocale();
  const fieldMessage = useFieldMessage();
  const apiMessage = useApiErrorMessage();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  const [status, setStatus] = useState('');
  const [dragging, setDragging] = useState(false);
  // The inputs are visually hidden: their focus ring is drawn on the label that stands for them.
  const [focused, setFocused] = useState<'picker' | 'camera' | null>(null);
  const abort = useRef<AbortController | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const shownError = problem ?? error;
  const ids = { label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error`, input: `${id}-input`, camera: `${id}-camera`, cameraLabel: `${id}-camera-label` };
  const describedBy = [shownError ? ids.error : null, ids.hint].filter(Boolean).join(' ');
  const mb = Math.round(maxBytes / (1024 * 1024));

  function refuse(problem: string) {
    setProblem(fieldMessage(problem) ?? null);
    setStatus('');
  }

  async function choose(chosen: File | undefined) {
    if (!chosen || sending) return;
    // A picture declaring too many pixels is refused before `prepare` (which redraws photos) or a preview decodes it.
    const pixels = pixelProblem(await headOf(chosen));
    if (pixels) return refuse(pixels);
    if (!prepare) return send(chosen);
    // Shown as the start of sending (the input is disabled, the form waits); what is checked and sent is the prepared file.
    setSending({ name: chosen.name, percent: 0 });
    setStatus(t('sending', { name: chosen.name }));
    onBusyChange?.(true);
    const file = await prepare(chosen).catch(() => chosen);
    setSending(null);
    onBusyChange?.(false);
    return send(file);
  }

  async function send(file: File) {
    const head = await headOf(file);
    const refused = fileProblem({ size: file.size, head }, { maxBytes, types: accept });
    if (refused) return refuse(refused);
    setProblem(null);
    const image = file.type.startsWith('image/');
    // Shown while sending only when the header told its size (within the limit); else once the server has read it.
    const previewUrl = image && readPixelSize(head) ? URL.createObjectURL(file) : undefined;
    const controller = new AbortController();
    abort.current = controller;
    setSending({ name: file.name, percent: 0, previewUrl });
    setStatus(t('sending', { name: file.name }));
    onBusyChange?.(true);
    try {
      const sent = await sendUpload(file, {
        purpose, lang: locale, signal: controller.signal,
        onProgress: (fraction) => setSending((s) => (s ? { ...s, percent: Math.round(fraction * 100) } : s)),
      });
      if (value?.previewUrl) URL.revokeObjectURL(value.previewUrl);
      onChange({ ...sent, previewUrl: previewUrl ?? (image ? URL.createObjectURL(file) : undefined) });
      setStatus(t('sent', { name: sent.name }));
    } catch (failure) {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
      if (failure instanceof ApiError && failure.code === 'aborted') {
        setStatus(t('cancelled'));
      } else {
        const field = failure instanceof ApiError ? failure.fields?.file : undefined;
        setProblem(field ? (fieldMessage(field) ?? null) : apiMessage(failure));
        setStatus('');
      }
    } finally {
      abort.current = null;
      setSending(null);
      onBusyChange?.(false);
    }
  }

  function remove() {
    if (value?.previewUrl) URL.revokeObjectURL(value.previewUrl);
    onChange(null);
    setProblem(null);
    setStatus(t('removed'));
    picker.current?.focus();
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  }

  const ring = (which: 'picker' | 'camera') => (focused === which ? 'ring-2 ring-brand-600 ring-offset-2' : '');
  const focusProps = (which: 'picker' | 'camera') => ({
    onFocus: (e: React.FocusEvent<HTMLInputElement>) => setFocused(e.target.matches(':focus-visible') ? which : null),
    onBlur: () => setFocused(null),
  });
  const inputProps = {
    type: 'file' as const,
    className: 'sr-only',
    'aria-describedby': describedBy,
    'aria-invalid': shownError ? true : undefined,
    disabled: sending !== null,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      void choose(e.target.files?.[0]);
      e.target.value = ''; // the same file may be chosen again after a refusal
    },
  };
  const button = 'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold';

  return (
    <div role="group" aria-labelledby={ids.label} className="flex min-w-0 flex-col gap-2">
      <span id={ids.label} className="font-medium text-slate-800">{label}</span>
      <input ref={picker} id={ids.input} accept={accept.join(',')} aria-labelledby={ids.label} {...inputProps} {...focusProps('picker')} />
      {sending ? (
        <FilePreview name={sending.name} previewUrl={sending.previewUrl} pdf={!sending.previewUrl}>
          <div
            role="progressbar"
            aria-label={t('progress', { name: sending.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={sending.percent}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${sending.percent}%` }} />
          </div>
          <button type="button" onClick={() => abort.current?.abort()} className={`${button} min-h-9 self-start px-0 text-brand-700 underline-offset-4 hover:underline`}>
            {t('cancel')}
          </button>
        </FilePreview>
      ) : value ? (
        <FilePreview name={value.name} size={value.size} previewUrl={value.previewUrl} pdf={value.type === 'application/pdf'}>
          <div className="flex flex-wrap gap-2">
            <label htmlFor={ids.input} className={`${button} border border-brand-600 text-brand-700 hover:bg-brand-50 ${ring('picker')}`}>
              {t('replace')}
            </label>
            <button type="button" onClick={remove} className={`${button} text-red-700 hover:bg-red-50`} aria-label={t('removeNamed', { name: value.name })}>
              {t('remove')}
            </button>
          </div>
        </FilePreview>
      ) : (
        <label
          htmlFor={ids.input}
          onDragOver={(e) => { e.preventDefault(); setDragging(true); }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={`flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 border-dashed px-4 py-5 text-center ${ring('picker')} ${
            dragging ? 'border-brand-600 bg-brand-50' : shownError ? 'border-red-600' : 'border-slate-300 hover:border-brand-600'
          }`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 text-brand-600" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M12 16V4m0 0L7 9m5-5 5 5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
          </svg>
          <span className="font-semibold text-brand-700">{t('choose')}</span>
          {/* Nothing is dragged on a phone: there the target only says what a tap does. */}
          <span className="text-sm text-slate-600 pointer-coarse:hidden">{t('orDrop')}</span>
        </label>
      )}
      {capture && !sending ? (
        // Only where there is a camera to tap (touch screens); hidden, the input is not focusable either.
        <div className="hidden pointer-coarse:block">
          <input id={ids.camera} accept="image/*" capture={capture} aria-labelledby={`${ids.cameraLabel} ${ids.label}`} {...inputProps} {...focusProps('camera')} />
          <label id={ids.cameraLabel} htmlFor={ids.camera} className={`${button} w-full border border-brand-600 text-brand-700 hover:bg-brand-50 ${ring('camera')}`}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
              <path d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z" />
            </svg>
            {t('takePhoto')}
          </label>
        </div>
      ) : null}
      <p id={ids.hint} className="text-sm text-slate-600">{hint ? `${hint} ` : ''}{t(accept.includes('application/pdf') ? 'rules' : 'rulesPictures', { mb })}</p>
      {shownError ? <p id={ids.error} className="text-sm text-red-700">{shownError}</p> : null}
      <p aria-live="polite" className="sr-only">{status}</p>
    </div>
  );
}
