'use client';

import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FileUpload, type FileUploadProps, type UploadedFile } from '@/components/upload/FileUpload';

/** What a form holds of an upload: what a draft keeps across a reload (no page-bound preview address). */
export type HeldFile = Omit<UploadedFile, 'previewUrl'>;

type Props<T extends FieldValues> = Omit<FileUploadProps, 'value' | 'onChange'> & { control: Control<T, unknown, unknown>; name: Path<T> };

/**
 * The portal's FileUpload as a react-hook-form field: the form holds the upload's id, name, type and
 * size (useFormDraft keeps them across a reload and a language switch); the thumbnail's object URL
 * lives only as long as the page, beside the form.
 */
export function HeldUpload<T extends FieldValues>({ control, name, ...rest }: Props<T>) {
  const { field } = useController({ control, name });
  // The thumbnail of the file chosen on this page, by upload id (not a form value: it dies with the page).
  const [preview, setPreview] = useState<{ id: string; url: string } | null>(null);
  const held = field.value as HeldFile | null | undefined;
  const value = held ? { ...held, previewUrl: preview?.id === held.id ? preview.url : undefined } : null;
  return (
    <FileUpload
      {...rest}
      value={value}
      onChange={(file) => {
        if (file?.previewUrl) setPreview({ id: file.id, url: file.previewUrl });
        field.onChange(file ? { id: file.id, name: file.name, type: file.type, size: file.size } : null);
      }}
    />
  );
}
