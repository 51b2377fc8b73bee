// The operator's private calendar feed: /api/calendar/<secret>.ics (lib/documents/calendar-feed.ts). 404 for any
// other token, including a rotated one.
import { feedTokenMatches, loadFeed } from '@/lib/documents/calendar-feed';
import { DOCUMENT_MESSAGES, documentError } from '@/lib/documents/messages';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const token = /^(.+)\.ics$/.exec((await params).file)?.[1] ?? '';
  try {
    if (!(await feedTokenMatches(token))) return documentError(404, DOCUMENT_MESSAGES.notFound);
    return new Response(await loadFeed(new Date()), {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="harmony-move.ics"',
        'Cache-Control': 'private, no-store, max-age=0',
        'X-Robots-Tag': 'noindex, nofollow',
      },
    });
  } catch (error) {
    console.error('[documents] calendrier indisponible', error);
    return documentError(503, DOCUMENT_MESSAGES.unavailable);
  }
}
