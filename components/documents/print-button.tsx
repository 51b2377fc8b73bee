'use client';

import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** `label` comes from the page (the voucher's language): the client code holds no sentence. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button type="button" variant="outline" onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      {label}
    </Button>
  );
}
