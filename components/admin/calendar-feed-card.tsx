'use client';

import { useState } from 'react';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast';
import { DOCUMENT_MESSAGES } from '@/lib/documents/messages';
import { runAction, type AdminActionFn } from './run-action';

/** The private calendar feed: create or rotate its secret URL, shown once (only a hash is stored). */
export function CalendarFeedCard({
  exists,
  rotate,
}: {
  exists: boolean;
  rotate: AdminActionFn<Record<string, never>, { url: string }>;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onRotate() {
    setBusy(true);
    const result = await runAction(() => rotate({}));
    setBusy(false);
    if (!result) return;
    if (result.ok) {
      setUrl(result.data.url);
      toast({ title: DOCUMENT_MESSAGES.feedRotated, variant: 'success' });
    } else {
      toast({ title: DOCUMENT_MESSAGES.feedFailed, description: result.error, variant: 'destructive' });
    }
  }

  async function copy() {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    toast({ title: 'Adresse copiée' });
  }

  return (
    <section aria-labelledby="feed-title" className="bg-background flex flex-col gap-3 rounded-xl border p-4">
      <h2 id="feed-title" className="text-lg font-semibold">
        Calendrier du téléphone
      </h2>
      <p className="text-muted-foreground text-sm">
        Abonnez le calendrier de votre téléphone à une adresse secrète&nbsp;: les courses y apparaissent
        d’elles-mêmes.
        {exists && !url
          ? ' Une adresse existe déjà\u00a0; pour la retrouver, créez-en une nouvelle (l’ancienne cessera de fonctionner).'
          : ''}
      </p>
      {url && (
        <div className="flex flex-col gap-2">
          <Label htmlFor="feed-url">Adresse du calendrier (affichée une seule fois)</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input id="feed-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
            <Button type="button" variant="outline" onClick={copy}>
              <Copy aria-hidden="true" />
              Copier
            </Button>
            <a
              href={url.replace(/^https?:/, 'webcal:')}
              className="hover:bg-accent inline-flex h-10 items-center justify-center gap-2 rounded-md border px-4 text-sm font-medium"
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              S’abonner
            </a>
          </div>
        </div>
      )}
      <div>
        <Button
          type="button"
          variant={exists || url ? 'outline' : 'default'}
          onClick={onRotate}
          disabled={busy}
        >
          <RefreshCw aria-hidden="true" />
          {exists || url ? 'Créer une nouvelle adresse' : 'Créer l’adresse du calendrier'}
        </Button>
      </div>
    </section>
  );
}
