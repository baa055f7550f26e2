'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { StepNav } from '@/components/flow/StepNav';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { MEDICAL_MAX_MEMBERS } from '@/lib/config/medical';
import type { MedicalMember } from '@/lib/validation/medical';
import { MemberForm } from './MemberForm';

/** The members list: add, edit and remove before sending; Send posts the whole request. */
export function MembersStep({ members, onChange, onBack, onSend, failure }: {
  members: MedicalMember[];
  onChange: (members: MedicalMember[]) => void;
  onBack: () => void;
  onSend: () => Promise<void>;
  failure: string | null;
}) {
  const t = useTranslations('medical');
  // null: no form open; -1: a new member; n: editing member n.
  const [editing, setEditing] = useState<number | null>(members.length ? null : -1);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send() {
    if (editing !== null) return setError(t('finishMember'));
    if (!members.length) return setError(t('validation.members'));
    setError(null);
    setBusy(true);
    try { await onSend(); } finally { setBusy(false); }
  }

  return (
    <div className="mt-4 flex flex-col gap-4">
      <section aria-labelledby="members-heading">
        <h3 id="members-heading" className="font-semibold text-brand-900">{t('membersTitle', { count: members.length })}</h3>
        <ul className="mt-2 flex flex-col gap-2">
          {members.map((m, i) => (
            <li key={`${m.national_number}-${i}`} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3">
              <span>
                <span className="font-medium">{m.full_name}</span>
                <span className="ms-2 text-sm text-slate-600">{t(`relationships.${m.relationship}`)}</span>
              </span>
              <span className="flex gap-2">
                <Button variant="secondary" onClick={() => setEditing(i)} aria-label={t('editLabel', { name: m.full_name })}>{t('edit')}</Button>
                <Button variant="ghost" onClick={() => { onChange(members.filter((_, j) => j !== i)); setEditing(null); }} aria-label={t('removeLabel', { name: m.full_name })}>{t('remove')}</Button>
              </span>
            </li>
          ))}
        </ul>
      </section>
      {editing !== null ? (
        <MemberForm
          key={editing}
          initial={editing >= 0 ? members[editing] : undefined}
          onCancel={() => setEditing(null)}
          onSave={(m) => { onChange(editing >= 0 ? members.map((x, j) => (j === editing ? m : x)) : [...members, m]); setEditing(null); setError(null); }}
        />
      ) : members.length < MEDICAL_MAX_MEMBERS ? (
        <Button variant="secondary" className="self-start" onClick={() => setEditing(-1)}>{t('addMember')}</Button>
      ) : null}
      <div aria-live="polite">{error || failure ? <Alert tone="error">{error ?? failure}</Alert> : null}</div>
      <StepNav onBack={onBack} onNext={send} nextLabel={t('send')} busy={busy} busyLabel={t('sending')} />
    </div>
  );
}
