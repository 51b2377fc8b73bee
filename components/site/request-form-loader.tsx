'use client';

// Swaps the contact / business plain form (its children, server HTML) for the client island after the first paint:
// the island's chunk (react-hook-form, zod, the submit pipeline) is not part of the page's first load.
import * as React from 'react';
import { useIdleIsland } from '@/components/forms/use-idle-island';
import type { RequestFormIslandProps } from './request-form-island';

type Island = React.ComponentType<RequestFormIslandProps>;

const loadIsland = (): Promise<Island> => import('./request-form-island').then((m) => m.RequestFormIsland);

export function RequestFormLoader({
  children,
  ...props
}: Omit<RequestFormIslandProps, 'carry'> & { children: React.ReactNode }) {
  const host = React.useRef<HTMLDivElement>(null);
  const { island: Island, carry } = useIdleIsland(host, loadIsland, {
    label: 'formulaire',
    holdSubmit: true,
  });
  return <div ref={host}>{Island ? <Island {...props} carry={carry} /> : children}</div>;
}
