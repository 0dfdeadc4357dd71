/**
 * Writes Willow's app icons (PNG) into src/client/public/icons/: the orb of favicon.svg on the
 * background colour, drawn pixel by pixel with anti-aliased edges, so no image tool is needed.
 * Run with `npx tsx scripts/make-icons.ts`; the PNGs are committed.
 *   icon-192.png, icon-512.png        purpose "any": the orb on a rounded square
 *   maskable-192.png, maskable-512.png purpose "maskable": full-bleed background, orb inside the 80 % safe zone
 *   apple-touch-icon.png (180)         iOS home screen (iOS rounds the corners itself)
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

type Rgb = [number, number, number];
const hex = (h: string): Rgb => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;

const BACKGROUND = hex('#f6f4ef');
/** The orb's radial gradient (favicon.svg): stops from the highlight outwards. */
const STOPS: [number, Rgb][] = [
  [0, hex('#e4f5ec')],
  [0.35, hex('#9fd4bf')],
  [0.7, hex('#4c9a82')],
  [1, hex('#2f6f5e')],
];

function gradient(t: number): Rgb {
  const x = Math.min(1, Math.max(0, t));
  for (let i = 1; i < STOPS.length; i++) {
    const [p1, c1] = STOPS[i]!;
    const [p0, c0] = STOPS[i - 1]!;
    if (x <= p1) {
      const f = (x - p0) / (p1 - p0);
      return [0, 1, 2].map((k) => c0[k]! + (c1[k]! - c0[k]!) * f) as Rgb;
    }
  }
  return STOPS.at(-1)![1];
}

/** Coverage of a shape at a pixel, 4×4 supersampled. */
function coverage(inside: (x: number, y: number) => boolean, px: number, py: number): number {
  let hits = 0;
  for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) if (inside(px + (i + 0.5) / 4, py + (j + 0.5) / 4)) hits++;
  return hits / 16;
}

function draw(size: number, { orbScale, corner }: { orbScale: number; corner: number | null }): Buffer {
  const rgba = Buffer.alloc(size * size * 4);
  const c = size / 2;
  const r = (size / 2) * orbScale;
  const radius = corner === null ? 0 : size * corner;
  const inSquare = (x: number, y: number) => {
    if (corner === null) return true;
    const dx = Math.max(radius - x, 0, x - (size - radius));
    const dy = Math.max(radius - y, 0, y - (size - radius));
    return dx * dx + dy * dy <= radius * radius;
  };
  const inOrb = (x: number, y: number) => (x - c) ** 2 + (y - c) ** 2 <= r * r;
  // Highlight centre at (0.35, 0.3) of the orb's box, radius 0.75 of its size, as in favicon.svg.
  const hx = c - r + 2 * r * 0.35;
  const hy = c - r + 2 * r * 0.3;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const bg = coverage(inSquare, x, y);
      const orb = coverage(inOrb, x, y);
      const t = Math.hypot(x + 0.5 - hx, y + 0.5 - hy) / (2 * r * 0.75);
      const g = gradient(t);
      const o = (y * size + x) * 4;
      for (let k = 0; k < 3; k++) rgba[o + k] = Math.round(BACKGROUND[k]! * (1 - orb) + g[k]! * orb);
      rgba[o + 3] = Math.round(255 * Math.max(bg, orb));
    }
  }
  return rgba;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function encodePng(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = path.resolve('src/client/public/icons');
const icons: [string, number, { orbScale: number; corner: number | null }][] = [
  ['icon-192.png', 192, { orbScale: 0.72, corner: 0.22 }],
  ['icon-512.png', 512, { orbScale: 0.72, corner: 0.22 }],
  ['maskable-192.png', 192, { orbScale: 0.6, corner: null }],
  ['maskable-512.png', 512, { orbScale: 0.6, corner: null }],
  ['apple-touch-icon.png', 180, { orbScale: 0.68, corner: null }],
];
for (const [name, size, shape] of icons) {
  writeFileSync(path.join(out, name), encodePng(size, draw(size, shape)));
  console.log(`wrote ${name} (${size}×${size})`);
}
