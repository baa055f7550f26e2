import { Typed } from '@/components/ui/Typed';

/** A file of the claim by its name, opened in a new tab. */
export function FileLink({ href, name }: { href: string; name: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 min-w-0 items-center font-semibold break-all text-brand-700 underline">
      <Typed>{name}</Typed>
    </a>
  );
}
