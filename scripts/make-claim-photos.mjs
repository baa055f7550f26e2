// Writes the photos the demo's car claims carry (lib/backend/seeds/photos/*.jpg): drawn scenes of a
// silver saloon on a street whose rear bumper was hit, one per guided slot, 1280×960 JPEGs of a phone photo's proportions, made
// small as the browser would send them. No text and no plate digits, so they serve both languages and
// every demo car. Run: node scripts/make-claim-photos.mjs
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const W = 1280;
const H = 960;
const out = path.join(process.cwd(), 'lib/backend/seeds/photos');

const scene = (body) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc7ea"/><stop offset="1" stop-color="#e3eef6"/></linearGradient>
    <linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8b8f94"/><stop offset="1" stop-color="#5d6166"/></linearGradient>
    <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e6e9ec"/><stop offset="0.55" stop-color="#b8bec4"/><stop offset="1" stop-color="#8e959c"/></linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2f4457"/><stop offset="1" stop-color="#6f8aa1"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect y="330" width="${W}" height="90" fill="#d8c9a8"/>
  <g fill="#cdbd98">${Array.from({ length: 7 }, (_, i) => `<rect x="${i * 190 + 20}" y="250" width="150" height="90"/>`).join('')}</g>
  <rect y="420" width="${W}" height="${H - 420}" fill="url(#road)"/>
  <g fill="#f3f3f0" opacity="0.8">${Array.from({ length: 6 }, (_, i) => `<rect x="${i * 240 + 30}" y="880" width="140" height="14"/>`).join('')}</g>
  ${body}
</svg>`;

// A saloon seen from its side and a little from the front: the front is to the right.
const car = (dents = '') => `
  <g transform="translate(150 380)">
    <ellipse cx="490" cy="420" rx="470" ry="34" fill="#000" opacity="0.25"/>
    <path d="M40 300 L70 210 Q90 170 150 160 L300 150 L390 70 Q420 50 470 50 L700 50 Q750 52 790 90 L880 170 Q950 180 975 230 L985 300 Q985 340 955 345 L70 345 Q40 345 40 300 Z" fill="url(#paint)"/>
    <path d="M330 158 L410 88 Q430 72 465 72 L560 72 L560 158 Z M580 72 L700 72 Q735 74 765 102 L830 160 L580 160 Z" fill="url(#glass)"/>
    <rect x="560" y="72" width="20" height="88" fill="#9aa1a8"/>
    <path d="M60 250 L980 250" stroke="#7c838a" stroke-width="4"/>
    <rect x="940" y="205" width="40" height="24" rx="6" fill="#fff6cf"/>
    <rect x="44" y="215" width="30" height="22" rx="6" fill="#c0392b"/>
    <g fill="#22262a"><circle cx="230" cy="345" r="78"/><circle cx="790" cy="345" r="78"/></g>
    <g fill="#a9b0b6"><circle cx="230" cy="345" r="38"/><circle cx="790" cy="345" r="38"/></g>
    ${dents}
  </g>`;

// The rear bumper pushed in and scratched (the demo's collision: another car hit it from behind).
const dent = `
  <g>
    <path d="M60 215 Q110 200 150 240 Q150 300 100 320 Q55 310 45 270 Z" fill="#6f767d" opacity="0.7"/>
    <path d="M60 232 L150 252 M58 268 L140 280 M70 300 L125 306" stroke="#40464c" stroke-width="5" stroke-linecap="round"/>
    <path d="M40 300 L120 330" stroke="#2a2e32" stroke-width="7"/>
  </g>`;

// Close to the damage: the rear wing crumpled, the lamp broken.
const closeUp = `
  <rect width="${W}" height="${H}" fill="#9ea5ab"/>
  <path d="M0 0 L${W} 0 L${W} 520 Q820 470 600 560 Q380 640 0 600 Z" fill="url(#paint)"/>
  <path d="M380 200 Q520 330 470 520 Q360 600 250 500 Q180 340 380 200 Z" fill="#747b82" opacity="0.8"/>
  <g stroke="#3d4349" stroke-width="9" stroke-linecap="round" fill="none">
    <path d="M230 260 Q380 300 520 280"/><path d="M250 360 Q390 380 520 350"/><path d="M280 450 Q380 470 470 445"/>
  </g>
  <path d="M700 180 L1100 160 L1120 330 L720 360 Z" fill="#c0392b"/>
  <g stroke="#f2d7d5" stroke-width="5"><path d="M760 190 L900 300 L1050 200"/><path d="M900 300 L880 355"/><path d="M900 300 L1110 280"/></g>
  <rect y="600" width="${W}" height="${H - 600}" fill="url(#road)"/>`;

// The windscreen from the bonnet: a stone's chip with cracks running from it.
const windscreen = `
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <path d="M120 120 L1160 120 L1240 820 L40 820 Z" fill="url(#glass)"/>
  <rect y="820" width="${W}" height="${H - 820}" fill="url(#paint)"/>
  <circle cx="700" cy="470" r="18" fill="#dfe8ee"/>
  <g stroke="#e9f1f6" stroke-width="4" fill="none" stroke-linecap="round">
    <path d="M700 470 L520 330 L430 300"/><path d="M700 470 L880 350 L1010 330"/><path d="M700 470 L610 640 L560 760"/>
    <path d="M700 470 L850 610 L930 700"/><path d="M700 470 L460 500"/><path d="M700 470 L980 470"/>
  </g>`;

const photos = {
  'front-left.jpg': scene(`<g transform="translate(${W} 0) scale(-1 1)">${car()}</g>`),
  'front-right.jpg': scene(car()),
  'rear-left.jpg': scene(`<g transform="translate(${W} 0) scale(-1 1)">${car(dent)}</g>`),
  'rear-right.jpg': scene(car(dent)),
  'damage.jpg': scene(closeUp),
  'windscreen.jpg': scene(windscreen),
};

mkdirSync(out, { recursive: true });
for (const [name, svg] of Object.entries(photos)) {
  const file = path.join(out, name);
  await sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toFile(file);
  console.log(file);
}
