import { useTranslations } from 'next-intl';
import { LogoutButton } from '@/components/layout/LogoutButton';
import { NavLink } from './NavLink';

const LINKS = [
  { href: '/dashboard', key: 'home' },
  { href: '/dashboard/motor', key: 'motor' },
  { href: '/dashboard/travel', key: 'travel' },
  { href: '/dashboard/home', key: 'home_line' },
  { href: '/dashboard/medical', key: 'medical' },
  { href: '/dashboard/personal-accident', key: 'personalAccident' },
  { href: '/offers', key: 'offers' },
  { href: '/dashboard/contact-us', key: 'contactUs' },
  { href: '/dashboard/find-us', key: 'findUs' },
  { href: '/profile/personal-info', key: 'profile' },
] as const;

function NavList() {
  const t = useTranslations('nav');
  return (
    <ul className="flex flex-col gap-1">
      {LINKS.map((link) => (
        <li key={link.key}>
          <NavLink href={link.href}>{t(link.key)}</NavLink>
        </li>
      ))}
      <li>
        <LogoutButton className="w-full rounded-md px-3 py-2 text-start text-red-700 hover:bg-red-50" />
      </li>
    </ul>
  );
}

/** The dashboard's navigation: a side bar on wide screens, a menu that opens on phones (no script needed). */
export function DashboardNav() {
  const t = useTranslations('nav');
  return (
    <>
      <nav aria-label={t('mainLabel')} className="hidden w-60 shrink-0 md:block">
        <NavList />
      </nav>
      <details className="md:hidden">
        <summary className="cursor-pointer rounded-md border border-slate-300 bg-white px-3 py-2 font-semibold">{t('openMenu')}</summary>
        <nav aria-label={t('mainLabel')} className="mt-2 rounded-md border border-slate-200 bg-white p-2">
          <NavList />
        </nav>
      </details>
    </>
  );
}
