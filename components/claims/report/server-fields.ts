'use client';

import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '@/components/forms/server-errors';
import { ApiError } from '@/lib/api/errors';
import { stepOfField } from './report-body';

/** The fields a refused report named (by the forms' names: formField), kept until the next send. */
export type ServerFields = Record<string, string> | null;

/**
 * Puts the server's messages of this step's fields onto its form when the review sends the customer
 * back here (applyServerErrors: the first takes the focus).
 */
export function useServerFields<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, fields: ServerFields, step: 'what' | 'details' | 'files') {
  useEffect(() => {
    if (!fields) return;
    // After the step's frame has focused its heading (FlowShell): the field with the message takes the focus.
    const id = window.setTimeout(() => applyServerErrors(form.setError, new ApiError(400, 'validation_error', '', fields), (name) => stepOfField(name) === step));
    return () => window.clearTimeout(id);
  }, [form, fields, step]);
}
