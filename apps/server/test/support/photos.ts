import sharp from 'sharp';

/** Photos as phones and browsers send them, for the upload tests. */

export const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } });

/** A phone-like JPEG: turned sideways by EXIF orientation 6, with camera and GPS data. */
export async function jpegWithGps(): Promise<Buffer> {
  return solid(300, 200)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Acme', Model: 'PhonyPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 21/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '82/1 11/1 0/1' },
    })
    .toBuffer();
}

/** EXIF's GPS IFD pointer tag (0x8825), in either byte order. */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

/** A multipart body exactly as a browser's FormData sends it: the text fields, then each file under `photos`. */
export async function photoForm(url: string, files: Buffer[], field = 'photos', fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [i, bytes] of files.entries()) {
    form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `photo${i + 1}.jpg`);
  }
  const request = new Request(`http://localhost${url}`, { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A furniture_photos row naming `storageKey`, as an upload writes it (storing the bytes is the test's part). */
export function furniturePhotoRow(storageKey: string) {
  return {
    clientEmail: 'dorothy@example.com',
    storageKey,
    photoUrl: `/api/furniture-photos/file/${storageKey}`,
    thumbnailUrl: `/api/furniture-photos/file/${storageKey}/thumb`,
    contentType: 'image/webp',
    byteSize: 10,
    width: 1,
    height: 1,
    furnitureType: 'Bookcase',
    furnitureDescription: null,
    uploadedAt: new Date().toISOString(),
  };
}
