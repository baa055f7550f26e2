'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { HeldUpload } from '@/components/requests/HeldUpload';
import { claimDocuments, MAX_FILES_PER_DOCUMENT, type ClaimDocumentRule } from '@/lib/config/claims';
import { compressPhoto } from '../compress-photo';
import { checkFiles, filesFields, reportFlow, type FilesContext, type ReportData } from './flow';
import { photoSlots } from './report-body';
import { useServerFields, type ServerFields } from './server-fields';

type Props = {
  context: FilesContext;
  defaults: Partial<ReportData>;
  serverFields: ServerFields;
  onDone: (values: Pick<ReportData, 'photos' | 'documents'>) => void;
  onBack: () => void;
};

const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

/** Whether the report asks for a document: a police report's copy only when there is one. */
const asked = (rule: ClaimDocumentRule, police: boolean) => rule.need !== 'if_police_report' || police;

/**
 * The third step: a car's guided photos (a slot each, with what to frame), then the documents of the
 * line and event, each through the portal's upload with purpose claim-file. Photos, and photographed
 * documents, are made smaller in the browser before they are sent (compressPhoto).
 */
export function FilesStep({ context, defaults, serverFields, onDone, onBack }: Props) {
  const t = useTranslations('claimReport.files');
  const photoName = useTranslations('claims.photos');
  const documentName = useTranslations('claims.documents');
  const schema = useMemo(() => filesFields.superRefine((v, ctx) => checkFiles({ ...context, ...v }, ctx)), [context]);
  const form = useZodForm(schema, { defaultValues: { photos: defaults.photos ?? {}, documents: defaults.documents ?? {} } });
  useFormDraft(form, `${reportFlow.id}:files`);
  useServerFields(form, serverFields, 'files');
  const error = useFieldError(form.formState.errors);
  // Files still on their way to the server: Continue waits for them.
  const [uploading, setUploading] = useState(0);
  const busy = (on: boolean) => setUploading((n) => Math.max(0, n + (on ? 1 : -1)));
  const slots = photoSlots(context);
  const police = 'has_police_report' in context.details && context.details.has_police_report;
  const documents = claimDocuments(context.line, context.event).filter((rule) => asked(rule, police));
  const held = form.watch('documents') ?? {};
  // A document's own message: the form's check puts it on the list's root (its places are fields), the server's on the list.
  const documentError = (key: string) => error(`documents.${key}.root`) ?? error(`documents.${key}`);

  return (
    <form method="post" onSubmit={form.handleSubmit((v) => onDone({ photos: v.photos, documents: v.documents }))} noValidate className="mt-4 flex flex-col gap-8">
      {slots.length > 0 ? (
        <section aria-labelledby="claim-photos-heading" className="flex flex-col gap-3">
          <h3 id="claim-photos-heading" className="text-lg font-semibold">{t('photosHeading')}</h3>
          <p className="text-slate-700">{t('photosIntro')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {slots.map((slot) => (
              <HeldUpload key={slot} control={form.control} name={`photos.${slot}`} label={photoName(slot)} hint={t(`photoHints.${slot}`)}
                purpose="claim-file" accept={PHOTO_TYPES} capture="environment" prepare={compressPhoto} onBusyChange={busy} error={error(`photos.${slot}`)} />
            ))}
          </div>
        </section>
      ) : null}
      <section aria-labelledby="claim-documents-heading" className="flex flex-col gap-3">
        <h3 id="claim-documents-heading" className="text-lg font-semibold">{t('documentsHeading')}</h3>
        <p className="text-slate-700">{t('documentsIntro', { max: MAX_FILES_PER_DOCUMENT })}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {documents.map((rule) => {
            // Every place up to the last file, and one empty place after it (a removed file leaves its place empty).
            const last = (held[rule.key] ?? []).reduce<number>((found, file, i) => (file ? i : found), -1);
            return (
              <div key={rule.key} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3" data-document={rule.key}>
                {Array.from({ length: Math.min(MAX_FILES_PER_DOCUMENT, last + 2) }, (_, i) => (
                  <HeldUpload key={i} control={form.control} name={`documents.${rule.key}.${i}`}
                    label={i === 0 ? documentName(rule.key) : t('moreFile', { name: documentName(rule.key), n: i + 1 })}
                    hint={i === 0 ? t(`need.${rule.need}`) : undefined} purpose="claim-file" capture="environment" prepare={compressPhoto}
                    onBusyChange={busy} error={error(`documents.${rule.key}.${i}`) ?? (i === 0 ? documentError(rule.key) : undefined)} />
                ))}
              </div>
            );
          })}
        </div>
      </section>
      <StepNav onBack={onBack} busy={uploading > 0} />
    </form>
  );
}
