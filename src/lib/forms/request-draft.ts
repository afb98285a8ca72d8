import { requestTextFields, type RequestValues } from './request';

const key = 'coordinator-connect:draft';
/** A draft older than this is someone else's, or forgotten: it is dropped rather than restored. */
const maxAgeMs = 14 * 24 * 60 * 60 * 1000;

/**
 * What the visitor typed, kept in this browser so a reload or a closed tab loses nothing. The
 * consent and the files are never kept: consent is given each time, and files cannot be stored.
 */
export function loadDraft(now = Date.now()): Partial<RequestValues> | null {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as { savedAt?: number; values?: Record<string, unknown> } | null;
    if (!saved?.values || typeof saved.savedAt !== 'number' || now - saved.savedAt > maxAgeMs) return null;
    const values: Partial<RequestValues> = {};
    for (const field of requestTextFields) if (typeof saved.values[field] === 'string') values[field] = saved.values[field];
    return values;
  } catch {
    return null;
  }
}

export function saveDraft(values: RequestValues, now = Date.now()): void {
  try {
    if (Object.values(values).every((value) => value.trim() === '')) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify({ savedAt: now, values }));
  } catch {
    // Storage full or blocked (private mode): the form still works, it just cannot keep a copy.
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
