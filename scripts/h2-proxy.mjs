// What production puts in front of the app servers (docs/deploy.md): a TLS proxy speaking HTTP/2
// to browsers. npm run lighthouse measures through it: over plain HTTP/1.1 a browser spreads a
// page's requests over six connections, and Lighthouse's simulated phone network charges each its
// handshakes, a setup the app never runs on. A self-signed certificate; the measuring Chromium is
// told to accept it.
import http from 'node:http';
import http2 from 'node:http2';
import { generate } from 'selfsigned';

/** Headers HTTP/2 forbids or that describe only one hop. */
const HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
  'http2-settings',
]);

const forwardable = (headers) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP.has(name)),
  );

/** Starts the proxy on a free port of 127.0.0.1 to `target` (http://host:port). */
export async function startH2Proxy(target) {
  const { private: key, cert } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
  });
  const upstream = new URL(target);
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const headers = forwardable(req.headers);
    headers.host = upstream.host;
    headers['x-forwarded-proto'] = 'https';
    const out = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      },
    );
    out.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(out);
    res.on('close', () => out.destroy());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
