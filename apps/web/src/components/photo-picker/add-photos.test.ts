import { describe, expect, it } from 'vitest';
import { addPhotos } from './add-photos';

const photo = (name: string, type = 'image/jpeg') =>
  new File(['x'.repeat(name.length)], name, { type, lastModified: 1 });

describe('addPhotos', () => {
  it('adds photos after the ones already chosen', () => {
    const first = photo('a.jpg');
    const result = addPhotos([first], [photo('b.png', 'image/png')]);
    expect(result.files.map((f) => f.name)).toEqual(['a.jpg', 'b.png']);
    expect(result).toMatchObject({ notImages: [], leftOut: 0 });
  });

  it('keeps at most five and counts the ones left out', () => {
    const picked = ['1', '2', '3', '4', '5', '6'].map((n) => photo(`${n}.jpg`));
    const result = addPhotos([], picked);
    expect(result.files.map((f) => f.name)).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg']);
    expect(result.leftOut).toBe(1);
  });

  it('counts the photos already chosen toward the limit', () => {
    const current = ['1', '2', '3', '4'].map((n) => photo(`${n}.jpg`));
    const result = addPhotos(current, [photo('5.jpg'), photo('6.jpg'), photo('7.jpg')]);
    expect(result.files).toHaveLength(5);
    expect(result.leftOut).toBe(2);
  });

  it('skips files that are not JPEG, PNG or WEBP, naming them', () => {
    const result = addPhotos([], [photo('notes.pdf', 'application/pdf'), photo('c.webp', 'image/webp')]);
    expect(result.files.map((f) => f.name)).toEqual(['c.webp']);
    expect(result.notImages).toEqual(['notes.pdf']);
  });

  it('does not add the same file twice', () => {
    const first = photo('a.jpg');
    const result = addPhotos([first], [photo('a.jpg')]);
    expect(result.files).toEqual([first]);
    expect(result).toMatchObject({ notImages: [], leftOut: 0 });
  });
});
