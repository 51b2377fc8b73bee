'use client';

import { useState } from 'react';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast';
import { CALENDAR_FEED_MESSAGES as M, DOCUMENT_MESSAGES } from '@/lib/documents/messages';
import { runAction, type AdminActionFn } from './run-action';

/**
 * The private calendar feed: create or rotate its secret URL, shown once (only a hash is stored). Replacing an address
 * is asked first: the calendars subscribed to the old one stop updating, silently.
 */
export function CalendarFeedCard({
  exists,
  rotate,
}: {
  exists: boolean;
  rotate: AdminActionFn<{ replace: boolean }, { url: string }>;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  // Set when the server refused a first address because another device had created one since this page loaded.
  const [existsNow, setExistsNow] = useState(exists);
  const replacing = existsNow || url !== null;

  async function onRotate() {
    if (busy) return;
    setBusy(true);
    const result = await runAction(() => rotate({ replace: replacing }));
    setBusy(false);
    if (!result) return;
    if (result.ok) {
      setUrl(result.data.url);
      toast({
        title: replacing ? DOCUMENT_MESSAGES.feedRotated : DOCUMENT_MESSAGES.feedCreated,
        variant: 'success',
      });
    } else if (result.error === M.alreadyExists) {
      setExistsNow(true);
      toast({ title: M.alreadyExists, variant: 'destructive' });
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
        {existsNow && !url
          ? ' Une adresse existe déjà\u00a0; pour la retrouver, créez-en une nouvelle (l’ancienne cessera de fonctionner).'
          : ''}
      </p>
      {url && (
        <div className="flex flex-col gap-2">
          <Label htmlFor="feed-url">Adresse du calendrier (affichée une seule fois)</Label>
          {/* Shown whole, wrapped: it is shown only once, and the agenda's side column is narrow on a desktop. */}
          <Textarea
            id="feed-url"
            readOnly
            rows={3}
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="resize-none font-mono text-sm break-all"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={copy}>
              <Copy aria-hidden="true" />
              Copier
            </Button>
            {/* Drawn as a button: 44 px high on a phone like the buttons beside it (components/ui/variants.ts). */}
            <a
              href={url.replace(/^https?:/, 'webcal:')}
              className="hover:bg-accent inline-flex h-11 items-center justify-center gap-2 rounded-md border px-4 text-sm font-medium sm:h-10"
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
          variant={replacing ? 'outline' : 'default'}
          onClick={() => {
            if (busy) return;
            if (replacing) setAsking(true);
            else void onRotate();
          }}
          // aria-disabled, not disabled: a disabled button drops the keyboard focus to the page's top.
          aria-disabled={busy}
          className="aria-disabled:opacity-50"
        >
          <RefreshCw aria-hidden="true" />
          {replacing ? M.replaceConfirm : 'Créer l’adresse du calendrier'}
        </Button>
      </div>
      <AlertDialog open={asking} onOpenChange={setAsking}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{M.replaceTitle}</AlertDialogTitle>
            <AlertDialogDescription>{M.replaceDescription}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{M.replaceCancel}</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: 'destructive' })}
              onClick={() => void onRotate()}
            >
              {M.replaceConfirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
