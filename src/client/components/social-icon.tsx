import type { SVGProps } from 'react';

export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin' | 'x' | 'twitter' | 'youtube';

// Simple outline marks drawn for this site; lucide has no brand icons.
const PATHS: Record<SocialNetwork, string> = {
  facebook:
    'M14 8h2.5V4.5H14A4 4 0 0 0 10 8.5V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V9a1 1 0 0 1 1-1Z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01',
  linkedin:
    'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6ZM2 9h4v12H2ZM4 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
  x: 'M4 4l6.5 8.7L4.3 20h1.6l5.4-6.3L16 20h4l-6.9-9.2L18.8 4h-1.6l-4.7 5.5L8 4Z',
  twitter: 'M4 4l6.5 8.7L4.3 20h1.6l5.4-6.3L16 20h4l-6.9-9.2L18.8 4h-1.6l-4.7 5.5L8 4Z',
  youtube:
    'M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17ZM10 15l5-3-5-3Z',
};

/** The mark of a social network, drawn in the current colour. */
export function SocialIcon({
  network,
  ...props
}: { network: SocialNetwork } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={PATHS[network]} />
    </svg>
  );
}
