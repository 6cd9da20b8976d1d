/**
 * The file an upload waited with while its customer paid for credits (issue 40): kept in this browser across the
 * checkout's page loads, and given back on the return. IndexedDB can hold a `File` (structured clone) where the
 * browser allows it (not in some private modes); the name and size always go to sessionStorage, so the card can at
 * least say which file to choose again. Kept for one user and one hour; taken (and deleted) once.
 * @module
 */

/** How long a kept file waits for its checkout to return. @unit milliseconds */
export const PENDING_UPLOAD_TTL_MS = 60 * 60 * 1000;

const DATABASE = 'leadproof-dashboard';
const STORE = 'pending-upload';
const KEY = 'file';
const SESSION_KEY = 'leadproof.pendingUpload';

/** What is known of the file after the return: the file itself, or only its name and size. */
export type PendingUpload = { file: File } | { name: string; size: number };

interface Kept {
  userId: string;
  savedAt: number;
}

interface KeptFile extends Kept {
  file: File;
}

interface KeptName extends Kept {
  name: string;
  size: number;
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is not available'));
      return;
    }
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Runs one request on the store and closes the database. */
async function inStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = run(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    database.close();
  }
}

/** Keeps `file` for `userId` until the checkout returns: the file where the browser allows it, its name always. */
export async function keepPendingUpload(file: File, userId: string): Promise<void> {
  const savedAt = Date.now();
  const name: KeptName = { userId, savedAt, name: file.name, size: file.size };
  try {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(name));
  } catch {
    // Storage refused (quota, privacy settings): the IndexedDB copy may still work.
  }
  try {
    await inStore('readwrite', (store) => store.put({ userId, savedAt, file } satisfies KeptFile, KEY));
  } catch {
    // No IndexedDB here: the return says which file to choose again.
  }
}

function fresh(kept: Kept | null | undefined, userId: string): boolean {
  return Boolean(kept && kept.userId === userId && Date.now() - kept.savedAt < PENDING_UPLOAD_TTL_MS);
}

/** The file kept for `userId`, deleting it: the file itself, else its name and size, else null. */
export async function takePendingUpload(userId: string): Promise<PendingUpload | null> {
  let name: KeptName | null = null;
  try {
    name = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null') as KeptName | null;
  } catch {
    name = null;
  }
  let kept: KeptFile | undefined;
  try {
    kept = await inStore('readonly', (store) => store.get(KEY) as IDBRequest<KeptFile | undefined>);
  } catch {
    kept = undefined;
  }
  await discardPendingUpload();
  if (kept && fresh(kept, userId) && kept.file instanceof Blob) return { file: kept.file };
  if (name && fresh(name, userId)) return { name: name.name, size: name.size };
  return null;
}

/** Deletes whatever file is kept (an upload chosen anew, or a home screen opened without a checkout return). */
export async function discardPendingUpload(): Promise<void> {
  try {
    sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // Nothing was stored.
  }
  try {
    await inStore('readwrite', (store) => store.delete(KEY));
  } catch {
    // No IndexedDB: nothing was kept there.
  }
}
