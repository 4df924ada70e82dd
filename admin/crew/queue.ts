import {
  JOB_PHOTO_LIMITS,
  JOB_PHOTO_UPLOAD_PATH,
  type JobPhotoPhase,
  jobPhotoMessages,
  TAKEN_AT_HEADER,
  UPLOAD_KEY_HEADER,
} from '../../shared/job-photos';
import { shrinkPhoto } from './shrink-photo';

/**
 * The crew page's photo queue: a photo is shrunk on the phone and written to IndexedDB *before*
 * anything is sent, so a call, a closed tab or a roof with no signal loses nothing; it is sent one
 * at a time with its SHA-256 as the upload key, and leaves the phone only once the server has
 * answered 200 (stored). Network errors and server trouble (5xx, 429) are tried again with a
 * growing wait; a refusal that will never succeed (the job left the list) stays on the phone with
 * the server's words until the crew member removes it. iOS has no background sync: the queue
 * resumes whenever the page opens and when the phone comes back online.
 */

/** One photo waiting on the phone. Its id is job + key: the same photo picked twice is one entry. */
export interface QueuedPhoto {
  id: string;
  job: number;
  phase: JobPhotoPhase;
  key: string;
  blob: Blob;
  /** From the photo's EXIF when it has one (ISO 8601). */
  takenAt: string | null;
  addedAt: number;
  /** The server's words when it refused the photo for good (4xx). */
  refused?: string;
}

/** What the page draws: the waiting photos (without their bytes), how many were sent today, and why sending paused. */
export interface QueueState {
  waiting: Omit<QueuedPhoto, 'blob'>[];
  sent: number;
  sending: boolean;
  /** Set while the queue cannot send: offline, signed out, or waiting to try again. */
  paused: string | null;
}

const DB_NAME = 'rl-crew';
const PHOTOS = 'photos';
const META = 'meta';
const RETRY_MAX_MS = 60_000;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

let opened: Promise<IDBDatabase> | undefined;
function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore(PHOTOS, { keyPath: 'id' });
      open.result.createObjectStore(META);
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  return opened;
}

/** One transaction on a store, finished (committed to disk by the browser) before it resolves. */
async function withStore<T>(
  name: string,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await database();
  const tx = db.transaction(name, mode, { durability: 'strict' } as IDBTransactionOptions);
  const result = request(work(tx.objectStore(name)));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('The phone’s storage refused the photo.'));
  });
  return result;
}

/** Today's count of sent photos is kept per phone day, so "12 sent" starts again each morning. */
const sentKey = () => `sent:${new Date().toLocaleDateString('en-CA')}`;

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

type Listener = () => void;

class PhotoQueue {
  private state: QueueState = { waiting: [], sent: 0, sending: false, paused: null };
  private listeners = new Set<Listener>();
  private sentListeners = new Set<(job: number) => void>();
  private running = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private started = false;

  snapshot = () => this.state;

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Called with the job once one of its photos is stored on the server (the page reloads its thumbnails). */
  onSent(listener: (job: number) => void) {
    this.sentListeners.add(listener);
    return () => {
      this.sentListeners.delete(listener);
    };
  }

  private set(patch: Partial<QueueState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Reads what the phone holds and starts sending; again whenever the phone is back online. */
  start() {
    if (this.started) return;
    this.started = true;
    window.addEventListener('online', () => this.kick());
    window.addEventListener('offline', () => this.set({ paused: offlineWords }));
    // Back to the page (from the camera, another app): try again at once.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') this.kick();
    });
    void this.refresh().then(() => this.kick());
  }

  private async refresh() {
    const all = (await withStore(PHOTOS, 'readonly', (store) => store.getAll())) as QueuedPhoto[];
    const sent = ((await withStore(META, 'readonly', (store) => store.get(sentKey()))) as number | undefined) ?? 0;
    this.set({
      waiting: all.sort((a, b) => a.addedAt - b.addedAt).map(({ blob: _blob, ...rest }) => rest),
      sent,
    });
    return all;
  }

  /**
   * Shrinks each picked photo, fingerprints it and writes it to the phone's storage, then starts
   * sending. Resolves once every photo is stored on the phone (none is sent before that).
   */
  async add(job: number, phase: JobPhotoPhase, files: readonly File[]): Promise<void> {
    for (const file of files) {
      const shrunk = await shrinkPhoto(file, JOB_PHOTO_LIMITS.side, JOB_PHOTO_LIMITS.quality);
      const key = hex(await crypto.subtle.digest('SHA-256', await shrunk.blob.arrayBuffer()));
      const entry: QueuedPhoto = {
        id: `${job}:${key}`,
        job,
        phase,
        key,
        blob: shrunk.blob,
        takenAt: shrunk.takenAt,
        addedAt: Date.now(),
      };
      await withStore(PHOTOS, 'readwrite', (store) => store.put(entry));
    }
    await this.refresh();
    this.kick();
  }

  /** Takes a refused photo off the phone, for good. */
  async remove(id: string) {
    await withStore(PHOTOS, 'readwrite', (store) => store.delete(id));
    await this.refresh();
  }

  /** Sends now (the wait before the next try is cut short). */
  kick() {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    void this.run();
  }

  private async run() {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        if (!navigator.onLine) {
          this.set({ sending: false, paused: offlineWords });
          return;
        }
        const all = await this.refresh();
        const next = all.filter((photo) => !photo.refused).sort((a, b) => a.addedAt - b.addedAt)[0];
        if (!next) {
          this.set({ sending: false, paused: null });
          return;
        }
        this.set({ sending: true, paused: null });
        const outcome = await send(next);
        if (outcome.kind === 'stored') {
          this.failures = 0;
          // Off the phone only now, with the day's count, in one transaction each.
          await withStore(PHOTOS, 'readwrite', (store) => store.delete(next.id));
          const sent = this.state.sent + 1;
          await withStore(META, 'readwrite', (store) => store.put(sent, sentKey()));
          this.set({ sent });
          for (const listener of this.sentListeners) listener(next.job);
        } else if (outcome.kind === 'refused') {
          await withStore(PHOTOS, 'readwrite', (store) => store.put({ ...next, refused: outcome.message }));
        } else if (outcome.kind === 'signed-out') {
          this.set({ sending: false, paused: outcome.message });
          return;
        } else {
          this.failures++;
          const wait = Math.min(RETRY_MAX_MS, 2_000 * 2 ** Math.min(this.failures - 1, 5));
          this.set({
            sending: false,
            paused: `${outcome.message} Trying again in ${Math.round(wait / 1000)} s; the photos are safe on this phone.`,
          });
          this.retryTimer = setTimeout(() => this.kick(), wait);
          return;
        }
      }
    } finally {
      this.running = false;
    }
  }
}

const offlineWords = 'No signal: the photos wait on this phone and go as soon as it is back online.';

type Outcome =
  | { kind: 'stored' }
  | { kind: 'refused'; message: string }
  | { kind: 'signed-out'; message: string }
  | { kind: 'retry'; message: string };

async function send(photo: QueuedPhoto): Promise<Outcome> {
  const headers: Record<string, string> = {
    'content-type': photo.blob.type || 'image/jpeg',
    [UPLOAD_KEY_HEADER]: photo.key,
  };
  if (photo.takenAt) headers[TAKEN_AT_HEADER] = photo.takenAt;
  let response: Response;
  try {
    response = await fetch(`${JOB_PHOTO_UPLOAD_PATH}?job=${photo.job}&phase=${photo.phase}`, {
      method: 'POST',
      headers,
      body: photo.blob,
      credentials: 'same-origin',
    });
  } catch {
    return { kind: 'retry', message: 'The connection dropped while sending.' };
  }
  if (response.ok) return { kind: 'stored' };
  const message = await response
    .json()
    .then((body: { message?: string }) => body.message)
    .catch(() => undefined);
  if (response.status === 401)
    return { kind: 'signed-out', message: 'Signed out: sign in again to send the photos waiting on this phone.' };
  // Damaged on the way (its fingerprint did not match): the bytes on the phone are whole, send them again.
  if (
    response.status >= 500 ||
    response.status === 429 ||
    response.status === 408 ||
    message === jobPhotoMessages.keyMismatch
  )
    return { kind: 'retry', message: message ?? 'The server could not take the photo just now.' };
  return { kind: 'refused', message: message ?? `The server refused this photo (${response.status}).` };
}

/** The one queue of this tab. */
export const photoQueue = new PhotoQueue();
