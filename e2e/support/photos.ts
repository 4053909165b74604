import sharp from 'sharp';

export interface TestPhoto {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small, valid image of one colour, made in memory (the server decodes and re-encodes every upload). */
export async function testPhoto(name: string, colour = '#b45309'): Promise<TestPhoto> {
  const image = sharp({ create: { width: 96, height: 64, channels: 3, background: colour } });
  const isPng = name.endsWith('.png');
  return {
    name,
    mimeType: isPng ? 'image/png' : 'image/jpeg',
    buffer: await (isPng ? image.png() : image.jpeg()).toBuffer(),
  };
}

/** Several distinct photos (`photo-1.png`, `photo-2.jpg`, …), alternating PNG and JPEG. */
export async function testPhotos(count: number): Promise<TestPhoto[]> {
  const colours = ['#b45309', '#0e5a63', '#be123c', '#15803d', '#4338ca', '#a16207'];
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      testPhoto(`photo-${i + 1}.${i % 2 === 0 ? 'png' : 'jpg'}`, colours[i % colours.length]),
    ),
  );
}
