import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { estimateTrip } from '../../src/lib/trip-estimate';

describe('the trip cost estimator', () => {
  it('adds the package range, a visa for every traveller and a fare for every traveller', () => {
    expect(estimateTrip({ packageRange: { from: 7500, to: 9500 }, visaFee: { from: 50, to: 200 }, companions: 1, farePerTraveller: 900 })).toEqual({
      travellers: 2,
      visas: { from: 100, to: 400 },
      flights: 1800,
      total: { from: 9400, to: 11700 },
    });
  });

  it('leaves flights out when no fare is given, and refuses negative or broken input', () => {
    expect(estimateTrip({ packageRange: { from: 2800, to: 4200 }, visaFee: { from: 50, to: 200 }, companions: 0, farePerTraveller: 0 }).total).toEqual({ from: 2850, to: 4400 });
    expect(estimateTrip({ packageRange: { from: 2800, to: 4200 }, visaFee: { from: 50, to: 200 }, companions: -3, farePerTraveller: -10 }).total).toEqual({ from: 2850, to: 4400 });
    expect(estimateTrip({ packageRange: { from: 2800, to: 4200 }, visaFee: { from: 50, to: 200 }, companions: 0, farePerTraveller: Number.NaN }).flights).toBe(0);
  });
});

describe('resources', () => {
  it('every download a resource offers is a file in public/', () => {
    for (const file of readdirSync('content/resources')) {
      const resource = JSON.parse(readFileSync(`content/resources/${file}`, 'utf8')) as { kind: string; file?: string };
      if (resource.kind === 'download') expect(existsSync(`public${resource.file}`), `${file} offers ${resource.file}`).toBe(true);
    }
  });
});
