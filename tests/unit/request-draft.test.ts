import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from '../../src/lib/forms/request-draft';
import { emptyRequestValues, type RequestValues } from '../../src/lib/forms/request';

const values: RequestValues = { ...emptyRequestValues, firstName: 'Amina', email: 'amina@example.com', message: 'Hello' };
const storage = new Map<string, string>();
const day = 24 * 60 * 60 * 1000;
const savedAt = Date.UTC(2026, 10, 1);

beforeEach(() => {
  storage.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the draft of a request', () => {
  it('is kept in the browser under its own name, with the time it was saved', () => {
    saveDraft(values, savedAt);
    expect([...storage.keys()]).toEqual(['coordinator-connect:draft']);
    expect(JSON.parse(storage.get('coordinator-connect:draft')!)).toEqual({ savedAt, values });
  });

  it('is restored for two weeks and dropped after', () => {
    saveDraft(values, savedAt);
    expect(loadDraft(savedAt + 14 * day)).toEqual(values);
    expect(loadDraft(savedAt + 14 * day + 1)).toBeNull();
  });

  it('is not kept when every field is empty or blank, and a kept one is removed', () => {
    saveDraft(values, savedAt);
    saveDraft({ ...emptyRequestValues, firstName: '   ', message: '\n' }, savedAt);
    expect(storage.size).toBe(0);
    saveDraft({ ...emptyRequestValues, country: 'Nigeria' }, savedAt);
    expect(loadDraft(savedAt)).toEqual({ ...emptyRequestValues, country: 'Nigeria' });
  });

  it('restores only the typed fields that hold text', () => {
    storage.set('coordinator-connect:draft', JSON.stringify({ savedAt, values: { firstName: 'Amina', lastName: 5, consent: 'true', reports: 'x' } }));
    expect(loadDraft(savedAt)).toEqual({ firstName: 'Amina' });
  });

  it('restores nothing from a draft without its time or its values, or that is not JSON', () => {
    storage.set('coordinator-connect:draft', JSON.stringify({ values }));
    expect(loadDraft(savedAt)).toBeNull();
    storage.set('coordinator-connect:draft', JSON.stringify({ savedAt: String(savedAt), values }));
    expect(loadDraft(savedAt)).toBeNull();
    storage.set('coordinator-connect:draft', JSON.stringify({ savedAt }));
    expect(loadDraft(savedAt)).toBeNull();
    storage.set('coordinator-connect:draft', '{');
    expect(loadDraft(savedAt)).toBeNull();
    storage.clear();
    expect(loadDraft(savedAt)).toBeNull();
  });

  it('is forgotten when cleared', () => {
    saveDraft(values, savedAt);
    clearDraft();
    expect(storage.size).toBe(0);
  });

  it('leaves the form working when the browser refuses storage', () => {
    const refuse = () => {
      throw new Error('SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse });
    expect(() => saveDraft(values, savedAt)).not.toThrow();
    expect(() => saveDraft(emptyRequestValues, savedAt)).not.toThrow();
    expect(loadDraft(savedAt)).toBeNull();
    expect(() => clearDraft()).not.toThrow();
  });
});
