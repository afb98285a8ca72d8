export function PopularBadge() {
  return <span className="rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-700">Popular</span>;
}
