import type { ReactNode } from 'react';

const tones = {
  brand: 'bg-brand-50 text-brand-800',
  accent: 'bg-accent-50 text-accent-700',
  danger: 'bg-danger-50 text-danger-700',
  /** The secondary badge: a quieter state, like a pending appointment. */
  neutral: 'bg-slate-100 text-slate-700',
};

/** A short label on a tinted pill: "Popular", "Save 81%", "Surgery within 7–14 days". Its words carry the meaning, never its colour alone. */
export function Badge({ tone = 'brand', children, className = '', testId }: { tone?: keyof typeof tones; children: ReactNode; className?: string; testId?: string }) {
  return (
    <span className={`badge ${tones[tone]} ${className}`} data-testid={testId}>
      {children}
    </span>
  );
}
