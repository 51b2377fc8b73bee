// Side views of the two vehicle types, drawn inline (no image request, sharp at any size); the alt text comes from
// the page's catalogue (Booking.berlineImageAlt, Booking.vanImageAlt).
import { cn } from '@/lib/utils';
import { type VehicleType } from '@/lib/domain/vehicles';

const BODY: Record<VehicleType, string> = {
  berline:
    'M8 45c0-6 3-9 10-10l28-5 17-11c3-2 6-3 10-3h34c4 0 7 1 10 4l14 12 17 3c5 1 8 4 8 9v3c0 1-1 2-2 2H10c-1 0-2-1-2-2z',
  van: 'M8 46V31c0-3 1-5 4-7l18-10c3-2 6-2 10-2h100c6 0 10 4 10 10v24c0 1-1 2-2 2H10c-1 0-2-1-2-2z',
};

const WINDOWS: Record<VehicleType, string[]> = {
  berline: ['M51 30l15-10h21v10z', 'M91 20h17c3 0 5 1 7 3l8 7H91z'],
  van: ['M17 29l15-11h12v11z', 'M50 18h28v11H50z', 'M84 18h28v11H84z', 'M118 18h22c2 0 3 1 3 3v8h-25z'],
};

function Wheel({ x }: { x: number }) {
  return (
    <g>
      <circle cx={x} cy={48} r={9} className="fill-slate-800" />
      <circle cx={x} cy={48} r={4} className="fill-slate-300" />
    </g>
  );
}

export function VehicleIllustration({
  type,
  label,
  className,
}: {
  type: VehicleType;
  label: string;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 160 62" role="img" aria-label={label} className={cn('h-auto w-full', className)}>
      <ellipse cx={80} cy={57} rx={70} ry={3} className="fill-slate-900/10" />
      <path d={BODY[type]} className="fill-primary" />
      {WINDOWS[type].map((d) => (
        <path key={d} d={d} className="fill-sky-100" />
      ))}
      <Wheel x={type === 'van' ? 36 : 38} />
      <Wheel x={type === 'van' ? 126 : 124} />
    </svg>
  );
}
