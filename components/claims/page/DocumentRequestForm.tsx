'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useApiErrorMessage, useFieldMessage } from '@/components/forms/useApiErrorMessage';
import { useZodForm } from '@/components/forms/useZodForm';
import { compressPhoto } from '@/components/claims/compress-photo';
import { FileUpload, type UploadedFile } from '@/components/upload/FileUpload';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import type { Claim, DocumentRequest } from '@/lib/api/endpoints/claims';
import { MAX_FILES_PER_DOCUMENT } from '@/lib/config/claims';
import { claimDocumentAnswer } from '@/lib/validation/claim';
import { useBrowserApi } from '@/lib/query/use-browser-api';

type Props = { claimId: number; request: DocumentRequest; onDone: (claim: Claim, message: string) => void };

/**
 * The files for one document the company asked for (several pages: up to MAX_FILES_PER_DOCUMENT), each
 * through the portal's upload with the claim's purpose (a phone's photo made smaller first, as the
 * report's are), then sent together as the request's answer.
 */
export function DocumentRequestForm({ claimId, request, onDone }: Props) {
  const t = useTranslations('claimPage.requests');
  const names = useTranslations('claims.documents');
  const api = useBrowserApi();
  const apiMessage = useApiErrorMessage();
  const fieldMessage = useFieldMessage();
  const [files, setFiles] = useState<(UploadedFile | null)[]>([null]);
  const [busy, setBusy] = useState(0);
  const form = useZodForm(claimDocumentAnswer, { defaultValues: { request_id: request.id, upload_ids: [] } });
  const document = names(request.key);
  const send = useMutation({
    mutationFn: async (body: { request_id: number; upload_ids: string[] }) => (await api().answerDocumentRequest({ params: { id: claimId }, body })).claim,
    onSuccess: (claim) => onDone(claim, t('sent', { document })),
    onError: (failure) => applyServerErrors(form.setError, failure, (name) => name.startsWith('upload_ids')),
  });
  const errors = form.formState.errors.upload_ids;
  const errorKey = errors?.message ?? (Array.isArray(errors) ? errors.find((e) => e?.message)?.message : undefined);
  const error = fieldMessage(errorKey);
  // "Wait until the file has finished sending" is over once it has.
  useEffect(() => {
    if (busy === 0 && errorKey === 'claimPage.requests.busy') form.clearErrors('upload_ids');
  }, [busy, errorKey, form]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    form.clearErrors();
    if (busy > 0) return form.setError('upload_ids', { type: 'manual', message: 'claimPage.requests.busy' });
    const ids = files.flatMap((f) => (f ? [f.id] : []));
    if (ids.length === 0) return form.setError('upload_ids', { type: 'manual', message: 'claimPage.requests.needFile' });
    form.setValue('upload_ids', ids);
    void form.handleSubmit((body) => send.mutate(body))();
  };
  const put = (i: number) => (value: UploadedFile | null) => setFiles((all) => all.map((f, j) => (j === i ? value : f)));
  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-3">
      <div aria-live="polite">{send.isError && !errorKey ? <Alert tone="error">{apiMessage(send.error)}</Alert> : null}</div>
      {files.map((file, i) => (
        <FileUpload
          key={i}
          label={t('file', { document, n: i + 1 })}
          purpose="claim-file"
          capture="environment"
          prepare={compressPhoto}
          value={file}
          onChange={put(i)}
          onBusyChange={(b) => setBusy((n) => n + (b ? 1 : -1))}
          error={i === 0 ? error : undefined}
        />
      ))}
      <div className="flex flex-wrap gap-3">
        {files.length < MAX_FILES_PER_DOCUMENT && files.every(Boolean) ? (
          <Button variant="secondary" onClick={() => setFiles((all) => [...all, null])}>{t('addFile')}</Button>
        ) : null}
        <Button type="submit" disabled={send.isPending}>{send.isPending ? t('sending') : t('send')}</Button>
      </div>
    </form>
  );
}
