/** The longest address there can be (RFC 5321): every email field is bounded by it. */
export const emailMaxLength = 254;
