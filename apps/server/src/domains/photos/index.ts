// The photos domain's public face: what other domains may use (docs/architecture.md, "Rules that keep the shape").
export { prepareSentPhoto } from './photo-processing.js';
export type { PreparedPhoto } from './photo-processing.js';
export { isPhotoKey, newPhotoKey } from './photo-storage.js';
export type { PhotoStorage, PhotoVariant } from './photo-storage.js';
