/**
 * Where the request form posts: the build-time variable REQUEST_ENDPOINT when it is set ("none"
 * for no endpoint, so requests are handed over by email and WhatsApp), else the content's value.
 * Read while pages are rendered, on the server; the browser receives the result as a prop.
 */
export function requestEndpoint(fromContent: string | undefined): string | undefined {
  const override = process.env.REQUEST_ENDPOINT?.trim();
  if (!override) return fromContent;
  return override === 'none' ? undefined : override;
}
