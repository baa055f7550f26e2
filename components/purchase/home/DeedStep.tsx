'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { StepNav } from '@/components/flow/StepNav';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { FileUpload } from '@/components/upload/FileUpload';
import { storedUpload } from '@/lib/validation/stored-upload';
import type { HomeData } from './flow';

const deedForm = z.object({ title_deed_file: storedUpload('purchase.validation.titleDeed') });

/** The title deed (JPEG, PNG or PDF up to 10 MB, checked by content) through the portal's one upload component. */
export function DeedStep({ value, onBack, onDone }: {
  value?: HomeData['title_deed_file'];
  onBack: () => void;
  onDone: (file: HomeData['title_deed_file']) => void;
}) {
  const t = useTranslations('purchase.home');
  const form = useZodForm(deedForm, { defaultValues: { title_deed_file: value ?? null } as never });
  useFormDraft(form, 'home:deed');
  const error = useFieldError(form.formState.errors);
  const [busy, setBusy] = useState(false);

  return (
    <form method="post" onSubmit={form.handleSubmit(({ title_deed_file }) => onDone(title_deed_file))} noValidate className="mt-4 flex flex-col gap-5">
      <Controller control={form.control} name="title_deed_file" render={({ field }) => (
        <FileUpload label={t('deed')} hint={t('deedHint')} purpose="title-deed" capture="environment"
          value={field.value ?? null} onChange={field.onChange}
          onBusyChange={setBusy} error={error('title_deed_file')} />
      )} />
      <StepNav onBack={onBack} busy={busy} />
    </form>
  );
}
