import { cn } from '../../../components/ui/cn.js';

/** The federation's mark: a point with the four meridian lines. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn('size-9 shrink-0', className)}
    >
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <circle cx="16" cy="16" r="6" fill="none" stroke="#fff" strokeWidth="2.5" />
      <path
        d="M16 4v6M16 22v6M4 16h6M22 16h6"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
