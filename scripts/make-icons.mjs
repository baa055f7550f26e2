// Draws the portal's icons from one drawing in the company's colours (the values of COMPANY_COLOURS in
// lib/config/company.ts; the same mark as BrandMark in components/frame/icons.tsx):
//   app/icon.svg            the browser tab icon (vector)
//   app/favicon.ico         16, 32 and 48 px, for browsers and tools that ask for /favicon.ico
//   app/apple-icon.png      180 px, for the home screen on iPhones
//   public/icons/icon-{192,512}.png and icon-maskable-512.png, named by app/manifest.ts
// Run: node scripts/make-icons.mjs (sharp comes with next).
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const BRAND = '#084a8c';
const ACCENT = '#f59e0b';

/** The mark on a rounded square; `inset` shrinks it inside a full-bleed square (maskable icons keep a safe zone). */
function drawing({ rounded = true, inset = 0 } = {}) {
  const scale = 1 - inset * 2;
  const offset = 32 * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${rounded ? 8 : 0}" fill="${ACCENT}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M16 6 8.5 9v6.2c0 4.8 3.2 8.9 7.5 10.8 4.3-1.9 7.5-6 7.5-10.8V9L16 6Z" fill="${BRAND}"/>
    <path d="m12.3 15.8 2.7 2.7 5-5" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>
`;
}

const png = (svg, size) => sharp(Buffer.from(svg), { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/** An ICO file whose images are PNGs (supported by every browser since Windows Vista's format change). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt8(0, at + 2);
    header.writeUInt8(0, at + 3);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

const svg = drawing();
writeFileSync('app/icon.svg', svg);
writeFileSync('app/favicon.ico', ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(svg, size) })))));
// iOS draws its own rounded corners and shows transparency as black: a full square.
writeFileSync('app/apple-icon.png', await png(drawing({ rounded: false, inset: 0.08 }), 180));
mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', await png(svg, 192));
writeFileSync('public/icons/icon-512.png', await png(svg, 512));
writeFileSync('public/icons/icon-maskable-512.png', await png(drawing({ rounded: false, inset: 0.1 }), 512));
console.log('icons written: app/icon.svg, app/favicon.ico, app/apple-icon.png, public/icons/*.png');
