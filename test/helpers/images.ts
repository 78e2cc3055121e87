import sharp from 'sharp';

/** A real small image of the given format, made with sharp. */
export function tinyImage(format: 'png' | 'jpeg' | 'webp', size = 32): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: 40, g: 160, b: 70 } } })[format]().toBuffer();
}
export const tinyPng = () => tinyImage('png');
