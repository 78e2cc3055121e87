import type { SVGProps } from 'react';

/** The racks' navigation icon (a rack of shelves with tubs), drawn like app/components/icons.tsx (24px grid, currentColor, hidden). */
export function RackIcon({ size = 20, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      <rect x="3" y="3" width="18" height="18" rx="1.5" />
      <path d="M3 9h18M3 15h18M12 3v18" />
    </svg>
  );
}
