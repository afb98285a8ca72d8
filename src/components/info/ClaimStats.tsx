import { claims } from '../../generated/site';

/** Site-wide figures as stat tiles, each with what it counts, so none reads as a promise. */
export function ClaimStats({ ids }: { ids: string[] }) {
  const shown = ids.map((id) => claims.claims.find((claim) => claim.id === id)!);
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {shown.map((claim) => (
        <div key={claim.id} className="rounded-card bg-white p-5 shadow-sm" data-testid="claim-stat">
          <dt className="text-sm font-semibold text-slate-700">{claim.label}</dt>
          <dd className="mt-1 text-3xl font-extrabold text-brand-700">{claim.figure}</dd>
          <dd className="mt-2 text-sm text-slate-600">{claim.meaning}</dd>
        </div>
      ))}
    </dl>
  );
}
