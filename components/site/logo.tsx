import type { SVGProps } from 'react';

/** The Harmony Move mark: a navy tile with an emerald road curve. Same drawing as public/logo.svg and app/icon.svg. */
export function LogoMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...props}>
      <rect width="32" height="32" rx="8" fill="#0f2a4a" />
      <path
        d="M7 23c4-1 6-4 8-8s4-7 10-8"
        fill="none"
        stroke="#34d399"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <path d="M9 9v9M9 13.5h5M14 9v9" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
