'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { StepNav } from '@/components/flow/StepNav';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useFieldError } from '@/components/forms/useFieldError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useZodForm } from '@/components/forms/useZodForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { MEDICAL_MAX_MEMBERS } from '@/lib/config/medical';
import { readDraft, writeDraft } from '@/lib/flow/drafts';
import { medicalMembersSchema, type MedicalMember, type MedicalMemberInput } from '@/lib/validation/medical';
import { medicalFlow } from './flow';
import { emptyMember, MemberForm } from './MemberForm';

/** The member whose fields are open: its place, and what it held before (undefined for a new one). */
type Editing = { index: number; before?: MedicalMemberInput } | null;

const DRAFT = `${medicalFlow.id}:members`;
const EDITING_DRAFT = `${medicalFlow.id}:members-editing`;

/**
 * The members list (a field array): add, edit and remove before sending; Send posts the whole request.
 * The members and the one being edited are kept across a reload and a language switch.
 */
export function MembersStep({ members, onKeep, onBack, onSend, errorText }: {
  members: MedicalMemberInput[];
  /** Keeps the saved members in the flow (Back and forth). */
  onKeep: (members: MedicalMemberInput[]) => void;
  onBack: () => void;
  onSend: (members: MedicalMember[]) => Promise<unknown>;
  errorText: (error: unknown) => string;
}) {
  const t = useTranslations('medical');
  // Mounted in the browser only (the flow waits for its draft): the drafts decide what opens. A first
  // visit opens a new member; a reload opens the member that was open, as it was.
  const [start] = useState(() => {
    const empty = members.length === 0 && !readDraft(DRAFT);
    const saved = readDraft(EDITING_DRAFT)?.editing as Editing | undefined;
    const editing = saved ?? (empty ? { index: 0 } : null);
    // Written at once: the new member's fields are in the draft from the first key typed.
    if (empty) writeDraft(EDITING_DRAFT, { editing });
    return { members: empty ? [emptyMember] : members, editing };
  });
  const form = useZodForm(medicalMembersSchema, { defaultValues: { members: start.members } });
  useFormDraft(form, DRAFT);
  const list = useFieldArray({ control: form.control, name: 'members' });
  const error = useFieldError(form.formState.errors);
  const [opened, setOpened] = useState<Editing>(start.editing);
  const editing = opened && opened.index < list.fields.length ? opened : null;
  const send = useMutation({ mutationFn: onSend, onError: (failure) => applyServerErrors(form.setError, failure) });

  const setEditing = (next: Editing) => {
    setOpened(next);
    writeDraft(EDITING_DRAFT, { editing: next });
  };

  const values = form.watch('members');
  const saved = list.fields.filter((_, i) => !(editing && editing.before === undefined && editing.index === i));

  async function save() {
    if (!editing) return;
    if (!(await form.trigger(`members.${editing.index}`, { shouldFocus: true }))) return;
    form.clearErrors('root');
    setEditing(null);
    onKeep(form.getValues('members'));
  }

  function cancel() {
    if (!editing) return;
    if (editing.before === undefined) list.remove(editing.index);
    else list.update(editing.index, editing.before);
    form.clearErrors(`members.${editing.index}`);
    setEditing(null);
  }

  function add() {
    list.append(emptyMember);
    setEditing({ index: list.fields.length });
  }

  function remove(index: number) {
    list.remove(index);
    setEditing(null);
    onKeep(form.getValues('members'));
  }

  const submit = form.handleSubmit((checked) => send.mutate(checked.members));
  return (
    <form method="post" noValidate className="mt-4 flex flex-col gap-4"
      onSubmit={(event) => {
        // A member still open is saved or cancelled first.
        if (!editing) return void submit(event);
        event.preventDefault();
        form.setError('root', { message: 'medical.finishMember' });
      }}>
      <section aria-labelledby="members-heading">
        <h3 id="members-heading" className="font-semibold text-brand-900">{t('membersTitle', { count: saved.length })}</h3>
        <ul className="mt-2 flex flex-col gap-2">
          {list.fields.map((field, i) => {
            const member = values[i];
            if (!member || (editing && editing.before === undefined && editing.index === i)) return null;
            const name = editing?.index === i ? (editing.before?.full_name ?? member.full_name) : member.full_name;
            return (
              <li key={field.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3">
                <span>
                  <span className="font-medium">{name}</span>
                  {member.relationship ? <span className="ms-2 text-sm text-slate-600">{t(`relationships.${member.relationship}`)}</span> : null}
                </span>
                <span className="flex gap-2">
                  <Button variant="secondary" onClick={() => setEditing({ index: i, before: member })} disabled={editing !== null} aria-label={t('editLabel', { name })}>{t('edit')}</Button>
                  <Button variant="ghost" onClick={() => remove(i)} disabled={editing !== null} aria-label={t('removeLabel', { name })}>{t('remove')}</Button>
                </span>
              </li>
            );
          })}
        </ul>
        {error('members.root') ?? error('members') ? <p className="mt-2 text-sm text-red-700">{error('members.root') ?? error('members')}</p> : null}
      </section>
      {editing ? (
        <MemberForm key={list.fields[editing.index]?.id} form={form} index={editing.index} isNew={editing.before === undefined} onSave={save} onCancel={cancel} />
      ) : list.fields.length < MEDICAL_MAX_MEMBERS ? (
        <Button variant="secondary" className="self-start" onClick={add}>{t('addMember')}</Button>
      ) : null}
      <div aria-live="polite">
        {form.formState.errors.root ? <Alert tone="error">{error('root')}</Alert> : send.isError ? <Alert tone="error">{errorText(send.error)}</Alert> : null}
      </div>
      <StepNav onBack={() => { onKeep(form.getValues('members')); onBack(); }} nextLabel={t('send')} busy={send.isPending || send.isSuccess} busyLabel={t('sending')} />
    </form>
  );
}
