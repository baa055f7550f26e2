'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { pointId } from '@/lib/model/bookings/geo';
import { LABABAK_PHONE } from '@/lib/config/bookings';
import { mapsLink } from '@/lib/config/company';
import { joinParts } from '@/lib/format';
import { formatPhone, telHref } from '@/lib/phone';
import { TOWNS } from '@/lib/config/service-areas';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import type { AppointmentLocation } from '@/lib/validation/appointment';
import type { Point } from './PinMap';

/** Leaflet is loaded only when the customer chooses to put a pin on the map. */
const PinMap = dynamic(() => import('./PinMap'), { ssr: false, loading: () => <MapLoading /> });

function MapLoading() {
  const t = useTranslations('lababak.location.map');
  return <p className="flex h-72 items-center justify-center rounded-lg border border-slate-300 bg-slate-50 text-slate-700">{t('loading')}</p>;
}

type Mode = 'gps' | 'pin' | 'typed';

/** Where the map opens when no place or town is chosen yet. */
const AMMAN: Point = { lat: 31.9539, lng: 35.9106 };

/**
 * A checked place. `source` says how it was given: the browser's position or a pin on the map (its
 * address is then the served area's name, with the customer's landmark before it when they add one),
 * or a typed address.
 */
export type CheckedLocation = AppointmentLocation & { approved: boolean; area?: { en: string; ar: string }; source?: Mode; landmark?: string };

type Props = {
  value?: CheckedLocation;
  onChange: (value: CheckedLocation | undefined) => void;
  /** Staff have no browser position of the customer: only the typed address. */
  typedOnly?: boolean;
  error?: string;
  /**
   * What the place is shown with instead of the service-area answer, for a form that takes any place
   * (a claim's: where it happened, served or not).
   */
  describe?: (place: CheckedLocation) => ReactNode;
  /** The question over the two ways, when the form asks another than "How should we find you?". */
  how?: string;
};

/**
 * Where the car is: the browser's position when the customer allows it, a pin put on a map, or a town
 * and an address typed in. Each is checked with GET /booking/getLocationApproval; a place outside the service areas
 * is refused with the number to call. A link opens the place in a maps app.
 */
export function LocationPicker({ value, onChange, typedOnly, error, describe, how }: Props) {
  const t = useTranslations('lababak.location');
  const locale = useLocale();
  const api = useBrowserApi();
  const [mode, setMode] = useState<Mode>(typedOnly || value?.source === 'typed' || (value && !value.source && !value.address.startsWith('GPS')) ? 'typed' : value?.source ?? 'gps');
  const [town, setTown] = useState(() => TOWNS.find((x) => value && x.centre.lat === value.lat && x.centre.lng === value.lng)?.id ?? '');
  const [street, setStreet] = useState(value && mode === 'typed' ? value.address : '');
  const [status, setStatus] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  /** Where the map opens: the place given before (a position, a pin), else the town chosen, else Amman. */
  const opening = () => (value ? { lat: value.lat, lng: value.lng } : TOWNS.find((x) => x.id === town)?.centre ?? AMMAN);
  const [pinStart, setPinStart] = useState<Point>(opening);
  /** The pin's place where the map last stopped; while it moves, the button waits for it to stop. */
  const pin = useRef(pinStart);
  const [moving, setMoving] = useState(false);
  const pinHint = useId();

  /** A typed address is kept as typed; a position is named by its area (never its coordinates). */
  const check = useMutation({
    mutationFn: ({ lat, lng }: { lat: number; lng: number; typed: string | null; source: Mode }) => api().getLocationApproval({ params: { id: pointId({ lat, lng }) } }),
    onMutate: () => setStatus(null),
    onSuccess: (answer, { lat, lng, typed, source }) => {
      const area = answer.area ? { en: answer.area.name_en, ar: answer.area.name_ar } : undefined;
      const address = typed ?? positionAddress('', area, source);
      onChange({ lat, lng, address, approved: answer.approved, area, source });
    },
    onError: () => setStatus(t('checkFailed')),
  });
  const busy = locating || check.isPending;

  function locate() {
    if (!('geolocation' in navigator)) return setMode('typed');
    setLocating(true);
    setStatus(t('locating'));
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const lat = Number(pos.coords.latitude.toFixed(6));
        const lng = Number(pos.coords.longitude.toFixed(6));
        setLocating(false);
        check.mutate({ lat, lng, typed: null, source: 'gps' });
      },
      () => {
        setLocating(false);
        setStatus(t('denied'));
        setMode('typed');
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  }

  /** The words a position or a pin is shown with: the customer's landmark, then the served area's name. */
  function positionAddress(landmark: string, area: CheckedLocation['area'], source: Mode): string {
    const place = area?.[locale] ?? t(source === 'pin' ? 'pinned' : 'position');
    return joinParts([landmark.trim(), place], locale);
  }

  /** Another way: what was given the other way goes; the map opens where that was. */
  function choose(next: Mode) {
    if (next === 'pin') {
      const start = opening();
      setPinStart(start);
      pin.current = start;
    }
    setMode(next);
    onChange(undefined);
  }

  /** A position or a pin (not a typed address) is named by its area: the customer may add a landmark to it. */
  const placed = value?.source === 'gps' || value?.source === 'pin' ? value.source : null;

  function checkTyped() {
    const found = TOWNS.find((x) => x.id === town);
    if (!found || !street.trim()) return setStatus(t('typeBoth'));
    check.mutate({ lat: found.centre.lat, lng: found.centre.lng, typed: joinParts([street.trim(), found.name[locale]], locale), source: 'typed' });
  }

  return (
    <div className="flex flex-col gap-4">
      {!typedOnly && (
        <fieldset>
          <legend className="font-medium text-slate-800">{how ?? t('how')}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {(['gps', 'pin', 'typed'] as const).map((m) => (
              <label key={m} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-checked:border-brand-600 has-checked:bg-brand-50">
                <input type="radio" name="location-mode" checked={mode === m} onChange={() => choose(m)} />
                {t(`mode.${m}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {mode === 'gps' ? (
        <Button variant="secondary" onClick={locate} disabled={busy} className="self-start">{t('useMine')}</Button>
      ) : mode === 'pin' ? (
        <div className="flex flex-col gap-3">
          <p id={pinHint} className="text-slate-700">{t('map.hint')}</p>
          <PinMap start={pinStart}
            onMoveStart={() => { setMoving(true); if (value) onChange(undefined); }}
            onMove={(centre) => { pin.current = centre; setMoving(false); }} />
          <Button variant="secondary" onClick={() => check.mutate({ ...pin.current, typed: null, source: 'pin' })} disabled={busy || moving} aria-describedby={pinHint} className="self-start">
            {t('map.use')}
          </Button>
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="flex flex-col gap-1.5">
            <span className="font-medium text-slate-800">{t('town')}</span>
            <select value={town} onChange={(e) => { setTown(e.target.value); onChange(undefined); }} className="min-h-11 rounded-lg border border-slate-300 bg-white px-3">
              <option value="">{t('chooseTown')}</option>
              {TOWNS.map((x) => <option key={x.id} value={x.id}>{x.name[locale]}</option>)}
            </select>
          </label>
          <TextField label={t('street')} value={street} maxLength={250} autoComplete="street-address"
            onChange={(e) => { setStreet(e.target.value); onChange(undefined); }} />
          <Button variant="secondary" onClick={checkTyped} disabled={busy} className="self-start">{t('check')}</Button>
        </div>
      )}
      {value && placed && (value.approved || describe) ? (
        <TextField label={t('landmark')} hint={t('landmarkHint')} value={value.landmark ?? ''} maxLength={200} className="max-w-xl"
          onChange={(e) => onChange({ ...value, landmark: e.target.value, address: positionAddress(e.target.value, value.area, placed) })} />
      ) : null}
      <div aria-live="polite" className="flex flex-col gap-2">
        {status ? <p className="text-slate-700">{status}</p> : null}
        {value && describe ? describe(value) : value && value.approved ? (
          <p className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-800">
            {t('served', { area: value.area?.[locale] ?? '' })}{' '}
            <a href={mapsLink(value.lat, value.lng)} target="_blank" rel="noopener noreferrer" className="font-semibold underline underline-offset-2">{t('openMap')}</a>
          </p>
        ) : value ? (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
            {t.rich('notServed', {
              phone: () => <a href={telHref(LABABAK_PHONE)} dir="ltr" className="font-semibold whitespace-nowrap underline underline-offset-2">{formatPhone(LABABAK_PHONE)}</a>,
            })}{' '}
            <a href={mapsLink(value.lat, value.lng)} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">{t('openMap')}</a>
          </div>
        ) : null}
        {error ? <p className="text-sm text-red-700">{error}</p> : null}
      </div>
    </div>
  );
}
