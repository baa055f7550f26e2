// Writes the offer banners the seed names (public/assets/offers/{motor,travel,home}.png): 1200×630,
// the Open Graph size, in the brand's blues with one simple motif per line. No text, so one image
// serves both languages. Run: node scripts/make-offer-images.mjs
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const W = 1200;
const H = 630;
const out = path.join(process.cwd(), 'public/assets/offers');

// A grid of small dots on the start side: texture without pretending to be text.
const dots = Array.from({ length: 6 * 9 }, (_, i) => `<circle cx="${110 + (i % 9) * 34}" cy="${110 + Math.floor(i / 9) * 34}" r="4"/>`).join('');

const frame = (from, to, motif) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.78" cy="0.35" r="0.55">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  <circle cx="120" cy="560" r="220" fill="#ffffff" opacity="0.05"/>
  <circle cx="1130" cy="40" r="160" fill="#ffffff" opacity="0.06"/>
  <path d="M0 470 C 260 410, 520 540, 800 470 S 1100 420, 1200 450 L1200 630 L0 630 Z" fill="#062f59" opacity="0.35"/>
  <g fill="#ffffff" opacity="0.16">${dots}</g>
  <rect x="96" y="520" width="120" height="12" rx="6" fill="#f59e0b"/>
  ${motif}
</svg>`;

const motor = `
  <g transform="translate(380 170)">
    <circle cx="230" cy="150" r="190" fill="#ffffff" opacity="0.1"/>
    <path d="M40 230 L70 150 Q85 112 125 108 L300 108 Q340 110 362 140 L410 190 Q452 196 462 230 L462 262 Q462 280 444 280 L58 280 Q40 280 40 262 Z" fill="#ffffff"/>
    <path d="M112 132 L292 132 Q318 134 334 152 L362 188 L96 188 Z" fill="#0b5cad" opacity="0.85"/>
    <rect x="214" y="132" width="10" height="56" fill="#ffffff"/>
    <circle cx="130" cy="282" r="44" fill="#062f59"/><circle cx="130" cy="282" r="18" fill="#d9eaff"/>
    <circle cx="370" cy="282" r="44" fill="#062f59"/><circle cx="370" cy="282" r="18" fill="#d9eaff"/>
    <rect x="430" y="214" width="26" height="14" rx="5" fill="#f59e0b"/>
    <path d="M400 20 L470 46 L470 100 Q470 150 400 178 Q330 150 330 100 L330 46 Z" fill="#f59e0b"/>
    <path d="M370 98 L394 122 L434 76" stroke="#062f59" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  </g>`;

const travel = `
  <g transform="translate(400 100)">
    <circle cx="240" cy="210" r="200" fill="#ffffff" opacity="0.1"/>
    <circle cx="240" cy="210" r="140" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6" stroke-dasharray="14 16"/>
    <g transform="rotate(-28 240 210)">
      <path d="M60 210 Q60 192 80 192 L400 192 Q440 192 450 210 Q440 228 400 228 L80 228 Q60 228 60 210 Z" fill="#ffffff"/>
      <path d="M230 192 L170 80 L208 80 L300 192 Z" fill="#ffffff"/>
      <path d="M230 228 L170 340 L208 340 L300 228 Z" fill="#ffffff"/>
      <path d="M80 192 L56 140 L84 140 L124 192 Z" fill="#ffffff"/>
      <path d="M80 228 L56 280 L84 280 L124 228 Z" fill="#ffffff"/>
      <rect x="330" y="200" width="60" height="12" rx="6" fill="#0b5cad" opacity="0.6"/>
    </g>
    <circle cx="430" cy="40" r="34" fill="#f59e0b"/>
    <rect x="20" y="360" width="120" height="16" rx="8" fill="#ffffff" opacity="0.5"/>
    <rect x="60" y="390" width="80" height="16" rx="8" fill="#ffffff" opacity="0.35"/>
  </g>`;

const home = `
  <g transform="translate(400 120)">
    <circle cx="230" cy="200" r="200" fill="#ffffff" opacity="0.1"/>
    <path d="M230 30 L430 190 L390 190 L390 360 L70 360 L70 190 L30 190 Z" fill="#ffffff"/>
    <path d="M230 30 L430 190 L400 214 L230 78 L60 214 L30 190 Z" fill="#f59e0b"/>
    <rect x="190" y="250" width="80" height="110" rx="6" fill="#0b5cad"/>
    <circle cx="254" cy="308" r="6" fill="#f59e0b"/>
    <rect x="100" y="230" width="62" height="56" rx="6" fill="#0b5cad" opacity="0.8"/>
    <rect x="298" y="230" width="62" height="56" rx="6" fill="#0b5cad" opacity="0.8"/>
    <rect x="128" y="230" width="6" height="56" fill="#ffffff"/><rect x="326" y="230" width="6" height="56" fill="#ffffff"/>
    <rect x="330" y="70" width="36" height="70" fill="#ffffff"/>
    <path d="M420 300 Q470 260 470 220 L470 180 L420 160 L370 180 L370 220 Q370 260 420 300 Z" fill="#062f59" stroke="#ffffff" stroke-width="8"/>
    <path d="M398 224 L414 240 L444 206" stroke="#f59e0b" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  </g>`;

const banners = {
  motor: frame('#0b5cad', '#062f59', motor),
  travel: frame('#1a7fd6', '#084a8c', travel),
  home: frame('#084a8c', '#0b5cad', home),
};

mkdirSync(out, { recursive: true });
for (const [name, svg] of Object.entries(banners)) {
  const file = path.join(out, `${name}.png`);
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(file);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
