import { cn } from './ui/cn.js';

// Titles written into a name ('Acu Hr. Anil') are not part of the initials.
const TITLE_WORD = /^(acu|ac|hr|hlr|dr|prof|mr|mrs|ms)\.?$/i;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word !== '' && !TITLE_WORD.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

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
