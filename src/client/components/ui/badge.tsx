import type { HTMLAttributes } from 'react';
import { cn } from './cn.js';

const VARIANTS = {
  neutral: 'bg-slate-100 text-slate-800',
  primary: 'bg-primary-soft text-primary-strong',
  secondary: 'bg-secondary-soft text-secondary-ink',
  warning: 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
  danger: 'bg-red-50 text-red-800',
  rating: 'bg-amber-400 text-slate-900',
} as const;

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & { variant?: keyof typeof VARIANTS };

export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
