import type { PriceRange } from '../content/schemas/package';

interface TripEstimateInput {
  /** The package's price range. */
  packageRange: PriceRange;
  /** The usual visa fee per traveller. */
  visaFee: PriceRange;
  /** People travelling with the patient. */
  companions: number;
  /** The return fare per traveller, in US dollars; 0 when not known yet. */
  farePerTraveller: number;
}

interface TripEstimate {
  travellers: number;
  visas: PriceRange;
  flights: number;
  total: PriceRange;
}

/** What a trip costs, as a range: the package, a visa and a return fare for every traveller. */
export function estimateTrip({ packageRange, visaFee, companions, farePerTraveller }: TripEstimateInput): TripEstimate {
  const travellers = 1 + Math.max(0, Math.floor(companions));
  const fare = Number.isFinite(farePerTraveller) ? Math.max(0, Math.round(farePerTraveller)) : 0;
  const visas = { from: visaFee.from * travellers, to: visaFee.to * travellers };
  const flights = fare * travellers;
  return { travellers, visas, flights, total: { from: packageRange.from + visas.from + flights, to: packageRange.to + visas.to + flights } };
}
