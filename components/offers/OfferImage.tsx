import Image from 'next/image';

/** An offer's banner (1200×630, the Open Graph size), decorative: the title next to it says what it is. */
export function OfferImage({ src, className = '', priority = false, sizes = '(min-width: 768px) 50vw, 100vw' }: {
  src: string; className?: string; priority?: boolean; sizes?: string;
}) {
  return (
    <Image src={src} alt="" width={1200} height={630} sizes={sizes} priority={priority}
      className={`aspect-[1200/630] w-full bg-brand-100 object-cover ${className}`} />
  );
}
