// `node --import tsx scripts/make-icons.ts`: the app's icons in public/icons/ (committed), drawn from
// one SVG with sharp: 192 and 512 px for the web app manifest, a maskable 512 px one (the mark inside
// the safe zone, the colour to the edges) and the 180 px Apple touch icon.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { root } from '../emulator/firebase-cli.ts';

const indigo = '#4338ca';

/** The mark: a white question mark in an amber ring; `scale` shrinks it for the maskable safe zone. */
function svg(size: number, opts: { rounded: boolean; scale: number }): string {
  const r = opts.rounded ? size * 0.2 : 0;
  const s = (size * opts.scale) / 100;
  const o = (size - 100 * s) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${r}" fill="${indigo}"/>
  <g transform="translate(${o} ${o}) scale(${s})">
    <circle cx="50" cy="50" r="40" fill="none" stroke="#fbbf24" stroke-width="7"/>
    <text x="50" y="67" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="50" fill="#ffffff">?</text>
  </g>
</svg>`;
}

const dir = join(root, 'public', 'icons');
mkdirSync(dir, { recursive: true });
const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 0.9 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 0.9 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, scale: 0.66 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 0.8 },
];
for (const { file, size, ...opts } of icons) {
  await sharp(Buffer.from(svg(size, opts)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(dir, file));
}
console.log(`icons written to ${dir}`);
