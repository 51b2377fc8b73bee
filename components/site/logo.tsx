import type { SVGProps } from 'react';

/**
 * The Harmony Move mark: a navy tile, a white H and an emerald road curve. Same drawing as public/logo.svg and
 * app/icon.svg, and drawn by scripts/share-image-drawing.tsx into the share images (`rounded={false}`: the square
 * apple-touch icon, which the phone rounds itself).
 */
export function LogoMark({ rounded = true, ...props }: SVGProps<SVGSVGElement> & { rounded?: boolean }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...props}>
      <rect width="32" height="32" rx={rounded ? 8 : 0} fill="#0f2a4a" />
      <path
        d="M11 7.5v12M21 7.5v12M11 13.5h10"
        fill="none"
        stroke="#fff"
        strokeWidth="2.8"
        strokeLinecap="round"
      />
      <path
        d="M7 25c6-3.2 12-3.2 18 0"
        fill="none"
        stroke="#34d399"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
