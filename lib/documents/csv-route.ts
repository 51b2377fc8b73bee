// The admin's two CSV downloads (app/api/admin/export, app/api/admin/journal): an admin session, a period of Paris
// days (?from=yyyy-MM-dd&to=yyyy-MM-dd, both included), the file or a French error — never a 500. Sent from the
// agenda's form (?retour=agenda), a refused period goes back to the form, which says why beside the dates it keeps.
import 'server-only';
import { requireAdminApi } from '@/lib/auth/guard';
import { getStore } from '@/lib/db';
import type { DataStore } from '@/lib/db/types';
import { parseExportRange } from './csv';
import { exportFormHref } from './export-form';
import { DOCUMENT_MESSAGES, documentError } from './messages';

type Range = NonNullable<ReturnType<typeof parseExportRange>>;

/** A relative Location: `request.url` holds the server's own host (127.0.0.1 behind nginx), not the visitor's. */
function exportFormRedirect(params: URLSearchParams): Response {
  const href = exportFormHref({ from: params.get('from'), to: params.get('to') });
  return new Response(null, {
    status: 303,
    headers: { Location: href, 'Cache-Control': 'private, no-store' },
  });
}

/** GET handler of a CSV download named `<name>-<from>_<to>.csv`, built by `build` from the store. */
export function csvDownload(name: string, build: (store: DataStore, range: Range) => Promise<string>) {
  return async function GET(request: Request): Promise<Response> {
    const denied = await requireAdminApi();
    if (denied) return denied;
    const params = new URL(request.url).searchParams;
    const range = parseExportRange(params.get('from'), params.get('to'));
    if (!range) {
      if (params.get('retour') === 'agenda') return exportFormRedirect(params);
      return documentError(400, DOCUMENT_MESSAGES.invalidRange);
    }
    try {
      const csv = await build(await getStore(), range);
      return new Response(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${name}-${range.label}.csv"`,
          'Cache-Control': 'private, no-store, max-age=0',
        },
      });
    } catch (error) {
      console.error(`[admin] export CSV ${name} impossible`, error);
      return documentError(503, DOCUMENT_MESSAGES.unavailable);
    }
  };
}
