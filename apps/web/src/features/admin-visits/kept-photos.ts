/**
 * Photos of a visit's findings not yet confirmed by the server, kept in IndexedDB (localStorage
 * cannot hold files), so a closed tab or a lost signal loses none: the visit's page sends them again
 * when it opens. Each is forgotten once uploaded or removed. Without IndexedDB (a private window of
 * some browsers) the photos live only as long as the page.
 */
export interface KeptPhoto {
  id: string;
  visitId: number;
  userId: number;
  itemId: number;
  file: File;
}

const DB_NAME = 'ta-visit-photos';
const STORE = 'photos';

function openDatabase(): Promise<IDBDatabase> | null {
  if (typeof indexedDB === 'undefined') return null;
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: 'id' }).createIndex('visitId', 'visitId');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | null> {
  const opening = openDatabase();
  if (!opening) return null;
  try {
    const db = await opening;
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => {
        db.close();
        resolve(request.result);
      };
      transaction.onerror = () => {
        db.close();
        reject(transaction.error ?? new Error('IndexedDB failed'));
      };
    });
  } catch {
    // Storage refused or full: the photo on screen still uploads with Retry.
    return null;
  }
}

export async function keepPhoto(photo: KeptPhoto): Promise<void> {
  await withStore('readwrite', (store) => store.put(photo));
}

export async function forgetPhoto(id: string): Promise<void> {
  await withStore('readwrite', (store) => store.delete(id));
}

/** This account's photos kept for the visit (another account's are never sent). */
export async function readKeptPhotos(visitId: number, userId: number): Promise<KeptPhoto[]> {
  const all = await withStore<KeptPhoto[]>('readonly', (store) => store.index('visitId').getAll(visitId));
  return (all ?? []).filter((photo) => photo.userId === userId && photo.file instanceof Blob);
}

/** A new photo's id, unique across pages and reloads. */
export function newPhotoId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
