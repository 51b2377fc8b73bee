// Plain SVG icons (lucide-react 1.75's drawings, ISC licence) shown by client code in a public page's first load — the
// wizard's step 1, the native select — and by Server Components too; the request forms' and dialogs' are in
// ./form-icons.tsx, the rest of the public pages' in components/site/shell-icons.tsx. A module is bundled whole, so
// each stays small. lucide-react's <Icon> is a client component (context, class merging, attribute mapping) that no
// public first load carries any more (docs/architecture.md, "Icons"); code loaded after the first paint (step 2, the
// home box island, payment results) and the admin keep lucide-react.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

export function svg(children: React.ReactNode) {
  return function PlainIcon(props: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {children}
      </svg>
    );
  };
}

export const ChevronDownIcon = svg(
  <>
    <path d="m6 9 6 6 6-6" />
  </>,
);
export const MapPinIcon = svg(
  <>
    <path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" />
    <circle cx="12" cy="10" r="3" />
  </>,
);
export const ArrowRightIcon = svg(
  <>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </>,
);
export const LoaderCircleIcon = svg(
  <>
    <path d="M21 12a9 9 0 1 1-6.219-8.56" />
  </>,
);
export const TriangleAlertIcon = svg(
  <>
    <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
    <path d="M12 9v4" />
    <path d="M12 17h.01" />
  </>,
);
