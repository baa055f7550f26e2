import { useTranslations } from 'next-intl';

/**
 * Where a multi-step flow stands: the steps in order, the current one marked. Circles share one
 * top line whatever the length of their labels. On a phone the labels under the circles stay for
 * screen readers only and the current step's name shows once, on its own line under the row: under
 * its circle, eight steps in 390 px left it 44 px and broke an Arabic word in the middle.
 */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  const t = useTranslations('steps');
  // Past the last step (a paid purchase): every step is done.
  const finished = current >= steps.length;
  return (
    <nav aria-label={t('label')} className="mx-auto w-full max-w-3xl py-4">
      <p className="sr-only">{finished ? t('allDone') : t('stepOf', { current: current + 1, total: steps.length })}</p>
      <ol className="isolate flex items-start">
        {steps.map((label, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'todo';
          return (
            <li
              key={`${i}-${label}`}
              className="relative flex min-w-0 flex-1 flex-col items-center gap-1 text-center"
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {i > 0 ? (
                <span
                  aria-hidden="true"
                  className={`absolute end-1/2 top-[15px] h-0.5 w-full ${i <= current ? 'bg-brand-600' : 'bg-slate-200'}`}
                />
              ) : null}
              <span
                className={`relative z-10 grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold ${
                  state === 'todo' ? 'bg-slate-200 text-slate-700' : 'bg-brand-600 text-white'
                } ${state === 'current' ? 'ring-4 ring-brand-100' : ''}`}
                aria-hidden="true"
              >
                {state === 'done' ? (
                  <svg viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5"><path d="M3 8.5l3.2 3L13 4.5" /></svg>
                ) : (
                  i + 1
                )}
              </span>
              <span
                className={`max-w-full px-0.5 text-xs leading-tight break-words max-sm:sr-only sm:text-sm ${
                  state === 'current' ? 'font-semibold text-brand-900' : 'text-slate-600'
                }`}
              >
                {label}
                {state === 'done' ? <span className="sr-only"> ({t('done')})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      <p aria-hidden="true" className="mt-2 text-center text-sm font-semibold text-brand-900 sm:hidden">
        {finished ? t('allDone') : steps[current]}
      </p>
    </nav>
  );
}
