import { ArrowLeft } from 'lucide-react';

export interface BackButtonProps {
  label: string;
  /** Where to go when there is no page to go back to (the visitor opened this one first). */
  fallbackHref: string;
  className?: string;
}

/** The browser's back action as a button; hidden with JavaScript off, where it could do nothing. */
export default function BackButton({ label, fallbackHref, className = '' }: BackButtonProps) {
  return (
    <button
      type="button"
      onClick={() => (window.history.length > 1 ? window.history.back() : window.location.assign(fallbackHref))}
      className={`nojs:hidden ${className}`}
    >
      <ArrowLeft aria-hidden="true" className="size-4 flip-rtl" /> {label}
    </button>
  );
}
