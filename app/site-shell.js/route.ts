import { floatingGuard } from '@/components/site/floating-guard';
import { shellScript } from '@/components/site/shell-script';

// The public shell's two inline scripts as one file, for the pages the browser renders itself (404 and error pages:
// components/site/shell-behaviour.tsx). Built once; answered without reading anything.
const source = `${shellScript};\n${floatingGuard};\n`;

export const dynamic = 'force-static';

export function GET() {
  return new Response(source, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=300, must-revalidate',
    },
  });
}
