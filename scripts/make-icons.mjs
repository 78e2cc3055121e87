// Renders the PNG icons from public/favicon.svg (run after changing the logo; the PNGs are committed).
import sharp from 'sharp';
import { readFileSync } from 'node:fs';

const svg = readFileSync('public/favicon.svg');
const out = [
  ['public/icons/icon-192.png', 192, 0],
  ['public/icons/icon-512.png', 512, 0],
  ['public/apple-touch-icon.png', 180, 0],
];
for (const [file, size] of out) await sharp(svg, { density: 300 }).resize(size, size).png().toFile(file);
// Maskable: the logo inside the 80% safe zone on a full-bleed background.
const inner = await sharp(svg, { density: 300 }).resize(360, 360).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#1f7a35' } })
  .composite([{ input: inner, left: 76, top: 76 }]).png().toFile('public/icons/icon-maskable-512.png');
console.log('icons written');
