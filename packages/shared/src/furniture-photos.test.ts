import { describe, expect, it } from 'vitest';
import { requestPhotoDetails, takesFurniturePhotos } from './furniture-photos.js';

describe('photos sent with a /contact request', () => {
  it('are offered for furniture services only', () => {
    expect(takesFurniturePhotos('Furniture Assembly')).toBe(true);
    expect(takesFurniturePhotos('Tech Support')).toBe(false);
  });

  it('are filed under the chosen service, with the message as their description', () => {
    expect(requestPhotoDetails('Furniture Assembly', '  A bookcase and a desk.  ')).toEqual({
      furnitureType: 'Furniture Assembly',
      furnitureDescription: 'A bookcase and a desk.',
    });
  });

  it('fall back to plain words when the service or the message is missing', () => {
    expect(requestPhotoDetails('  ', '')).toEqual({
      furnitureType: 'Furniture',
      furnitureDescription: 'Photos sent with an appointment request.',
    });
  });
});
