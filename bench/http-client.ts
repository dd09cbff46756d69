import http from 'node:http';

/**
 * A keep-alive HTTP client for the bench scripts (at most `maxSockets` connections): `send` answers the
 * status and the body as text; `close` ends its sockets (the script can then exit).
 */
export function httpClient(base: URL, maxSockets = 64) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const send = (method: string, path: string, headers: http.OutgoingHttpHeaders, body?: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        { host: base.hostname, port: base.port || 80, method, path, agent, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  return { send, close: () => agent.destroy() };
}

/** The p-th quantile (0..1) of ascending numbers; 0 for none. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export type HttpClient = ReturnType<typeof httpClient>;
