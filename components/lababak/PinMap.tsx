'use client';

import 'leaflet/dist/leaflet.css';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { MAP } from '@/lib/config/map';

export type Point = { lat: number; lng: number };

type Props = {
  /** Where the map opens: the place chosen before, the customer's town, or Amman. */
  start: Point;
  /** The customer starts moving the map (a drag, a fling, a key's glide). */
  onMoveStart: () => void;
  /** The map's centre (the pin) once it has stopped. */
  onMove: (centre: Point) => void;
};

const round = (n: number) => Number(n.toFixed(6));

/**
 * A map of Jordan with a pin fixed at its centre: the customer moves the map under the pin, by finger
 * or mouse, or with the keyboard once the map has focus (arrows move it, + and − zoom: Leaflet's own
 * keys). Loaded only when the customer picks this way (LocationPicker imports it lazily). The tiles
 * come through the portal (/api/map-tiles); the credit line is the provider's.
 */
export default function PinMap({ start, onMoveStart, onMove }: Props) {
  const t = useTranslations('lababak.location.map');
  const box = useRef<HTMLDivElement>(null);
  const moved = useRef(onMove);
  const moving = useRef(onMoveStart);
  useEffect(() => { moved.current = onMove; moving.current = onMoveStart; }, [onMove, onMoveStart]);
  const credit = useQuery({
    queryKey: ['map-attribution'],
    queryFn: async () => ((await (await fetch('/api/map-tiles')).json()) as { attribution: string | null }).attribution,
    staleTime: Infinity,
  });

  useEffect(() => {
    const { south, west, north, east } = MAP.bounds;
    const bounds = L.latLngBounds([south, west], [north, east]);
    const map = L.map(box.current!, {
      center: [start.lat, start.lng], zoom: MAP.startZoom, minZoom: MAP.minZoom, maxZoom: MAP.maxZoom,
      maxBounds: bounds, maxBoundsViscosity: 1, zoomControl: false, attributionControl: false,
    });
    L.control.zoom({ zoomInTitle: t('zoomIn'), zoomOutTitle: t('zoomOut') }).addTo(map);
    L.tileLayer('/api/map-tiles/{z}/{x}/{y}', { bounds, minZoom: MAP.minZoom, maxZoom: MAP.maxZoom }).addTo(map);
    map.on('movestart', () => moving.current());
    map.on('moveend', () => {
      const centre = map.getCenter();
      moved.current({ lat: round(centre.lat), lng: round(centre.lng) });
    });
    // The map's box is keyboard-reachable (Leaflet gives it tabindex 0); say what it is and how it moves.
    map.getContainer().setAttribute('role', 'application');
    map.getContainer().setAttribute('aria-roledescription', t('roleDescription'));
    map.getContainer().setAttribute('aria-label', t('label'));
    return () => { map.remove(); };
    // The map is made once, where it opens; the customer moves it from there.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="flex flex-col gap-1">
      <div className="relative" dir="ltr">
        <div ref={box} className="h-72 w-full rounded-lg border border-slate-300 bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600" />
        {/* The pin: its tip is the map's centre. */}
        <svg aria-hidden="true" viewBox="0 0 24 36" className="pointer-events-none absolute top-1/2 left-1/2 z-[500] h-10 w-7 -translate-x-1/2 -translate-y-full drop-shadow">
          <path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 36 12 36s12-15.2 12-24.1C24 5.3 18.6 0 12 0z" className="fill-brand-600" />
          <circle cx="12" cy="12" r="4.5" className="fill-white" />
        </svg>
      </div>
      <p className="text-xs text-slate-600">
        {credit.data ? <span dir="auto">{credit.data}</span> : credit.data === null ? t.rich('osmCredit', {
          link: (chunks) => <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">{chunks}</a>,
        }) : null}
      </p>
    </div>
  );
}
