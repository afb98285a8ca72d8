/**
 * How far past the shared schema's limit (`textLimits`) a field lets a visitor type or paste.
 *
 * The schema, in the browser and in the receiver alike, trims spaces before it counts; a
 * browser's `maxLength` counts them, and cuts a paste at the limit without a word. So a field's
 * `maxLength` is the schema's limit plus some room: a value with spaces around it that the
 * receiver would accept is never cut, and a value that is too long reaches the schema, whose
 * message says what the limit is, instead of silently losing its end. The cap stays, so a paste
 * of a whole document stops at the field.
 */
export const typingRoom = {
  /** A one-line field (names, email, phone, country): spaces pasted around a value. */
  line: 20,
  /** The message: a pasted letter brings line breaks and indents, so a long one needs more room to reach the schema's message. */
  message: 200,
};

/** The `maxLength` of a field whose value the schema limits to `limit` characters. */
export function maxTyped(limit: number, room: number): number {
  return limit + room;
}
