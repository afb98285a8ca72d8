/** Where the entries with an up-to-date translation are written, per language: <dir>/<tag>/<collection>/<id>.json. */
export const translatedEntriesDir = '.build/translated';
