/** What every email field says when the address cannot be one: the newsletter, the request form and the receiver. */
export const emailHint = 'Enter an email address like name@example.com.';

/** The longest address there can be (RFC 5321): every email field is bounded by it. */
export const emailMaxLength = 254;
