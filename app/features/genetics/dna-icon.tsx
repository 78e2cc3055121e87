import type { SVGProps } from 'react';

/** The pairing planner's navigation icon, drawn like app/components/icons.tsx (24px grid, currentColor, hidden). */
export function DnaIcon({ size = 20, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      <path d="M7 3c0 6 10 6 10 12 0 2.5-1.5 4.5-3 6M17 3c0 6-10 6-10 12 0 2.5 1.5 4.5 3 6" />
      <path d="M8.5 7h7M8.5 17h7M10 12h4" />
    </svg>
  );
}
