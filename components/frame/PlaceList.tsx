import { useTranslations } from 'next-intl';
import { Icon } from './icons';
import { NavLink } from './NavLink';
import { OVERVIEW, PLACE_GROUPS } from './places';

/** Every place of the customer's navigation, in groups: the side bar's and the phone drawer's content. */
export function PlaceList({ idPrefix }: { idPrefix: string }) {
  const t = useTranslations('nav');
  return (
    <div className="flex flex-col gap-4">
      <NavLink place={OVERVIEW} variant="side"><Icon name={OVERVIEW.icon} />{t(OVERVIEW.key)}</NavLink>
      {PLACE_GROUPS.map((group) => (
        <section key={group.key} aria-labelledby={`${idPrefix}-${group.key}`}>
          <h2 id={`${idPrefix}-${group.key}`} className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t(`groups.${group.key}`)}</h2>
          <ul className="flex flex-col gap-0.5">
            {group.places.map((place) => (
              <li key={place.key}>
                <NavLink place={place} variant="side"><Icon name={place.icon} />{t(place.key)}</NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
