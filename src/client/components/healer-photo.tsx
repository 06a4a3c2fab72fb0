import { initials } from './initials.js';
import { cn } from './ui/cn.js';

/** A healer's photo, or their initials on a tinted square when there is none. */
export function HealerPhoto(props: {
  photoUrl: string | null;
  name: string;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  const { photoUrl, name, alt, className, eager } = props;
  if (photoUrl) {
    return (
      <img
        src={photoUrl}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        width={400}
        height={400}
        className={cn('object-cover', className)}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={alt}
      className={cn(
        'flex items-center justify-center bg-gradient-to-br from-indigo-100 to-emerald-100 font-bold text-primary-strong',
        className,
      )}
    >
      <span aria-hidden="true" className="text-3xl">
        {initials(name)}
      </span>
    </div>
  );
}
