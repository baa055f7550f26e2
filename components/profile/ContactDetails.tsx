'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { formatPhone } from '@/lib/phone';
import type { ContactChannel } from '@/lib/validation/contact-change';
import { ContactChangeConfirm } from './ContactChangeConfirm';
import { ContactChangeRequest } from './ContactChangeRequest';

type Step = { channel: ContactChannel; sentTo?: string };
const ltr = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>;

/**
 * The account's e-mail and mobile number, each with its change: the new value and the password, then
 * the code sent to it. One change is open at a time; the result is announced where both rows can see it.
 */
export function ContactDetails({ email, mobile }: { email: string; mobile: string }) {
  const t = useTranslations('profile');
  const [current, setCurrent] = useState({ email, mobile });
  const [step, setStep] = useState<Step | null>(null);
  const [done, setDone] = useState<{ channel: ContactChannel; value: string } | null>(null);

  function confirmed(channel: ContactChannel, value: string) {
    setCurrent((c) => ({ ...c, [channel]: value }));
    setStep(null);
    setDone({ channel, value });
  }

  const row = (channel: ContactChannel) => {
    const open = step?.channel === channel;
    const panel = `contact-change-${channel}`;
    return (
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="min-w-0">
            <p className="text-sm text-slate-600">{t(channel)}</p>
            <p className={`font-medium ${channel === 'mobile' ? 'whitespace-nowrap' : 'break-all'}`} dir="ltr" data-user-text>{channel === 'mobile' ? formatPhone(current.mobile) : current.email}</p>
          </div>
          <Button
            variant="secondary" aria-expanded={open} aria-controls={panel}
            onClick={() => { setDone(null); setStep(open ? null : { channel }); }}
          >
            {t(channel === 'email' ? 'contact.changeEmail' : 'contact.changeMobile')}
          </Button>
        </div>
        <section id={panel} hidden={!open} aria-label={t(channel === 'email' ? 'contact.changeEmail' : 'contact.changeMobile')}>
          {open && !step.sentTo ? <ContactChangeRequest channel={channel} onSent={(sentTo) => setStep({ channel, sentTo })} onCancel={() => setStep(null)} /> : null}
          {open && step.sentTo
            ? <ContactChangeConfirm channel={channel} value={step.sentTo} onConfirmed={(value) => confirmed(channel, value)} onStartAgain={() => setStep({ channel })} />
            : null}
        </section>
      </div>
    );
  };

  return (
    <section aria-labelledby="contact-details-title" className="mb-8 flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
      <h2 id="contact-details-title" className="text-lg font-bold text-brand-900">{t('contact.title')}</h2>
      <p className="text-sm text-slate-700">{t('contact.intro')}</p>
      <div aria-live="polite">
        {done ? <Alert tone="success">{t.rich(done.channel === 'email' ? 'contact.emailChanged' : 'contact.mobileChanged', { value: done.channel === 'mobile' ? formatPhone(done.value) : done.value, ltr })}</Alert> : null}
      </div>
      {row('email')}
      {row('mobile')}
    </section>
  );
}
