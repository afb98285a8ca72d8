import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestEndpoint } from '../../src/lib/forms/endpoint';

afterEach(() => vi.unstubAllEnvs());

describe('where the request form posts', () => {
  it('is the content\'s endpoint unless the build says otherwise', () => {
    vi.stubEnv('REQUEST_ENDPOINT', undefined);
    expect(requestEndpoint('/api/requests')).toBe('/api/requests');
    vi.stubEnv('REQUEST_ENDPOINT', '');
    expect(requestEndpoint('/api/requests')).toBe('/api/requests');
    vi.stubEnv('REQUEST_ENDPOINT', '   ');
    expect(requestEndpoint('/api/requests')).toBe('/api/requests');
  });

  it('is the build\'s endpoint, without spaces, or none when the build says "none"', () => {
    vi.stubEnv('REQUEST_ENDPOINT', ' https://forms.example.org/requests ');
    expect(requestEndpoint('/api/requests')).toBe('https://forms.example.org/requests');
    vi.stubEnv('REQUEST_ENDPOINT', 'none');
    expect(requestEndpoint('/api/requests')).toBeUndefined();
  });
});
