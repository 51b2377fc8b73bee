// Command-line entry of the SMTP sink (Playwright starts it as a webServer).
// Env: SMTP_SINK_PORT (SMTP), SMTP_SINK_HTTP_PORT (GET /messages as JSON, GET /health).
import { startSinkHttp, startSmtpSink } from './smtp-sink.mjs';

const sink = await startSmtpSink({ port: Number(process.env.SMTP_SINK_PORT ?? 2525) });
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 2626);
const http = await startSinkHttp(sink, { port: httpPort });
console.log(`[smtp-sink] ${sink.url}, messages sur http://127.0.0.1:${httpPort}/messages`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    http.close();
    void sink.close().then(() => process.exit(0));
  });
}
